import { routes } from "@cloudoc/contract";
import { Anchor, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { call } from "../../../../lib/api";
import { actionsHeader, type Column, DataTable } from "../../../../ui/DataTable";
import type { SitePage } from "../../../site/types";
import { AdminPage, NewButton } from "../../ui/AdminPage";
import { ListStates } from "../../ui/ListStates";
import { EditDrawer } from "../components/EditDrawer";
import { PageForm } from "../components/PageForm";
import { RowActions } from "../components/RowActions";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchPages } from "../queries/site";

const adminKey = adminSiteKeys.pages;
const deletePage = (slug: string) => call(routes.adminPageDelete, { slug });
const plainText = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

const columns = (actions: (page: SitePage) => ReactNode): Column<SitePage>[] => [
  {
    header: "Title",
    cell: (page) => (
      <>
        <Text fw={600}>{page.name}</Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {plainText(page.content)}
        </Text>
      </>
    ),
  },
  {
    header: "Address",
    cell: (page) => (
      <Anchor
        component={Link}
        to={`/pages/${page.slug}`}
        target="_blank"
        size="sm"
        style={{ whiteSpace: "nowrap" }}
      >
        /pages/{page.slug}
      </Anchor>
    ),
  },
  { header: actionsHeader, cell: actions },
];

/** The legal pages (terms, privacy, licence…) at /pages/{slug}, linked from the public footer. */
export function PagesPage() {
  const pages = useQuery({ queryKey: adminKey, queryFn: fetchPages });
  const remove = useSiteChange(deletePage, { adminKey });
  const [editing, setEditing] = useState<{ page: SitePage | null } | null>(null);

  return (
    <AdminPage
      title="Pages"
      description="Legal pages linked from the public site's footer."
      actions={<NewButton onClick={() => setEditing({ page: null })}>New page</NewButton>}
    >
      <ListStates
        query={pages}
        noun="pages"
        emptyIcon={<IconFileText size={30} aria-hidden="true" />}
        emptyText="Add the terms and conditions, privacy policy and other legal pages."
      >
        {(data) => (
          <DataTable
            rows={data.list}
            rowKey={(page) => page.slug}
            columns={columns((page) => (
              <RowActions
                name={`page “${page.name}”`}
                onEdit={() => setEditing({ page })}
                onDelete={() => remove.mutate(page.slug)}
                deleting={remove.isPending && remove.variables === page.slug}
              />
            ))}
            minWidth={640}
          />
        )}
      </ListStates>
      <EditDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.page ? `Edit “${editing.page.name}”` : "New page"}
      >
        {editing && <PageForm page={editing.page} onClose={() => setEditing(null)} />}
      </EditDrawer>
    </AdminPage>
  );
}
