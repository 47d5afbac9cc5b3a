import type { BinItem, CollectionType } from "@cloudoc/contract";
import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

interface ConfirmDeleteModalProps {
  /** The items to delete for good; null: closed. */
  items: BinItem[] | null;
  type: CollectionType;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const inside = (item: BinItem) =>
  item.itemCount > 0 ? ` and the ${item.itemCount === 1 ? "item" : `${item.itemCount} items`} inside it` : "";

/** Permanent delete asks first (spec 001 §4): what goes, and that it cannot be undone. */
export function ConfirmDeleteModal({ items, type, pending, onCancel, onConfirm }: ConfirmDeleteModalProps) {
  const list = items ?? [];
  const one = list.length === 1 ? list[0] : undefined;
  const noun = type === "folders" ? "folder" : "document";
  const title = one ? `Delete this ${noun} permanently?` : `Delete ${list.length} ${noun}s permanently?`;
  return (
    <Modal opened={items !== null} onClose={onCancel} title={title} centered size="md">
      <Stack gap="md">
        {one ? (
          <Text>
            <strong>{one.name}</strong>
            {type === "folders" ? inside(one) : ", with all its saved versions,"} will be deleted for good.
          </Text>
        ) : (
          <>
            <Text>These {noun}s will be deleted for good:</Text>
            <List size="sm" spacing={2} mah={180} style={{ overflowY: "auto" }}>
              {list.map((item) => (
                <List.Item key={item._id}>
                  {item.name}
                  {type === "folders" ? inside(item) : ""}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          This cannot be undone. Restore it instead if you may need it again.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            Delete permanently
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
