import { type TemplateListItem, type TemplateStatus, templateStatuses } from "@cloudoc/contract";
import { Anchor, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatDate } from "../../../../lib/format";
import { type Column, DataTable } from "../../../../ui/DataTable";
import { AdminPage, NewButton } from "../../ui/AdminPage";
import { type FilterOption, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { statusLabels, TemplateStatusBadge } from "../components/TemplateStatusBadge";
import { fetchFilterChoices, fetchTemplates, templateKeys } from "../queries/templates";

interface Filters extends Record<string, unknown> {
  nation?: string;
  serviceType?: string;
  packageId?: string;
  status?: TemplateStatus;
}
const statusOptions: FilterOption<TemplateStatus>[] = templateStatuses.map((value) => ({
  value,
  label: statusLabels[value],
}));

const columns: Column<TemplateListItem>[] = [
  {
    header: "Policy number",
    cell: (template) => (
      <Text size="sm" ff="monospace">
        {template.policyNumber}
      </Text>
    ),
  },
  {
    header: "Title",
    cell: (template) => (
      <Anchor component={Link} to={`/admin/templates/${template._id}`} fw={600}>
        {template.title}
      </Anchor>
    ),
  },
  { header: "Nation", td: { tt: "capitalize" }, cell: (template) => template.nation.replace(/-/g, " ") },
  { header: "Version", align: "right", cell: (template) => template.version || "–" },
  { header: "Status", cell: (template) => <TemplateStatusBadge status={template.status} /> },
  { header: "Changed", cell: (template) => formatDate(template.updatedAt) },
];

/** The console's master templates: searched by title or policy number, filtered, 25 to a page. */
export function TemplatesPage() {
  const list = useListFilters<Filters>({});
  const templates = useQuery({
    queryKey: [...templateKeys.list, list.input],
    queryFn: () => fetchTemplates(list.input),
    placeholderData: keepPreviousData,
  });
  const choices = useQuery({
    queryKey: templateKeys.filters,
    queryFn: fetchFilterChoices,
    staleTime: 300_000,
  });
  const filtered = Object.values(list.filters).some(Boolean) || list.input.search !== "";

  return (
    <AdminPage title="Templates" actions={<NewButton to="/admin/templates/new">New template</NewButton>}>
      <ListToolbar
        searchLabel="Search templates"
        searchPlaceholder="Title or policy number"
        searchWidth={280}
        list={list}
      >
        <FilterSelect
          label="Package"
          placeholder="Any package"
          options={choices.data?.packages ?? []}
          {...list.field("packageId")}
          searchable
          width={220}
        />
        <FilterSelect
          label="Nation"
          placeholder="Any nation"
          options={choices.data?.nations ?? []}
          {...list.field("nation")}
          width={180}
        />
        <FilterSelect
          label="Service type"
          placeholder="Any service type"
          options={choices.data?.serviceTypes ?? []}
          {...list.field("serviceType")}
          width={200}
        />
        <FilterSelect<TemplateStatus>
          label="Status"
          placeholder="Any status"
          options={statusOptions}
          {...list.field("status")}
          width={180}
        />
      </ListToolbar>
      <PagedList
        query={templates}
        noun="templates"
        list={list}
        emptyIcon={<IconFileText size={30} aria-hidden="true" />}
        emptyText={
          filtered ? "No template matches the search and filters." : "No template yet: add the first."
        }
      >
        {(data) => <DataTable rows={data.list} rowKey={(t) => t._id} columns={columns} minWidth={860} />}
      </PagedList>
    </AdminPage>
  );
}
