import type { EmployeeGroup } from "@cloudoc/contract";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconPlus, IconUsersGroup } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { type Column, DataTable } from "../../../ui/DataTable";
import { PagedList, SearchBox } from "../../../ui/people/PagedList";
import { PeoplePage } from "../../../ui/people/PeoplePage";
import { usePagedSearch } from "../../../ui/people/use-paged-search";
import { EmptyState } from "../../../ui/States";
import { canManageGroups } from "../access-rules";
import { fetchGroups, groupKeys, groupPageSize } from "../groups-api";
import { employeePaths, recordState } from "../paths";
import { ArrivalNotice } from "../ui/ArrivalNotice";
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
  const paging = usePagedSearch();
  const { page, search } = paging;
  const list = useQuery({
    queryKey: groupKeys.list(page, search),
    queryFn: () => fetchGroups(page, search),
    placeholderData: keepPreviousData,
  });
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
    <PeoplePage
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
    >
      <ArrivalNotice />
      <SearchBox label="Search groups" placeholder="Group name" paging={paging} />
      <PagedList
        paging={paging}
        query={list}
        pageSize={groupPageSize}
        noun="groups"
        loadingLabel="Loading groups"
        errorTitle="The groups could not be loaded"
        empty={
          <EmptyState
            icon={<IconUsersGroup size={30} />}
            title={search ? "No groups match" : "No groups yet"}
            actions={search ? undefined : addButton}
          >
            {search
              ? "Try another name."
              : "Make a group for each team or shift that must read the same policies."}
          </EmptyState>
        }
      >
        {(groups) => (
          <DataTable
            rows={groups}
            rowKey={(group) => group._id}
            columns={columns}
            label="Groups"
            minWidth={520}
          />
        )}
      </PagedList>
    </PeoplePage>
  );
}
