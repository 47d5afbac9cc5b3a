import type { AdminActivityItem } from "@cloudoc/contract";
import { Code, Stack, Text } from "@mantine/core";
import dayjs from "dayjs";
import { type Column, DataTable } from "../../../../ui/DataTable";

const when = (iso: string) => dayjs(iso).format("DD/MM/YYYY HH:mm");

const columns: Column<AdminActivityItem>[] = [
  { header: "When", td: { style: { whiteSpace: "nowrap" } }, cell: (event) => when(event.createdAt) },
  {
    header: "Who",
    cell: (event) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {event.adminName}
        </Text>
        <Text size="xs" c="gray.7">
          {event.adminEmail}
        </Text>
      </Stack>
    ),
  },
  {
    header: "What",
    cell: (event) => (
      <Stack gap={2}>
        <Code>{event.action}</Code>
        <Text size="xs" c="gray.7">
          {event.entityId ? `${event.entityType} ${event.entityId}` : event.entityType}
        </Text>
      </Stack>
    ),
  },
  { header: "Company", cell: (event) => event.companyName ?? "—" },
  { header: "IP address", cell: (event) => event.ip ?? "—" },
];

/** One page of admin activity: when, who, what, which company and from where. */
export function ActivityTable({ list }: { list: readonly AdminActivityItem[] }) {
  return <DataTable rows={list} rowKey={(event) => event._id} columns={columns} minWidth={900} />;
}
