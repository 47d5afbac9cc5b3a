import { Button, Table, type TableTdProps, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

export interface Column<T> {
  /** The column's heading; `actionsHeader` for a column of buttons. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** "right" for amounts and counts, heading and cells alike. */
  align?: "right";
  /** More props of each cell, such as `fw` or `maw`. */
  td?: Omit<TableTdProps, "children">;
}

/** The heading of a column of row buttons: read by screen readers, not shown. */
export const actionsHeader = <VisuallyHidden>Actions</VisuallyHidden>;

/** A row's small button that opens the record; `label` names the record for screen readers. */
export function RowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="light" onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

/** A console list as a table: one column per entry of `columns`, one row per item, scrolled sideways when narrow. */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  minWidth,
  framed = false,
  highlightOnHover = true,
  label,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  /** Below this width the table scrolls sideways; without it the table is not put in a scroll box. */
  minWidth?: number;
  /** A white table with a border, on the grey of the request screens. */
  framed?: boolean;
  highlightOnHover?: boolean;
  /** The table's accessible name. */
  label?: string;
}) {
  const table = (
    <Table
      striped
      highlightOnHover={highlightOnHover}
      verticalSpacing="sm"
      bg={framed ? "white" : undefined}
      withTableBorder={framed || undefined}
      aria-label={label}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
            <Table.Th key={i} ta={column.align}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
              <Table.Td key={i} ta={column.align} {...column.td}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  );
}
