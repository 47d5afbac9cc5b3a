import { routes } from "@cloudoc/contract";
import { Modal, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../../../lib/api";
import { formatDate } from "../../../../lib/format";
import type { UpdatedDocument } from "../../../site/types";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { DocumentUpdateForm } from "../components/DocumentUpdateForm";
import { RowActions } from "../components/RowActions";
import { SiteListHeader } from "../components/SiteListHeader";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchDocumentUpdates } from "../queries/site";

const deleteUpdate = (id: string) => call(routes.adminDocumentUpdateDelete, { _id: id });

/** The public document-updates feed, newest first: correct an entry's wording or remove it. */
export function DocumentUpdatesPage() {
  const [page, setPage] = useState(1);
  const updates = useQuery({
    queryKey: adminSiteKeys.documentUpdates(page),
    queryFn: () => fetchDocumentUpdates(page),
    placeholderData: keepPreviousData,
  });
  const remove = useSiteChange(deleteUpdate, { adminKey: adminSiteKeys.documentUpdatesAll });
  const [editing, setEditing] = useState<UpdatedDocument | null>(null);

  return (
    <Stack gap="lg">
      <SiteListHeader
        title="Document updates"
        description="The public list of updated templates. Entries are added when a template is published."
      />
      <ListStates
        query={updates}
        noun="document updates"
        emptyIcon={<IconRefresh size={30} aria-hidden="true" />}
        emptyText="Publishing a new version of a template adds it here."
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Updated on</Table.Th>
                    <Table.Th>Document</Table.Th>
                    <Table.Th>What changed</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((update) => (
                    <Table.Tr key={update._id}>
                      <Table.Td>{formatDate(update.updated_at)}</Table.Td>
                      <Table.Td>
                        <Text fw={600}>{update.filename}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {update.policyNumber}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={2}>
                          {update.summary}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          name={`the entry for ${update.filename}`}
                          onEdit={() => setEditing(update)}
                          onDelete={() => remove.mutate(update._id)}
                          deleting={remove.isPending && remove.variables === update._id}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              page={page}
              total={data.total}
              shown={data.list.length}
              noun="document updates"
              onPage={setPage}
            />
          </Stack>
        )}
      </ListStates>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit the entry"
        size="lg"
        centered
      >
        {editing && <DocumentUpdateForm update={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
