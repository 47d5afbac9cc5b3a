import type { CompanySummary } from "@cloudoc/contract";
import { Anchor, Text } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatDate } from "../../../../lib/format";
import { type Column, DataTable } from "../../../../ui/DataTable";
import { AdminPage } from "../../ui/AdminPage";
import { type FilterOption, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { CompanyStatusBadge } from "../components/CompanyStatusBadge";
import { adminKeys, type CompanyListInput, fetchCompanies } from "../queries/companies";

type StatusFilter = NonNullable<CompanyListInput["status"]>;
const statusOptions: FilterOption<StatusFilter>[] = [
  { value: "all", label: "All companies" },
  { value: "active", label: "Active" },
  { value: "suspended", label: "Suspended" },
];

const columns: Column<CompanySummary>[] = [
  {
    header: "Company",
    cell: (company) => (
      <Anchor component={Link} to={`/admin/companies/${company._id}`} fw={600}>
        {company.name}
      </Anchor>
    ),
  },
  {
    header: "Owner",
    cell: (company) => (
      <>
        <Text size="sm">{company.ownerName || "–"}</Text>
        <Text size="xs" c="dimmed">
          {company.ownerEmail}
        </Text>
      </>
    ),
  },
  { header: "Subdomain", cell: (company) => company.subdomain },
  { header: "Created", cell: (company) => formatDate(company.createdAt) },
  { header: "Active subscriptions", align: "right", cell: (company) => company.activeSubscriptions },
  { header: "Last sign-in", cell: (company) => formatDate(company.lastSignInAt) || "Never" },
  { header: "Status", cell: (company) => <CompanyStatusBadge status={company.status} /> },
];

/** The console's companies: searched by name, subdomain or owner e-mail, 25 to a page. */
export function CompaniesPage() {
  const list = useListFilters<{ status: StatusFilter }>({ status: "all" });
  const companies = useQuery({
    queryKey: [...adminKeys.companies, list.input],
    queryFn: () => fetchCompanies(list.input),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminPage title="Companies">
      <ListToolbar
        searchLabel="Search companies"
        searchPlaceholder="Name, subdomain or owner e-mail"
        searchWidth={340}
        list={list}
      >
        <FilterSelect label="Status" options={statusOptions} {...list.field("status")} width={200} />
      </ListToolbar>
      <PagedList
        query={companies}
        noun="companies"
        list={list}
        emptyIcon={<IconBuilding size={30} aria-hidden="true" />}
        emptyText={
          list.input.search || list.filters.status !== "all"
            ? "No company matches the search."
            : "No company has signed up yet."
        }
      >
        {(data) => <DataTable rows={data.list} rowKey={(c) => c._id} columns={columns} minWidth={900} />}
      </PagedList>
    </AdminPage>
  );
}
