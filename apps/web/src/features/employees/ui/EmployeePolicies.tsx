import type { Employee } from "@cloudoc/contract";
import { Anchor, Button, Skeleton, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { Section } from "../../../ui/people/Facts";
import { errorText, LoadError } from "../../../ui/States";
import { StatusChip } from "../../policies";
import { canAssignPolicies, canSeeAcknowledgements } from "../access-rules";
import type { AssignedPolicyStatus } from "../assignment-rules";
import { fetchEmployeeAssignments, removeAssignment } from "../assignments-api";
import { fullName } from "../employee-rules";
import { employeeKeys } from "../employees-api";
import { employeePaths } from "../paths";
import { useViewer } from "../use-viewer";
import { AssignPoliciesButton } from "./AssignPoliciesButton";

/** The policies screen, where assigning and the acknowledgement matrix live. */
function PoliciesLink({ label }: { label: string }) {
  return (
    <Anchor component={Link} to={employeePaths.matrix} underline="always">
      {label}
    </Anchor>
  );
}

function AssignmentRows({
  items,
  canRemove,
  onRemove,
}: {
  items: readonly AssignedPolicyStatus[];
  canRemove: boolean;
  onRemove: (item: AssignedPolicyStatus) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" striped aria-label="Assigned policies">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Policy</Table.Th>
            <Table.Th>Status</Table.Th>
            {canRemove && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            return (
              <Table.Tr key={item.policy._id}>
                <Table.Td>
                  <Text fw={600}>{item.policy.name}</Text>
                  {item.policy.policyNumber && (
                    <Text size="sm" c="dimmed">
                      {item.policy.policyNumber}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <StatusChip status={item.status} />
                </Table.Td>
                {canRemove && (
                  <Table.Td ta="right">
                    <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(item)}>
                      Remove<VisuallyHidden> {item.policy.name}</VisuallyHidden>
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The employee's assigned policies and how each stands, read from the acknowledgement matrix;
 * a policy can be taken off them after a confirm. Without the right to see acknowledgements,
 * a pointer to the policies screen instead.
 */
export function EmployeePolicies({ employee }: { employee: Employee }) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const allowed = canSeeAcknowledgements(viewer);
  const [removing, setRemoving] = useState<AssignedPolicyStatus | null>(null);
  const assignments = useQuery({
    queryKey: employeeKeys.assignments(employee._id),
    queryFn: () => fetchEmployeeAssignments(employee),
    enabled: allowed,
    // Assignments are made on other screens: read them again on every visit.
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (item: AssignedPolicyStatus) => removeAssignment(item.policy._id, employee._id),
    onSuccess: async (message) => {
      toast(message, "success");
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: employeeKeys.assignments(employee._id) });
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const items = assignments.data ?? [];
  return (
    <Section
      title="Policies"
      action={
        canAssignPolicies(viewer) &&
        employee.deactivatedAt === null && (
          <AssignPoliciesButton target={{ kind: "employee", id: employee._id, name: fullName(employee) }} />
        )
      }
    >
      {!allowed && (
        <Text c="dimmed">
          Who has read and acknowledged each policy is shown on the staff policies screen.{" "}
          <PoliciesLink label="Go to staff policies" />
        </Text>
      )}
      {allowed && assignments.isPending && (
        <Skeleton height={120} aria-label="Loading the assigned policies" />
      )}
      {assignments.isError && (
        <LoadError
          title="The policies could not be loaded"
          error={assignments.error}
          onRetry={() => void assignments.refetch()}
        />
      )}
      {assignments.data && items.length === 0 && (
        <Text c="dimmed">No policies are assigned to {fullName(employee)} yet.</Text>
      )}
      {items.length > 0 && (
        <AssignmentRows items={items} canRemove={canAssignPolicies(viewer)} onRemove={setRemoving} />
      )}
      {allowed && (
        <Text size="sm">
          <PoliciesLink label="Open the acknowledgement matrix" /> for due dates, certificates and every
          employee at once.
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this policy from the employee?"
        confirmLabel="Remove policy"
        danger
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {`${removing?.policy.name ?? ""} will no longer be assigned to ${fullName(employee)}. Acknowledgements they have already made are kept.`}
      </ConfirmDialog>
    </Section>
  );
}
