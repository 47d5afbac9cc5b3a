import type { PublishedPolicy } from "@cloudoc/contract";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatDate } from "../../../lib/format";
import { actionsHeader, type Column, DataTable } from "../../../ui/DataTable";

interface PublishedListProps {
  items: readonly PublishedPolicy[];
  /** Remove is offered to those who may manage published policies. */
  onRemove?: (item: PublishedPolicy) => void;
}

function RemoveButton({
  item,
  onRemove,
}: {
  item: PublishedPolicy;
  onRemove: (item: PublishedPolicy) => void;
}) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      onClick={() => onRemove(item)}
      style={{ flexShrink: 0 }}
      aria-label={`Remove ${item.name} from your published policies`}
    >
      Remove
    </Button>
  );
}

function columnsFor(onRemove?: (item: PublishedPolicy) => void): Column<PublishedPolicy>[] {
  const columns: Column<PublishedPolicy>[] = [
    { header: "Document", cell: (item) => <Text fw={600}>{item.name}</Text> },
    { header: "Policy number", cell: (item) => item.policyNumber || "—" },
    { header: "Published on", cell: (item) => formatDate(item.publishedAt) },
    { header: "Published by", cell: (item) => item.publishedBy || "—" },
  ];
  if (!onRemove) return columns;
  return [
    ...columns,
    {
      header: actionsHeader,
      align: "right",
      cell: (item) => <RemoveButton item={item} onRemove={onRemove} />,
    },
  ];
}

/** The published documents: a table on wide screens, cards on phones. */
export function PublishedList({ items, onRemove }: PublishedListProps) {
  const small = useMediaQuery("(max-width: 47.99em)") ?? false;
  if (!small) {
    return (
      <DataTable
        rows={items}
        rowKey={(item) => item._id}
        columns={columnsFor(onRemove)}
        label="Published documents"
        minWidth={640}
      />
    );
  }
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <Paper key={item._id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{item.name}</Text>
              <Text size="sm" c="dimmed">
                {[item.policyNumber, `Published ${formatDate(item.publishedAt)}`].filter(Boolean).join(" · ")}
              </Text>
            </Stack>
            {onRemove && <RemoveButton item={item} onRemove={onRemove} />}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
