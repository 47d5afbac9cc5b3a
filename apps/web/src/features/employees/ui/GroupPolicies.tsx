import { Anchor, Progress, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Section } from "../../../ui/people/Facts";
import { LoadError } from "../../../ui/States";
import { canAssignPolicies, canSeeAcknowledgements } from "../access-rules";
import { completionText } from "../assignment-rules";
import { fetchGroupPolicies } from "../assignments-api";
import { groupKeys } from "../groups-api";
import { employeePaths } from "../paths";
import { useViewer } from "../use-viewer";
import { AssignPoliciesButton } from "./AssignPoliciesButton";

/**
 * The policies the group's members have, with how far the group has got with each (from the
 * acknowledgement matrix filtered by the group; the contract has no list of a group's own
 * assignments).
 */
export function GroupPolicies({ groupId, groupName }: { groupId: string; groupName: string }) {
  const viewer = useViewer();
  const allowed = canSeeAcknowledgements(viewer);
  const policies = useQuery({
    queryKey: groupKeys.policies(groupId),
    queryFn: () => fetchGroupPolicies(groupId),
    enabled: allowed,
    // Assignments are made on other screens: read them again on every visit.
    staleTime: 0,
  });
  const list = policies.data?.policies ?? [];
  return (
    <Section
      title="Policies"
      action={
        canAssignPolicies(viewer) && (
          <AssignPoliciesButton target={{ kind: "group", id: groupId, name: groupName }} />
        )
      }
    >
      {!allowed && (
        <Text c="dimmed">
          The policies assigned to this group and who has acknowledged them are on the{" "}
          <Anchor component={Link} to={employeePaths.policies}>
            staff policies screen
          </Anchor>
          .
        </Text>
      )}
      {allowed && policies.isPending && <Skeleton height={100} aria-label="Loading the group's policies" />}
      {policies.isError && (
        <LoadError
          title="The policies could not be loaded"
          error={policies.error}
          onRetry={() => void policies.refetch()}
        />
      )}
      {policies.data && list.length === 0 && (
        <Text c="dimmed">No policies are assigned to this group's members yet.</Text>
      )}
      {list.length > 0 && (
        <>
          <Text size="sm">
            Policies assigned to the members of this group, and how many have acknowledged each.
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" striped aria-label="Policies of this group's members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Policy</Table.Th>
                  <Table.Th>Acknowledged</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((policy) => (
                  <Table.Tr key={policy._id}>
                    <Table.Td>
                      <Text fw={600}>{policy.name}</Text>
                      {policy.policyNumber && (
                        <Text size="sm" c="dimmed">
                          {policy.policyNumber}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td miw={220}>
                      <Stack gap={4}>
                        <Text size="sm">{completionText(policy)}</Text>
                        <Progress
                          value={policy.percent ?? 0}
                          color={policy.percent === 100 ? "green" : "blue"}
                          aria-hidden="true"
                        />
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Section>
  );
}
