import { auditActions } from "@cloudoc/contract";
import { Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { IconHistory, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { ActivityTable } from "../components/ActivityTable";
import { fetchActivity, securityKeys } from "../queries/second-factor";

const actionOptions = [
  { value: "", label: "Any action" },
  ...auditActions.map((a) => ({ value: a, label: a })),
];

/** Changes made by platform admins, newest first, searchable by who, what and which company. */
export function ActivityPage() {
  const list = useListFilters({ action: "", from: "", to: "" });
  const activity = useQuery({
    queryKey: [...securityKeys.activity, list.input],
    queryFn: () => fetchActivity(list.input),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(list.input.search || list.filters.action || list.filters.from || list.filters.to);

  return (
    <Stack gap="lg">
      <title>Activity | Cloudoc admin</title>
      <Title order={1}>Admin activity</Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Admin, company or record"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: "100%", sm: 280 }}
        />
        <Select
          label="Action"
          data={actionOptions}
          value={list.filters.action}
          onChange={(value) => list.setFilter("action", value ?? "")}
          searchable
          allowDeselect={false}
          w={{ base: "100%", sm: 300 }}
        />
        <TextInput
          type="date"
          label="From"
          value={list.filters.from}
          onChange={(e) => list.setFilter("from", e.currentTarget.value)}
          w={{ base: "100%", sm: 170 }}
        />
        <TextInput
          type="date"
          label="To"
          value={list.filters.to}
          min={list.filters.from || undefined}
          onChange={(e) => list.setFilter("to", e.currentTarget.value)}
          w={{ base: "100%", sm: 170 }}
        />
      </Group>
      <ListStates
        query={activity}
        noun="activity"
        emptyIcon={<IconHistory size={30} aria-hidden="true" />}
        emptyText={filtered ? "Nothing matches these filters." : "No admin has changed anything yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <ActivityTable list={data.list} />
            <ListPager
              page={list.page}
              total={data.total}
              shown={data.list.length}
              noun="events"
              onPage={list.setPage}
            />
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
