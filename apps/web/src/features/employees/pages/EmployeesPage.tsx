import { Button, Group, Select } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFileImport, IconUserPlus, IconUsers, IconUsersGroup } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { PagedList, SearchBox } from "../../../ui/people/PagedList";
import { PeoplePage } from "../../../ui/people/PeoplePage";
import { usePagedSearch } from "../../../ui/people/use-paged-search";
import { EmptyState } from "../../../ui/States";
import { canManageEmployees } from "../access-rules";
import { employeeKeys, employeePageSize, fetchEmployees } from "../employees-api";
import { fetchGroupChoices, groupKeys } from "../groups-api";
import { employeePaths } from "../paths";
import { ArrivalNotice } from "../ui/ArrivalNotice";
import { DeactivateDialog } from "../ui/DeactivateDialog";
import { EmployeeTable } from "../ui/EmployeeTable";
import { ImportDialog } from "../ui/ImportDialog";
import { useEmployeeActions } from "../use-employee-actions";
import { useViewer } from "../use-viewer";

type Mode = "active" | "deleted";

const texts: Record<Mode, { title: string; description: string }> = {
  active: {
    title: "Employees",
    description:
      "Your staff, 25 to a page. Invite them to sign in on your site, put them in groups and follow the policies they must read.",
  },
  deleted: {
    title: "Deleted employees",
    description:
      "Employees who have been deactivated. They cannot sign in; their records are kept. Restore them to let them sign in again.",
  },
};

function GroupFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const groups = useQuery({ queryKey: groupKeys.choices, queryFn: fetchGroupChoices });
  return (
    <Select
      label="Group"
      placeholder="All groups"
      data={(groups.data?.list ?? []).map((group) => ({ value: group._id, label: group.name }))}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage="No group by that name"
      w={{ base: "100%", sm: 240 }}
    />
  );
}

function EmployeeList({ mode }: { mode: Mode }) {
  const viewer = useViewer();
  const canManage = canManageEmployees(viewer);
  const actions = useEmployeeActions();
  const [importing, importDialog] = useDisclosure(false);
  const paging = usePagedSearch();
  const { search } = paging;
  const [groupId, setGroupId] = useState<string | null>(null);
  const input = { page: paging.page, search, groupId: groupId ?? undefined, deleted: mode === "deleted" };
  const list = useQuery({
    queryKey: employeeKeys.list(input),
    queryFn: () => fetchEmployees(input),
    placeholderData: keepPreviousData,
  });
  const filtered = search !== "" || groupId !== null;
  const text = texts[mode];

  const headerActions =
    mode === "active" ? (
      <>
        <Button
          component={Link}
          to={employeePaths.groups}
          variant="default"
          leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
        >
          Groups
        </Button>
        <Button component={Link} to={employeePaths.deleted} variant="default">
          Deleted employees
        </Button>
        {canManage && (
          <>
            <Button
              variant="light"
              leftSection={<IconFileImport size={18} aria-hidden="true" />}
              onClick={importDialog.open}
            >
              Import from CSV
            </Button>
            <Button
              component={Link}
              to={employeePaths.add}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              Add employee
            </Button>
          </>
        )}
      </>
    ) : (
      <Button component={Link} to={employeePaths.list} variant="default">
        Back to employees
      </Button>
    );

  return (
    <PeoplePage title={text.title} description={text.description} actions={headerActions}>
      {mode === "active" && <ArrivalNotice />}
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchBox label="Search employees" placeholder="Name or email" paging={paging} />
        {mode === "active" && <GroupFilter value={groupId} onChange={paging.restart(setGroupId)} />}
      </Group>
      <PagedList
        paging={paging}
        query={list}
        pageSize={employeePageSize}
        noun="employees"
        loadingLabel="Loading employees"
        errorTitle="The employees could not be loaded"
        empty={
          <EmptyState
            icon={<IconUsers size={30} />}
            title={
              filtered
                ? "No employees match"
                : mode === "deleted"
                  ? "No deleted employees"
                  : "No employees yet"
            }
            actions={
              !filtered && mode === "active" && canManage ? (
                <>
                  <Button component={Link} to={employeePaths.add}>
                    Add employee
                  </Button>
                  <Button variant="light" onClick={importDialog.open}>
                    Import from CSV
                  </Button>
                </>
              ) : undefined
            }
          >
            {filtered
              ? "Try another name, email or group."
              : mode === "deleted"
                ? "Employees you deactivate are kept here, so you can restore them."
                : "Add your staff one by one, or import them all from a spreadsheet saved as CSV."}
          </EmptyState>
        }
      >
        {(employees) => (
          <EmployeeTable employees={employees} mode={mode} canManage={canManage} actions={actions} />
        )}
      </PagedList>
      <DeactivateDialog actions={actions} />
      {canManage && mode === "active" && <ImportDialog opened={importing} onClose={importDialog.close} />}
    </PeoplePage>
  );
}

/** /company/employees (spec 000 §2, §9): the active employees, 25 to a page. */
export function EmployeesPage() {
  return <EmployeeList mode="active" />;
}

/** /company/deleted/employees: the deactivated employees, to restore. */
export function DeletedEmployeesPage() {
  return <EmployeeList mode="deleted" />;
}
