import type { Employee } from "@cloudoc/contract";
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconMailForward, IconPencil, IconRestore, IconUserOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { LoadError } from "../../../ui/States";
import { canManageEmployees } from "../access-rules";
import { canInvite, fullName, inviteLabel, registrationView } from "../employee-rules";
import { employeeKeys, fetchEmployee } from "../employees-api";
import { employeePaths, recordState } from "../paths";
import { useRecordId } from "../record-memory";
import { ArrivalNotice } from "../ui/ArrivalNotice";
import { DeactivateDialog } from "../ui/DeactivateDialog";
import { EmployeePolicies } from "../ui/EmployeePolicies";
import { NoRecord } from "../ui/NoRecord";
import { PageHeading } from "../ui/PageHeading";
import { RegistrationBadge } from "../ui/RegistrationBadge";
import { tone } from "../ui/tone";
import { type EmployeeActions, useEmployeeActions } from "../use-employee-actions";
import { useViewer } from "../use-viewer";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

function Actions({ employee, actions }: { employee: Employee; actions: EmployeeActions }) {
  if (employee.deactivatedAt !== null) {
    return (
      <Button
        leftSection={<IconRestore size={18} aria-hidden="true" />}
        loading={actions.isRunning("restore", employee)}
        onClick={() => actions.restore(employee)}
      >
        Restore
      </Button>
    );
  }
  return (
    <>
      <Button
        component={Link}
        to={employeePaths.edit}
        state={recordState(employee._id)}
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden="true" />}
      >
        Edit
      </Button>
      {canInvite(employee) && (
        <Button
          variant="light"
          leftSection={<IconMailForward size={18} aria-hidden="true" />}
          loading={actions.isRunning("invite", employee)}
          onClick={() => actions.invite(employee)}
        >
          {inviteLabel(employee)}
        </Button>
      )}
      <Button
        {...tone("red.9")}
        variant="light"
        leftSection={<IconUserOff size={18} aria-hidden="true" />}
        onClick={() => actions.askDeactivate(employee)}
      >
        Deactivate
      </Button>
    </>
  );
}

function Details({ employee }: { employee: Employee }) {
  const registration = registrationView(employee.registration);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Fact label="Email">{employee.email}</Fact>
          <Fact label="Job role">{employee.jobRole || "Not given"}</Fact>
          <Fact label="Start date">{formatDate(employee.startDate) || "Not given"}</Fact>
          <Fact label="Sign-in">
            <Stack gap={4}>
              <RegistrationBadge state={employee.registration} />
              <Text size="sm">{registration.explanation}</Text>
              {employee.registration === "invited" && employee.invitationExpiresAt && (
                <Text size="sm">The link works until {formatDate(employee.invitationExpiresAt)}.</Text>
              )}
            </Stack>
          </Fact>
          <Fact label="Added on">{formatDate(employee.createdAt)}</Fact>
          {employee.deactivatedAt && <Fact label="Deactivated on">{formatDate(employee.deactivatedAt)}</Fact>}
        </SimpleGrid>
        <Fact label="Groups">
          {employee.groups.length === 0 ? (
            "Not in any group"
          ) : (
            <Group gap="xs" mt={4}>
              {employee.groups.map((group) => (
                <Badge
                  key={group._id}
                  component={Link}
                  to={employeePaths.groupView}
                  state={recordState(group._id)}
                  variant="outline"
                  radius="sm"
                  style={{ textTransform: "none", cursor: "pointer" }}
                >
                  {group.name}
                </Badge>
              ))}
            </Group>
          )}
        </Fact>
      </Stack>
    </Paper>
  );
}

/** /company/employee/view: an employee's details, groups and assigned policies with their status. */
export function EmployeeViewPage() {
  const id = useRecordId("employee");
  const viewer = useViewer();
  const actions = useEmployeeActions();
  const employee = useQuery({
    queryKey: employeeKeys.detail(id),
    queryFn: () => fetchEmployee(id),
    enabled: id !== "",
  });
  const data = employee.data;
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Anchor component={Link} to={data?.deactivatedAt ? employeePaths.deleted : employeePaths.list}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {data?.deactivatedAt ? "Deleted employees" : "Employees"}
          </Group>
        </Anchor>
        <PageHeading
          title={data ? fullName(data) : "Employee details"}
          description={data?.jobRole || undefined}
          actions={
            data && canManageEmployees(viewer) ? <Actions employee={data} actions={actions} /> : undefined
          }
        />
        <ArrivalNotice />
        {!id && <NoRecord noun="employee" to={employeePaths.list} />}
        {id && employee.isPending && <Skeleton height={240} aria-label="Loading the employee" />}
        {employee.isError && (
          <LoadError
            title="The employee could not be loaded"
            error={employee.error}
            onRetry={() => void employee.refetch()}
          />
        )}
        {data && <Details employee={data} />}
        {data && <EmployeePolicies employee={data} />}
      </Stack>
      <DeactivateDialog actions={actions} />
    </Container>
  );
}
