import { routes } from "@cloudoc/contract";
import { Modal, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { call } from "../../../../lib/api";
import { formatDate } from "../../../../lib/format";
import { actionsHeader, type Column, DataTable } from "../../../../ui/DataTable";
import type { UpdatedDocument } from "../../../site/types";
import { AdminPage } from "../../ui/AdminPage";
import { PagedList } from "../../ui/PagedList";
import { DocumentUpdateForm } from "../components/DocumentUpdateForm";
import { RowActions } from "../components/RowActions";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchDocumentUpdates } from "../queries/site";

const deleteUpdate = (id: string) => call(routes.adminDocumentUpdateDelete, { _id: id });

const columns = (actions: (update: UpdatedDocument) => ReactNode): Column<UpdatedDocument>[] => [
  { header: "Updated on", cell: (update) => formatDate(update.updated_at) },
  {
    header: "Document",
    cell: (update) => (
      <>
        <Text fw={600}>{update.filename}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {update.policyNumber}
        </Text>
      </>
    ),
  },
  {
    header: "What changed",
    cell: (update) => (
      <Text size="sm" lineClamp={2}>
        {update.summary}
      </Text>
    ),
  },
  { header: actionsHeader, cell: actions },
];

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
    <AdminPage
      title="Document updates"
      description="The public list of updated templates. Entries are added when a template is published."
    >
      <PagedList
        query={updates}
        noun="document updates"
        list={{ page, setPage }}
        emptyIcon={<IconRefresh size={30} aria-hidden="true" />}
        emptyText="Publishing a new version of a template adds it here."
      >
        {(data) => (
          <DataTable
            rows={data.list}
            rowKey={(update) => update._id}
            columns={columns((update) => (
              <RowActions
                name={`the entry for ${update.filename}`}
                onEdit={() => setEditing(update)}
                onDelete={() => remove.mutate(update._id)}
                deleting={remove.isPending && remove.variables === update._id}
              />
            ))}
            minWidth={720}
          />
        )}
      </PagedList>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit the entry"
        size="lg"
        centered
      >
        {editing && <DocumentUpdateForm update={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </AdminPage>
  );
}
