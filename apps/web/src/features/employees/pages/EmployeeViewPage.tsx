import type { Employee } from "@cloudoc/contract";
import { Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { ChosenRecord } from "../../../ui/people/ChosenRecord";
import { Fact, Section } from "../../../ui/people/Facts";
import { BackLink, PeoplePage } from "../../../ui/people/PeoplePage";
import { PersonButtons } from "../../../ui/people/RecordButtons";
import { canManageEmployees } from "../access-rules";
import { canInvite, fullName, inviteLabel, registrationView } from "../employee-rules";
import { employeeKeys, fetchEmployee } from "../employees-api";
import { employeePaths, employeesList, recordState } from "../paths";
import { useChosenRecord } from "../record-memory";
import { ArrivalNotice } from "../ui/ArrivalNotice";
import { DeactivateDialog } from "../ui/DeactivateDialog";
import { EmployeePolicies } from "../ui/EmployeePolicies";
import { RegistrationBadge } from "../ui/RegistrationBadge";
import { type EmployeeActions, useEmployeeActions } from "../use-employee-actions";
import { useViewer } from "../use-viewer";

/** A deactivated employee can only be restored; an active one edited, invited or deactivated. */
function Actions({ employee, actions }: { employee: Employee; actions: EmployeeActions }) {
  if (employee.deactivatedAt !== null) return <PersonButtons restore={actions.button("restore", employee)} />;
  return (
    <PersonButtons
      edit={{ to: employeePaths.edit, id: employee._id }}
      invite={
        canInvite(employee)
          ? { label: inviteLabel(employee), ...actions.button("invite", employee) }
          : undefined
      }
      deactivate={() => actions.askDeactivate(employee)}
    />
  );
}

function GroupLinks({ employee }: { employee: Employee }) {
  if (employee.groups.length === 0) return "Not in any group";
  return (
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
  );
}

function Details({ employee }: { employee: Employee }) {
  const registration = registrationView(employee.registration);
  return (
    <Section title="Details">
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
        <GroupLinks employee={employee} />
      </Fact>
    </Section>
  );
}

/** /company/employee/view: an employee's details, groups and assigned policies with their status. */
export function EmployeeViewPage() {
  const viewer = useViewer();
  const actions = useEmployeeActions();
  const employee = useChosenRecord("employee", { detailKey: employeeKeys.detail, fetch: fetchEmployee });
  const data = employee.query.data;
  return (
    <PeoplePage
      title={data ? fullName(data) : "Employee details"}
      description={data?.jobRole || undefined}
      actions={data && canManageEmployees(viewer) ? <Actions employee={data} actions={actions} /> : undefined}
      above={
        data?.deactivatedAt ? (
          <BackLink to={employeePaths.deleted}>Deleted employees</BackLink>
        ) : (
          <BackLink to={employeePaths.list}>Employees</BackLink>
        )
      }
    >
      <ArrivalNotice />
      <ChosenRecord {...employee} noun="employee" list={employeesList} loadingHeight={240}>
        {(chosen) => (
          <>
            <Details employee={chosen} />
            <EmployeePolicies employee={chosen} />
          </>
        )}
      </ChosenRecord>
      <DeactivateDialog actions={actions} />
    </PeoplePage>
  );
}
