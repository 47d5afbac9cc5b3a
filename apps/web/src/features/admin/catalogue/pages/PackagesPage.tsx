import type { AdminPackageRow } from "@cloudoc/contract";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { IconPackage } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatMoney } from "../../../../lib/format";
import { type Column, DataTable } from "../../../../ui/DataTable";
import { AdminPage, NewButton } from "../../ui/AdminPage";
import { type FilterOption, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { PublishedBadge } from "../components/PublishedBadge";
import { catalogueKeys, fetchPackages, fetchTaxonomy } from "../queries/catalogue";

type Status = "all" | "published" | "withdrawn";
const statusOptions: FilterOption<Status>[] = [
  { value: "all", label: "All packages" },
  { value: "published", label: "Published" },
  { value: "withdrawn", label: "Withdrawn" },
];
const toOptions = (items: { slug: string; name: string }[] = []) =>
  items.map((item) => ({ value: item.slug, label: item.name }));

const columns: Column<AdminPackageRow>[] = [
  {
    header: "Package",
    cell: (pkg) => (
      <>
        <Anchor component={Link} to={`/admin/packages/${pkg.id}`} fw={600}>
          {pkg.name}
        </Anchor>
        <Text size="xs" c="dimmed" ff="monospace">
          {pkg.slug}
        </Text>
      </>
    ),
  },
  { header: "Country", cell: (pkg) => pkg.countryName },
  { header: "Service type", cell: (pkg) => pkg.serviceTypeName },
  { header: "Licence fee", align: "right", cell: (pkg) => formatMoney(pkg.licenceFee) },
  { header: "Documents", align: "right", cell: (pkg) => pkg.documentCount },
  {
    header: "Status",
    cell: (pkg) => (
      <Group gap={6}>
        <PublishedBadge published={pkg.published} />
        {pkg.onOffer && (
          <Badge variant="light" color="grape" radius="sm">
            On offer
          </Badge>
        )}
      </Group>
    ),
  },
];

/** Every package, withdrawn ones too: search, filter by country, service type and status. */
export function PackagesPage() {
  const list = useListFilters<{ status: Status; country?: string; serviceType?: string }>({ status: "all" });
  const taxonomy = useQuery({ queryKey: catalogueKeys.taxonomy, queryFn: fetchTaxonomy });
  const packages = useQuery({
    queryKey: [...catalogueKeys.packages, list.input],
    queryFn: () => fetchPackages(list.input),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminPage title="Packages" actions={<NewButton to="/admin/packages/new">New package</NewButton>}>
      <ListToolbar
        searchLabel="Search packages"
        searchPlaceholder="Name or slug"
        searchWidth={260}
        list={list}
      >
        <FilterSelect
          label="Country"
          placeholder="Every country"
          options={toOptions(taxonomy.data?.countries)}
          {...list.field("country")}
          width={180}
        />
        <FilterSelect
          label="Service type"
          placeholder="Every service type"
          options={toOptions(taxonomy.data?.serviceTypes)}
          {...list.field("serviceType")}
          width={220}
        />
        <FilterSelect label="Status" options={statusOptions} {...list.field("status")} width={160} />
      </ListToolbar>
      <PagedList
        query={packages}
        noun="packages"
        list={list}
        emptyIcon={<IconPackage size={30} aria-hidden="true" />}
        emptyText="No package matches the search and filters."
      >
        {(data) => <DataTable rows={data.list} rowKey={(pkg) => pkg.id} columns={columns} minWidth={820} />}
      </PagedList>
    </AdminPage>
  );
}
