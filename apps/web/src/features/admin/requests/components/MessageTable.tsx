import type { ContactMessageItem, ContactMessageKind } from "@cloudoc/contract";
import { Anchor, Button, Table, Text, VisuallyHidden } from "@mantine/core";
import { formatDate } from "../../../../lib/format";
import { StatusBadge } from "./StatusBadge";

/** Contact messages or demo bookings: who, their organisation, what they asked, when, status. */
export function MessageTable({
  kind,
  messages,
  onOpen,
}: {
  kind: ContactMessageKind;
  messages: ContactMessageItem[];
  onOpen: (message: ContactMessageItem) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        bg="white"
        withTableBorder
        aria-label={kind === "demo" ? "Demo bookings" : "Contact messages"}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>{kind === "demo" ? "Preferred time" : "Topic"}</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Received</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message._id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {message.name}
                </Text>
                <Anchor href={`mailto:${message.email}`} size="sm">
                  {message.email}
                </Anchor>
              </Table.Td>
              <Table.Td>{message.companyName || "—"}</Table.Td>
              <Table.Td>{(kind === "demo" ? message.preferredTime : message.topic) || "—"}</Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" lineClamp={2}>
                  {message.message}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(message.createdAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={message.status} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onOpen(message)}
                  aria-label={`Open the message from ${message.name}`}
                >
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
