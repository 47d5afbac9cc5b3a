import type { BinItem, CollectionType } from "@cloudoc/contract";
import { Button, Group } from "@mantine/core";
import { IconArrowBackUp, IconTrash } from "@tabler/icons-react";

const itemsInside = (count: number) =>
  count === 0 ? "Empty folder" : `${count} ${count === 1 ? "item" : "items"} inside`;

/** What the second column says: a folder's contents, or a document's policy number. */
export const binDetail = (type: CollectionType, item: BinItem) =>
  type === "folders" ? itemsInside(item.itemCount) : item.policyNumber || "–";

/** Restore and Delete permanently for one entry. */
export function BinActions({
  item,
  restoring,
  onRestore,
  onDelete,
}: {
  item: BinItem;
  restoring: boolean;
  onRestore: (item: BinItem) => void;
  onDelete: (item: BinItem) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
        loading={restoring}
        onClick={() => onRestore(item)}
        aria-label={`Restore ${item.name}`}
      >
        Restore
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        onClick={() => onDelete(item)}
        aria-label={`Delete ${item.name} permanently`}
      >
        Delete
      </Button>
    </Group>
  );
}
