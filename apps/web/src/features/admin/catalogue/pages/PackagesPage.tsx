import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconPackage, IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatMoney } from "../../../../lib/format";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { PublishedBadge } from "../components/PublishedBadge";
import { catalogueKeys, fetchPackages, fetchTaxonomy } from "../queries/catalogue";

type Status = "all" | "published" | "withdrawn";
const statusOptions: { value: Status; label: string }[] = [
  { value: "all", label: "All packages" },
  { value: "published", label: "Published" },
  { value: "withdrawn", label: "Withdrawn" },
];
const isStatus = (value: string | null): value is Status => statusOptions.some((o) => o.value === value);
const optional = (value: string | null) => value ?? undefined;

/** Every package, withdrawn ones too: search, filter by country, service type and status. */
export function PackagesPage() {
  const list = useListFilters<{ status: Status; country?: string; serviceType?: string }>({ status: "all" });
  const taxonomy = useQuery({ queryKey: catalogueKeys.taxonomy, queryFn: fetchTaxonomy });
  const packages = useQuery({
    queryKey: [...catalogueKeys.packages, list.input],
    queryFn: () => fetchPackages(list.input),
    placeholderData: keepPreviousData,
  });
  const toOptions = (items: { slug: string; name: string }[] = []) =>
    items.map((item) => ({ value: item.slug, label: item.name }));

  return (
    <Stack gap="lg">
      <title>Packages | Cloudoc admin</title>
      <Group justify="space-between">
        <Title order={1}>Packages</Title>
        <Button
          component={Link}
          to="/admin/packages/new"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          New package
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search packages"
          placeholder="Name or slug"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: "100%", sm: 260 }}
        />
        <Select
          label="Country"
          placeholder="Every country"
          data={toOptions(taxonomy.data?.countries)}
          value={list.filters.country ?? null}
          onChange={(value) => list.setFilter("country", optional(value))}
          clearable
          w={{ base: "100%", sm: 180 }}
        />
        <Select
          label="Service type"
          placeholder="Every service type"
          data={toOptions(taxonomy.data?.serviceTypes)}
          value={list.filters.serviceType ?? null}
          onChange={(value) => list.setFilter("serviceType", optional(value))}
          clearable
          w={{ base: "100%", sm: 220 }}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={list.filters.status}
          onChange={(value) => isStatus(value) && list.setFilter("status", value)}
          allowDeselect={false}
          w={{ base: "100%", sm: 160 }}
        />
      </Group>
      <ListStates
        query={packages}
        noun="packages"
        emptyIcon={<IconPackage size={30} aria-hidden="true" />}
        emptyText="No package matches the search and filters."
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={820}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Package</Table.Th>
                    <Table.Th>Country</Table.Th>
                    <Table.Th>Service type</Table.Th>
                    <Table.Th ta="right">Licence fee</Table.Th>
                    <Table.Th ta="right">Documents</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((pkg) => (
                    <Table.Tr key={pkg.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/packages/${pkg.id}`} fw={600}>
                          {pkg.name}
                        </Anchor>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {pkg.slug}
                        </Text>
                      </Table.Td>
                      <Table.Td>{pkg.countryName}</Table.Td>
                      <Table.Td>{pkg.serviceTypeName}</Table.Td>
                      <Table.Td ta="right">{formatMoney(pkg.licenceFee)}</Table.Td>
                      <Table.Td ta="right">{pkg.documentCount}</Table.Td>
                      <Table.Td>
                        <Group gap={6}>
                          <PublishedBadge published={pkg.published} />
                          {pkg.onOffer && (
                            <Badge variant="light" color="grape.9" radius="sm">
                              On offer
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              page={list.page}
              total={data.total}
              shown={data.list.length}
              noun="packages"
              onPage={list.setPage}
            />
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
