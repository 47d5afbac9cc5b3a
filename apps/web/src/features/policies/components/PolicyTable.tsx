import type { PolicyItem } from "@cloudoc/contract";
import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconEyeOff } from "@tabler/icons-react";
import { formatDate } from "../../../lib/format";
import { type Completion, completionText, sourceLabels, statusLabel } from "../policy-rules";
import { type PolicyCommand, PolicyRowMenu } from "./PolicyRowMenu";

interface PolicyTableProps {
  policies: readonly PolicyItem[];
  completion: ReadonlyMap<string, Completion> | undefined;
  onCommand: (command: PolicyCommand, policy: PolicyItem) => void;
}

function StatusBadges({ policy }: { policy: PolicyItem }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={policy.status === 1 ? "teal" : "gray"} tt="none">
        {statusLabel(policy.status)}
      </Badge>
      {policy.hidden && (
        <Badge
          variant="outline"
          color="gray"
          tt="none"
          leftSection={<IconEyeOff size={12} aria-hidden="true" />}
        >
          Hidden
        </Badge>
      )}
    </Group>
  );
}

const versionText = (policy: PolicyItem) =>
  policy.ackFromVersion > 1 && policy.ackFromVersion === policy.version
    ? `v${policy.version} (major change)`
    : `v${policy.version}`;

/** The staff policies as a table on wide screens. */
function Wide({ policies, completion, onCommand }: PolicyTableProps) {
  return (
    <Table.ScrollContainer minWidth={860} visibleFrom="md">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Staff policies">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Policy</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>Completion</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policies.map((policy) => (
            <Table.Tr key={policy._id}>
              <Table.Td maw={340}>
                <Text fw={600} size="sm">
                  {policy.name}
                </Text>
                {policy.policyNumber && (
                  <Text size="xs" c="dimmed">
                    {policy.policyNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadges policy={policy} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{sourceLabels[policy.source]}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{versionText(policy)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{completionText(policy, completion?.get(policy._id))}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(policy.updatedAt)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <PolicyRowMenu policy={policy} onCommand={onCommand} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The staff policies as cards on phones and narrow windows. */
function Narrow({ policies, completion, onCommand }: PolicyTableProps) {
  return (
    <Stack
      gap="sm"
      hiddenFrom="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Staff policies"
    >
      {policies.map((policy) => (
        <Paper component="li" key={policy._id} withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Text fw={700}>{policy.name}</Text>
              <Text size="sm" c="dimmed">
                {[policy.policyNumber, sourceLabels[policy.source], versionText(policy)]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
              <StatusBadges policy={policy} />
              <Text size="sm">Completion: {completionText(policy, completion?.get(policy._id))}</Text>
            </Stack>
            <PolicyRowMenu policy={policy} onCommand={onCommand} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The list of staff policies: a table when wide, cards when narrow. */
export function PolicyTable(props: PolicyTableProps) {
  return (
    <>
      <Wide {...props} />
      <Narrow {...props} />
    </>
  );
}
