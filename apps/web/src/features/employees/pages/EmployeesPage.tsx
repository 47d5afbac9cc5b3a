import { Button, Container, Group, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import { IconFileImport, IconSearch, IconUserPlus, IconUsers, IconUsersGroup } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState, LoadError } from "../../../ui/States";
import { LoadingRows, Pager } from "../../library-lists/ui/States";
import { canManageEmployees } from "../access-rules";
import { employeeKeys, employeePageSize, fetchEmployees } from "../employees-api";
import { fetchGroupChoices, groupKeys } from "../groups-api";
import { employeePaths } from "../paths";
import { ArrivalNotice } from "../ui/ArrivalNotice";
import { DeactivateDialog } from "../ui/DeactivateDialog";
import { EmployeeTable } from "../ui/EmployeeTable";
import { ImportDialog } from "../ui/ImportDialog";
import { PageHeading } from "../ui/PageHeading";
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
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [groupId, setGroupId] = useState<string | null>(null);
  const input = { page, search, groupId: groupId ?? undefined, deleted: mode === "deleted" };
  const list = useQuery({
    queryKey: employeeKeys.list(input),
    queryFn: () => fetchEmployees(input),
    placeholderData: keepPreviousData,
  });
  const employees = list.data?.list ?? [];
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
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <PageHeading title={text.title} description={text.description} actions={headerActions} />
        {mode === "active" && <ArrivalNotice />}
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search employees"
            placeholder="Name or email"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: "100%", sm: 300 }}
          />
          {mode === "active" && (
            <GroupFilter
              value={groupId}
              onChange={(value) => {
                setGroupId(value);
                setPage(1);
              }}
            />
          )}
        </Group>
        {list.isPending && <LoadingRows label="Loading employees" />}
        {list.isError && (
          <LoadError
            title="The employees could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && employees.length === 0 && (
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
        )}
        {employees.length > 0 && (
          <Stack gap="md" aria-busy={list.isFetching}>
            <EmployeeTable employees={employees} mode={mode} canManage={canManage} actions={actions} />
            <Pager
              page={page}
              size={employeePageSize}
              shown={employees.length}
              total={list.data?.total ?? 0}
              noun="employees"
              onChange={setPage}
            />
          </Stack>
        )}
      </Stack>
      <DeactivateDialog actions={actions} />
      {canManage && mode === "active" && <ImportDialog opened={importing} onClose={importDialog.close} />}
    </Container>
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
