import type { Employee } from "@cloudoc/contract";
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconRestore } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { actionsHeader, type Column, DataTable } from "../../admin/ui/DataTable";
import { fullName } from "../employee-rules";
import { employeePaths, recordState } from "../paths";
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

function NameCell({ employee }: { employee: Employee }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={employeePaths.view} state={recordState(employee._id)} fw={600}>
        {fullName(employee)}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {employee.email}
      </Text>
    </Stack>
  );
}

function GroupBadges({ employee }: { employee: Employee }) {
  if (employee.groups.length === 0) return <Text c="dimmed">None</Text>;
  const shown = employee.groups.slice(0, 3);
  const more = employee.groups.length - shown.length;
  return (
    <Group gap={4}>
      {shown.map((group) => (
        <Badge key={group._id} variant="outline" color="gray.7" radius="sm" style={{ textTransform: "none" }}>
          {group.name}
        </Badge>
      ))}
      {more > 0 && <Text size="sm">and {more} more</Text>}
    </Group>
  );
}

function RestoreButton({ employee, actions }: { employee: Employee; actions: EmployeeActions }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRestore size={16} aria-hidden="true" />}
      loading={actions.isRunning("restore", employee)}
      onClick={() => actions.restore(employee)}
      style={{ flexShrink: 0 }}
      aria-label={`Restore ${fullName(employee)}`}
    >
      Restore
    </Button>
  );
}

function columnsFor({ mode, canManage, actions }: Omit<EmployeeTableProps, "employees">): Column<Employee>[] {
  const name: Column<Employee> = { header: "Name", cell: (e) => <NameCell employee={e} /> };
  const role: Column<Employee> = { header: "Job role", cell: (e) => e.jobRole || "—" };
  if (mode === "deleted") {
    return [
      name,
      role,
      { header: "Deactivated on", cell: (e) => formatDate(e.deactivatedAt) },
      ...(canManage
        ? [{ header: actionsHeader, cell: (e: Employee) => <RestoreButton employee={e} actions={actions} /> }]
        : []),
    ];
  }
  return [
    name,
    role,
    { header: "Groups", cell: (e) => <GroupBadges employee={e} />, td: { maw: 260 } },
    { header: "Start date", cell: (e) => formatDate(e.startDate) || "—" },
    { header: "Sign-in", cell: (e) => <RegistrationBadge state={e.registration} /> },
    {
      header: actionsHeader,
      cell: (e) => <EmployeeRowMenu employee={e} canManage={canManage} actions={actions} />,
    },
  ];
}

/** One employee as a card (phones). */
function EmployeeCard({ employee, trailing }: { employee: Employee; trailing: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <NameCell employee={employee} />
          {employee.jobRole && <Text size="sm">{employee.jobRole}</Text>}
          {employee.deactivatedAt === null && <RegistrationBadge state={employee.registration} />}
          {employee.deactivatedAt !== null && (
            <Text size="sm" c="dimmed">
              Deactivated on {formatDate(employee.deactivatedAt)}
            </Text>
          )}
        </Stack>
        {trailing}
      </Group>
    </Paper>
  );
}

/** The employees of a page: a table on wide screens, cards on phones. */
export function EmployeeTable(props: EmployeeTableProps) {
  const small = useMediaQuery("(max-width: 47.99em)") ?? false;
  const { employees, mode, canManage, actions } = props;
  if (small) {
    return (
      <Stack gap="xs">
        {employees.map((employee) => (
          <EmployeeCard
            key={employee._id}
            employee={employee}
            trailing={
              mode === "deleted" ? (
                canManage && <RestoreButton employee={employee} actions={actions} />
              ) : (
                <EmployeeRowMenu employee={employee} canManage={canManage} actions={actions} />
              )
            }
          />
        ))}
      </Stack>
    );
  }
  return (
    <DataTable
      rows={employees}
      rowKey={(employee) => employee._id}
      columns={columnsFor(props)}
      label={mode === "deleted" ? "Deleted employees" : "Employees"}
      minWidth={760}
    />
  );
}
