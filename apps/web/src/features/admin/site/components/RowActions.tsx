import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconPencil, IconTrash } from "@tabler/icons-react";

interface RowActionsProps {
  /** What the row is, in the buttons' labels: "FAQ “Can I pay yearly?”". */
  name: string;
  onEdit: () => void;
  /** Without it the row cannot be deleted. */
  onDelete?: () => void;
  deleting?: boolean;
}

/** Edit and Delete for one row of a console list; Delete asks first. */
export function RowActions({ name, onEdit, onDelete, deleting = false }: RowActionsProps) {
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${name}?`,
      children: <Text size="sm">It is removed from the public site at once, and for good.</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: onDelete,
    });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${name}`}
            loading={deleting}
            onClick={confirmDelete}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
