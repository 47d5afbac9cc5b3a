import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "../DataTable";
import { recordState } from "./record-state";

/** A person's name, linked to their page, over their email. */
export function PersonCell({ name, email, to, id }: { name: string; email: string; to: string; id: string }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={to} state={recordState(id)} fw={600}>
        {name}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {email}
      </Text>
    </Stack>
  );
}

/** One person as a card (phones): what is known of them, and their button or menu on the right. */
function PersonCard({ children, trailing }: { children: ReactNode; trailing: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          {children}
        </Stack>
        {trailing}
      </Group>
    </Paper>
  );
}

interface PeopleTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  /** A person's card on phones: what it shows, and its trailing button or menu. */
  card: (row: T) => { body: ReactNode; trailing: ReactNode };
}

/** The people of a page: a table on wide screens, cards on phones. */
export function PeopleTable<T extends { _id: string }>({
  rows,
  columns,
  label,
  minWidth,
  card,
}: PeopleTableProps<T>) {
  const small = useMediaQuery("(max-width: 47.99em)") ?? false;
  if (!small) {
    return (
      <DataTable rows={rows} rowKey={(row) => row._id} columns={columns} label={label} minWidth={minWidth} />
    );
  }
  return (
    <Stack gap="xs">
      {rows.map((row) => {
        const { body, trailing } = card(row);
        return (
          <PersonCard key={row._id} trailing={trailing}>
            {body}
          </PersonCard>
        );
      })}
    </Stack>
  );
}
