import type { ActivityItem } from "@cloudoc/contract";
import { Anchor, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { type Column, DataTable } from "../../../ui/DataTable";
import { actorLabel, recordLink, recordNameOf, recordTypeLabel, roleLabel } from "../user-rules";

function WhoCell({ item }: { item: ActivityItem }) {
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {actorLabel(item)}
      </Text>
      {item.actorRole && item.actorRole !== "admin" && (
        <Text size="xs" c="dimmed">
          {roleLabel(item.actorRole)}
        </Text>
      )}
    </Stack>
  );
}

/** The record an event names: its kind, and its name as a link where it has a page. */
function RecordCell({ item }: { item: ActivityItem }) {
  const link = recordLink(item);
  const name = recordNameOf(item);
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {recordTypeLabel(item.recordType)}
      </Text>
      {link ? (
        <Anchor
          component={Link}
          to={link.to}
          state={link.state}
          size="sm"
          style={{ overflowWrap: "anywhere" }}
        >
          {name}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
      )}
    </Stack>
  );
}

const columns: Column<ActivityItem>[] = [
  { header: "When", cell: (item) => formatDateTime(item.createdAt), td: { style: { whiteSpace: "nowrap" } } },
  { header: "Who", cell: (item) => <WhoCell item={item} /> },
  { header: "What", cell: (item) => item.description },
  { header: "Record", cell: (item) => <RecordCell item={item} />, td: { maw: 280 } },
  { header: "IP address", cell: (item) => item.ip ?? "—" },
];

function ActivityCard({ item }: { item: ActivityItem }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {formatDateTime(item.createdAt)}
          {item.ip ? ` · ${item.ip}` : ""}
        </Text>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {actorLabel(item)}
          </Text>{" "}
          · {item.description}
        </Text>
        {item.recordType && <RecordCell item={item} />}
      </Stack>
    </Paper>
  );
}

/** Events of the log: a table on wide screens, cards on phones. */
export function ActivityTable({ items }: { items: readonly ActivityItem[] }) {
  const small = useMediaQuery("(max-width: 47.99em)") ?? false;
  if (small) {
    return (
      <Stack gap="xs">
        {items.map((item) => (
          <ActivityCard key={item._id} item={item} />
        ))}
      </Stack>
    );
  }
  return (
    <DataTable rows={items} rowKey={(item) => item._id} columns={columns} label="Activity" minWidth={860} />
  );
}
