import type { AdminActivityItem } from "@cloudoc/contract";
import { Code, Stack, Table, Text } from "@mantine/core";
import dayjs from "dayjs";

const when = (iso: string) => dayjs(iso).format("DD/MM/YYYY HH:mm");

/** One page of admin activity: when, who, what, which company and from where. */
export function ActivityTable({ list }: { list: readonly AdminActivityItem[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>IP address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((event) => (
            <Table.Tr key={event._id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{when(event.createdAt)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {event.adminName}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {event.adminEmail}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Code>{event.action}</Code>
                  <Text size="xs" c="gray.7">
                    {event.entityId ? `${event.entityType} ${event.entityId}` : event.entityType}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{event.companyName ?? "—"}</Table.Td>
              <Table.Td>{event.ip ?? "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
