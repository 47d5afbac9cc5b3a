import { routes } from "@cloudoc/contract";
import { Anchor, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { call } from "../../../../lib/api";
import type { SitePage } from "../../../site/types";
import { ListStates } from "../../ui/ListStates";
import { EditDrawer } from "../components/EditDrawer";
import { PageForm } from "../components/PageForm";
import { RowActions } from "../components/RowActions";
import { SiteListHeader } from "../components/SiteListHeader";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchPages } from "../queries/site";

const adminKey = adminSiteKeys.pages;
const deletePage = (slug: string) => call(routes.adminPageDelete, { slug });
const plainText = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

/** The legal pages (terms, privacy, licence…) at /pages/{slug}, linked from the public footer. */
export function PagesPage() {
  const pages = useQuery({ queryKey: adminKey, queryFn: fetchPages });
  const remove = useSiteChange(deletePage, { adminKey });
  const [editing, setEditing] = useState<{ page: SitePage | null } | null>(null);

  return (
    <Stack gap="lg">
      <SiteListHeader
        title="Pages"
        description="Legal pages linked from the public site's footer."
        addLabel="New page"
        onAdd={() => setEditing({ page: null })}
      />
      <ListStates
        query={pages}
        noun="pages"
        emptyIcon={<IconFileText size={30} aria-hidden="true" />}
        emptyText="Add the terms and conditions, privacy policy and other legal pages."
      >
        {(data) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.map((page) => (
                  <Table.Tr key={page.slug}>
                    <Table.Td>
                      <Text fw={600}>{page.name}</Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {plainText(page.content)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/pages/${page.slug}`}
                        target="_blank"
                        size="sm"
                        style={{ whiteSpace: "nowrap" }}
                      >
                        /pages/{page.slug}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={`page “${page.name}”`}
                        onEdit={() => setEditing({ page })}
                        onDelete={() => remove.mutate(page.slug)}
                        deleting={remove.isPending && remove.variables === page.slug}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListStates>
      <EditDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.page ? `Edit “${editing.page.name}”` : "New page"}
      >
        {editing && <PageForm page={editing.page} onClose={() => setEditing(null)} />}
      </EditDrawer>
    </Stack>
  );
}
