import type { SupportItem } from "@cloudoc/contract";
import { Text } from "@mantine/core";
import { formatDateTime } from "../../../../lib/format";
import { actionsHeader, type Column, DataTable, RowButton } from "../../../../ui/DataTable";
import { kindLabels, SupportStatusBadge } from "./SupportStatusBadge";

const whoOf = (item: SupportItem) => item.name || item.email || "A visitor";

const columns = (onOpen: (item: SupportItem) => void): Column<SupportItem>[] => [
  {
    header: "From",
    cell: (item) => (
      <>
        <Text size="sm" fw={600}>
          {whoOf(item)}
        </Text>
        <Text size="xs" c="dimmed">
          {item.companyName || "Visitor"}
        </Text>
      </>
    ),
  },
  { header: "Through", cell: (item) => kindLabels[item.kind] },
  {
    header: "Last message",
    td: { maw: 320 },
    cell: (item) => (
      <Text size="sm" lineClamp={2}>
        {item.lastMessage}
      </Text>
    ),
  },
  { header: "When", cell: (item) => formatDateTime(item.lastMessageAt) },
  { header: "Status", cell: (item) => <SupportStatusBadge status={item.status} /> },
  {
    header: actionsHeader,
    cell: (item) => (
      <RowButton label={`Open the conversation with ${whoOf(item)}`} onClick={() => onOpen(item)}>
        Open
      </RowButton>
    ),
  },
];

/** Conversations and help requests: who, how they wrote, the latest message, when and status. */
export function ConversationTable({
  items,
  onOpen,
}: {
  items: SupportItem[];
  onOpen: (item: SupportItem) => void;
}) {
  return (
    <DataTable
      rows={items}
      rowKey={(item) => item._id}
      columns={columns(onOpen)}
      minWidth={900}
      framed
      label="Support conversations"
    />
  );
}
