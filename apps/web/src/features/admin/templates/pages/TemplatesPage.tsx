import { type TemplateStatus, templateStatuses } from "@cloudoc/contract";
import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconFileText, IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatDate } from "../../../../lib/format";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { statusLabels, TemplateStatusBadge } from "../components/TemplateStatusBadge";
import { fetchFilterChoices, fetchTemplates, templateKeys } from "../queries/templates";

interface Filters extends Record<string, unknown> {
  nation?: string;
  serviceType?: string;
  packageId?: string;
  status?: TemplateStatus;
}
const statusOptions = templateStatuses.map((value) => ({ value, label: statusLabels[value] }));
const orUndefined = (value: string | null) => value ?? undefined;

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
    <Stack gap="lg">
      <title>Templates | Cloudoc admin</title>
      <Group justify="space-between">
        <Title order={1}>Templates</Title>
        <Button
          component={Link}
          to="/admin/templates/new"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          New template
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search templates"
          placeholder="Title or policy number"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: "100%", sm: 280 }}
        />
        <Select
          label="Package"
          placeholder="Any package"
          data={choices.data?.packages ?? []}
          value={list.filters.packageId ?? null}
          onChange={(value) => list.setFilter("packageId", orUndefined(value))}
          clearable
          searchable
          w={{ base: "100%", sm: 220 }}
        />
        <Select
          label="Nation"
          placeholder="Any nation"
          data={choices.data?.nations ?? []}
          value={list.filters.nation ?? null}
          onChange={(value) => list.setFilter("nation", orUndefined(value))}
          clearable
          w={{ base: "100%", sm: 180 }}
        />
        <Select
          label="Service type"
          placeholder="Any service type"
          data={choices.data?.serviceTypes ?? []}
          value={list.filters.serviceType ?? null}
          onChange={(value) => list.setFilter("serviceType", orUndefined(value))}
          clearable
          w={{ base: "100%", sm: 200 }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={statusOptions}
          value={list.filters.status ?? null}
          onChange={(value) => list.setFilter("status", statusOptions.find((o) => o.value === value)?.value)}
          clearable
          w={{ base: "100%", sm: 180 }}
        />
      </Group>
      <ListStates
        query={templates}
        noun="templates"
        emptyIcon={<IconFileText size={30} aria-hidden="true" />}
        emptyText={
          filtered ? "No template matches the search and filters." : "No template yet: add the first."
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={860}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Policy number</Table.Th>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Nation</Table.Th>
                    <Table.Th ta="right">Version</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Changed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((template) => (
                    <Table.Tr key={template._id}>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {template.policyNumber}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/templates/${template._id}`} fw={600}>
                          {template.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td tt="capitalize">{template.nation.replace(/-/g, " ")}</Table.Td>
                      <Table.Td ta="right">{template.version || "–"}</Table.Td>
                      <Table.Td>
                        <TemplateStatusBadge status={template.status} />
                      </Table.Td>
                      <Table.Td>{formatDate(template.updatedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              page={list.page}
              total={data.total}
              shown={data.list.length}
              noun="templates"
              onPage={list.setPage}
            />
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
