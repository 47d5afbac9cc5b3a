import type { MatrixPolicy, MatrixRow } from "@cloudoc/contract";
import { ActionIcon, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconFileZip } from "@tabler/icons-react";
import { completionText, employeeCompletionText } from "../policy-rules";
import { MatrixCell } from "./MatrixCell";
import classes from "./matrix.module.css";

interface MatrixGridProps {
  policies: readonly MatrixPolicy[];
  rows: readonly MatrixRow[];
  /** "employeeId|policyId" of a certificate being fetched. */
  busyCell: string | null;
  busyPack: string | null;
  onCertificate: (row: MatrixRow, policy: MatrixPolicy) => void;
  onEvidencePack: (policy: MatrixPolicy) => void;
}

/** A policy's column heading: its name, its completion, and its signed evidence pack. */
function PolicyHeading({
  policy,
  busy,
  onEvidencePack,
}: {
  policy: MatrixPolicy;
  busy: boolean;
  onEvidencePack: () => void;
}) {
  return (
    <Stack gap={4} align="center">
      <Text size="xs" fw={700} ta="center" lineClamp={3} title={policy.name}>
        {policy.name}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {completionText({ status: 1, hidden: false }, policy)}
      </Text>
      <Tooltip label="Download the signed evidence pack" withArrow openDelay={300}>
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={onEvidencePack}
          loading={busy}
          aria-label={`Download the signed evidence pack of ${policy.name}`}
        >
          <IconFileZip size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Stack>
  );
}

/**
 * Employees (rows) × policies (columns). The employee column stays in view while the grid scrolls
 * sideways, so a phone can read it too.
 */
export function MatrixGrid({
  policies,
  rows,
  busyCell,
  busyPack,
  onCertificate,
  onEvidencePack,
}: MatrixGridProps) {
  return (
    <div className={classes.scroller}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        className={classes.grid}
        aria-label="Acknowledgement matrix: employees by policies"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.sticky} scope="col">
              Employee and completion
            </Table.Th>
            {policies.map((policy) => (
              <Table.Th key={policy._id} scope="col" className={classes.policyHead}>
                <PolicyHeading
                  policy={policy}
                  busy={busyPack === policy._id}
                  onEvidencePack={() => onEvidencePack(policy)}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Th scope="row" className={classes.sticky}>
                <Text size="sm" fw={600}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {row.jobRole || row.email}
                </Text>
                <Text size="xs" fw={600}>
                  {employeeCompletionText(row)}
                </Text>
              </Table.Th>
              {policies.map((policy, index) => (
                <Table.Td key={policy._id} ta="center">
                  <MatrixCell
                    status={row.cells[index] ?? "not-assigned"}
                    employee={row.name}
                    policy={policy.name}
                    busy={busyCell === `${row._id}|${policy._id}`}
                    onCertificate={() => onCertificate(row, policy)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
