import type { ContactMessageItem, ContactMessageKind } from "@cloudoc/contract";
import { Anchor, Text } from "@mantine/core";
import { formatDate } from "../../../../lib/format";
import { actionsHeader, type Column, DataTable, RowButton } from "../../../../ui/DataTable";
import { StatusBadge } from "./StatusBadge";

const columns = (
  kind: ContactMessageKind,
  onOpen: (message: ContactMessageItem) => void,
): Column<ContactMessageItem>[] => [
  {
    header: "From",
    cell: (message) => (
      <>
        <Text size="sm" fw={600}>
          {message.name}
        </Text>
        <Anchor href={`mailto:${message.email}`} size="sm">
          {message.email}
        </Anchor>
      </>
    ),
  },
  { header: "Organisation", cell: (message) => message.companyName || "—" },
  {
    header: kind === "demo" ? "Preferred time" : "Topic",
    cell: (message) => (kind === "demo" ? message.preferredTime : message.topic) || "—",
  },
  {
    header: "Message",
    td: { maw: 280 },
    cell: (message) => (
      <Text size="sm" lineClamp={2}>
        {message.message}
      </Text>
    ),
  },
  { header: "Received", cell: (message) => formatDate(message.createdAt) },
  { header: "Status", cell: (message) => <StatusBadge status={message.status} /> },
  {
    header: actionsHeader,
    cell: (message) => (
      <RowButton label={`Open the message from ${message.name}`} onClick={() => onOpen(message)}>
        Open
      </RowButton>
    ),
  },
];

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
    <DataTable
      rows={messages}
      rowKey={(message) => message._id}
      columns={columns(kind, onOpen)}
      minWidth={900}
      framed
      label={kind === "demo" ? "Demo bookings" : "Contact messages"}
    />
  );
}
