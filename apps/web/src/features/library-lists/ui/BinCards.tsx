import { Checkbox, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { formatDate } from "../../../lib/format";
import { BinActions, binDetail } from "./BinActions";
import type { BinTableProps } from "./BinTable";

const sortChoices = [
  { value: "createdAt:desc", label: "Deleted: newest first" },
  { value: "createdAt:asc", label: "Deleted: oldest first" },
  { value: "name:asc", label: "Name: A to Z" },
  { value: "name:desc", label: "Name: Z to A" },
];

/** The bin on a small screen: a sort choice and one card per entry. */
export function BinCards(props: BinTableProps) {
  const { type, items, sort, selected } = props;
  const all = items.length > 0 && items.every((item) => selected.has(item._id));
  const choose = (value: string | null) => {
    const [field, order] = (value ?? "").split(":");
    if ((field === "createdAt" || field === "name") && (order === "asc" || order === "desc")) {
      props.onSort({ field, order });
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Checkbox label="Select all" checked={all} onChange={props.onToggleAll} />
        <Select
          label="Sort by"
          data={sortChoices}
          value={`${sort.field}:${sort.order}`}
          onChange={choose}
          allowDeselect={false}
          w={200}
        />
      </Group>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {items.map((item) => (
          <Paper key={item._id} component="li" withBorder radius="md" p="sm">
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <Checkbox
                mt={2}
                aria-label={`Select ${item.name}`}
                checked={selected.has(item._id)}
                onChange={() => props.onToggle(item._id)}
              />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {binDetail(type, item)}
                </Text>
                <Text size="xs" c="dimmed">
                  Deleted {formatDate(item.deletedAt)}
                  {item.deletedBy ? ` by ${item.deletedBy}` : ""}
                </Text>
                <BinActions
                  item={item}
                  restoring={props.restoring === item._id}
                  onRestore={props.onRestore}
                  onDelete={props.onDelete}
                />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
