import type { EmployeeGroup } from "@cloudoc/contract";
import { Anchor, Button, Container, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch, IconUsersGroup } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { EmptyState, LoadError } from "../../../ui/States";
import { type Column, DataTable } from "../../admin/ui/DataTable";
import { LoadingRows, Pager } from "../../library-lists/ui/States";
import { canManageGroups } from "../access-rules";
import { fetchGroups, groupKeys, groupPageSize } from "../groups-api";
import { employeePaths, recordState } from "../paths";
import { ArrivalNotice } from "../ui/ArrivalNotice";
import { PageHeading } from "../ui/PageHeading";
import { useViewer } from "../use-viewer";

const columns: Column<EmployeeGroup>[] = [
  {
    header: "Group",
    cell: (group) => (
      <Stack gap={0}>
        <Anchor component={Link} to={employeePaths.groupView} state={recordState(group._id)} fw={600}>
          {group.name}
        </Anchor>
        {group.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {group.description}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: "Members", cell: (group) => group.memberCount, align: "right" },
  { header: "Last changed", cell: (group) => formatDate(group.updatedAt) },
];

/** /company/groups: named sets of employees (night staff, senior carers), 25 to a page. */
export function GroupsPage() {
  const canManage = canManageGroups(useViewer());
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const list = useQuery({
    queryKey: groupKeys.list(page, search),
    queryFn: () => fetchGroups(page, search),
    placeholderData: keepPreviousData,
  });
  const groups = list.data?.list ?? [];
  const addButton = canManage && (
    <Button
      component={Link}
      to={employeePaths.groupAdd}
      leftSection={<IconPlus size={18} aria-hidden="true" />}
    >
      Add group
    </Button>
  );
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <PageHeading
          title="Groups"
          description="Groups of employees, such as night staff or senior carers. Assign policies to a group and every member gets them, new joiners too."
          actions={
            <>
              <Button component={Link} to={employeePaths.list} variant="default">
                Employees
              </Button>
              {addButton}
            </>
          }
        />
        <ArrivalNotice />
        <TextInput
          label="Search groups"
          placeholder="Group name"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 300 }}
        />
        {list.isPending && <LoadingRows label="Loading groups" />}
        {list.isError && (
          <LoadError
            title="The groups could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && groups.length === 0 && (
          <EmptyState
            icon={<IconUsersGroup size={30} />}
            title={search ? "No groups match" : "No groups yet"}
            actions={search ? undefined : addButton}
          >
            {search
              ? "Try another name."
              : "Make a group for each team or shift that must read the same policies."}
          </EmptyState>
        )}
        {groups.length > 0 && (
          <Stack gap="md" aria-busy={list.isFetching}>
            <DataTable
              rows={groups}
              rowKey={(group) => group._id}
              columns={columns}
              label="Groups"
              minWidth={520}
            />
            <Pager
              page={page}
              size={groupPageSize}
              shown={groups.length}
              total={list.data?.total ?? 0}
              noun="groups"
              onChange={setPage}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
