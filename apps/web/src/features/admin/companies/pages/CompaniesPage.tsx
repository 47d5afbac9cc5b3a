import { Anchor, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconBuilding, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatDate } from "../../../../lib/format";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { CompanyStatusBadge } from "../components/CompanyStatusBadge";
import { adminKeys, type CompanyListInput, fetchCompanies } from "../queries/companies";

type StatusFilter = NonNullable<CompanyListInput["status"]>;
const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All companies" },
  { value: "active", label: "Active" },
  { value: "suspended", label: "Suspended" },
];
const isStatus = (value: string | null): value is StatusFilter =>
  statusOptions.some((o) => o.value === value);

/** The console's companies: searched by name, subdomain or owner e-mail, 25 to a page. */
export function CompaniesPage() {
  const list = useListFilters<{ status: StatusFilter }>({ status: "all" });
  const companies = useQuery({
    queryKey: [...adminKeys.companies, list.input],
    queryFn: () => fetchCompanies(list.input),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg">
      <title>Companies | Cloudoc admin</title>
      <Title order={1}>Companies</Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search companies"
          placeholder="Name, subdomain or owner e-mail"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: "100%", sm: 340 }}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={list.filters.status}
          onChange={(value) => isStatus(value) && list.setFilter("status", value)}
          allowDeselect={false}
          w={{ base: "100%", sm: 200 }}
        />
      </Group>
      <ListStates
        query={companies}
        noun="companies"
        emptyIcon={<IconBuilding size={30} aria-hidden="true" />}
        emptyText={
          list.input.search || list.filters.status !== "all"
            ? "No company matches the search."
            : "No company has signed up yet."
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Owner</Table.Th>
                    <Table.Th>Subdomain</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th ta="right">Active subscriptions</Table.Th>
                    <Table.Th>Last sign-in</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((company) => (
                    <Table.Tr key={company._id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/companies/${company._id}`} fw={600}>
                          {company.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{company.ownerName || "–"}</Text>
                        <Text size="xs" c="dimmed">
                          {company.ownerEmail}
                        </Text>
                      </Table.Td>
                      <Table.Td>{company.subdomain}</Table.Td>
                      <Table.Td>{formatDate(company.createdAt)}</Table.Td>
                      <Table.Td ta="right">{company.activeSubscriptions}</Table.Td>
                      <Table.Td>{formatDate(company.lastSignInAt) || "Never"}</Table.Td>
                      <Table.Td>
                        <CompanyStatusBadge status={company.status} />
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
              noun="companies"
              onPage={list.setPage}
            />
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
