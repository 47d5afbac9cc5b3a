import type { Employee } from "@cloudoc/contract";
import { Badge, Group, Text } from "@mantine/core";
import { formatDate } from "../../../lib/format";
import { actionsHeader, type Column } from "../../../ui/DataTable";
import { PeopleTable, PersonCell } from "../../../ui/people/PeopleTable";
import { RowRestoreButton } from "../../../ui/people/RecordButtons";
import { fullName } from "../employee-rules";
import { employeePaths } from "../paths";
import type { EmployeeActions } from "../use-employee-actions";
import { EmployeeRowMenu } from "./EmployeeRowMenu";
import { RegistrationBadge } from "./RegistrationBadge";

interface EmployeeTableProps {
  employees: readonly Employee[];
  /** Active employees, or the deactivated ones with Restore. */
  mode: "active" | "deleted";
  canManage: boolean;
  actions: EmployeeActions;
}

const NameCell = ({ employee }: { employee: Employee }) => (
  <PersonCell name={fullName(employee)} email={employee.email} to={employeePaths.view} id={employee._id} />
);

function GroupBadges({ employee }: { employee: Employee }) {
  if (employee.groups.length === 0) return <Text c="dimmed">None</Text>;
  const shown = employee.groups.slice(0, 3);
  const more = employee.groups.length - shown.length;
  return (
    <Group gap={4}>
      {shown.map((group) => (
        <Badge key={group._id} variant="outline" color="gray" radius="sm" style={{ textTransform: "none" }}>
          {group.name}
        </Badge>
      ))}
      {more > 0 && <Text size="sm">and {more} more</Text>}
    </Group>
  );
}

/** Restore for a deactivated employee, the menu for an active one. */
function Trailing({
  employee,
  mode,
  canManage,
  actions,
}: Omit<EmployeeTableProps, "employees"> & { employee: Employee }) {
  if (mode === "active")
    return <EmployeeRowMenu employee={employee} canManage={canManage} actions={actions} />;
  return canManage ? (
    <RowRestoreButton name={fullName(employee)} {...actions.button("restore", employee)} />
  ) : null;
}

function columnsFor({ mode, canManage, actions }: Omit<EmployeeTableProps, "employees">): Column<Employee>[] {
  const name: Column<Employee> = { header: "Name", cell: (e) => <NameCell employee={e} /> };
  const role: Column<Employee> = { header: "Job role", cell: (e) => e.jobRole || "—" };
  const trailing: Column<Employee> = {
    header: actionsHeader,
    cell: (e) => <Trailing employee={e} mode={mode} canManage={canManage} actions={actions} />,
  };
  if (mode === "deleted") {
    return [
      name,
      role,
      { header: "Deactivated on", cell: (e) => formatDate(e.deactivatedAt) },
      ...(canManage ? [trailing] : []),
    ];
  }
  return [
    name,
    role,
    { header: "Groups", cell: (e) => <GroupBadges employee={e} />, td: { maw: 260 } },
    { header: "Start date", cell: (e) => formatDate(e.startDate) || "—" },
    { header: "Sign-in", cell: (e) => <RegistrationBadge state={e.registration} /> },
    trailing,
  ];
}

/** One employee on a phone: name, job role, and sign-in (or when they were deactivated). */
function CardBody({ employee }: { employee: Employee }) {
  return (
    <>
      <NameCell employee={employee} />
      {employee.jobRole && <Text size="sm">{employee.jobRole}</Text>}
      {employee.deactivatedAt === null && <RegistrationBadge state={employee.registration} />}
      {employee.deactivatedAt !== null && (
        <Text size="sm" c="dimmed">
          Deactivated on {formatDate(employee.deactivatedAt)}
        </Text>
      )}
    </>
  );
}

/** The employees of a page: a table on wide screens, cards on phones. */
export function EmployeeTable({ employees, ...rest }: EmployeeTableProps) {
  return (
    <PeopleTable
      rows={employees}
      columns={columnsFor(rest)}
      label={rest.mode === "deleted" ? "Deleted employees" : "Employees"}
      minWidth={760}
      card={(employee) => ({
        body: <CardBody employee={employee} />,
        trailing: <Trailing employee={employee} {...rest} />,
      })}
    />
  );
}
