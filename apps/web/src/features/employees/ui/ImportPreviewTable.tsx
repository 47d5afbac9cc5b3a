import type { StaffImportRow } from "@cloudoc/contract";
import { Badge, Table, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { cellText, fieldError, previewFields, rowsForPreview } from "../employee-rules";

/** One cell: the value as written, and under it what is wrong with it, highlighted. */
function Cell({ row, field }: { row: StaffImportRow; field: (typeof previewFields)[number]["field"] }) {
  const error = fieldError(row, field);
  const value = cellText(row, field);
  return (
    <Table.Td bg={error ? "red.0" : undefined} miw={96} style={{ overflowWrap: "anywhere" }}>
      <Text size="sm" c={value ? undefined : "dimmed"}>
        {value || "(empty)"}
      </Text>
      {error && (
        <Text size="xs" c="red" fw={600}>
          {error}
        </Text>
      )}
    </Table.Td>
  );
}

/** The preview of a staff list: rows with errors first, each faulty cell highlighted with its message. */
export function ImportPreviewTable({ rows }: { rows: readonly StaffImportRow[] }) {
  return (
    <Table.ScrollContainer minWidth={820} mah={420}>
      <Table verticalSpacing="xs" withTableBorder stickyHeader aria-label="Staff list preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Check</Table.Th>
            {previewFields.map((column) => (
              <Table.Th key={column.field}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rowsForPreview(rows).map((row) => {
            const ok = row.errors.length === 0;
            return (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  <Badge
                    color={ok ? "green" : "red"}
                    variant="light"
                    radius="sm"
                    leftSection={
                      ok ? (
                        <IconCircleCheck size={14} aria-hidden="true" />
                      ) : (
                        <IconAlertCircle size={14} aria-hidden="true" />
                      )
                    }
                    tt="none"
                    styles={{
                      root: { flexShrink: 0, maxWidth: "none", overflow: "visible" },
                      label: { overflow: "visible" },
                    }}
                  >
                    {ok ? "Ready" : "Has errors"}
                  </Badge>
                </Table.Td>
                {previewFields.map((column) => (
                  <Cell key={column.field} row={row} field={column.field} />
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
