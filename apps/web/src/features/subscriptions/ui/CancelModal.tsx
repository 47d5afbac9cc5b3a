import type { PlanListItem } from "@cloudoc/contract";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { formatDate } from "../../../lib/format";

interface CancelModalProps {
  item: PlanListItem | null;
  busy: boolean;
  onConfirm: (item: PlanListItem) => void;
  onClose: () => void;
}

/** Cancel at the end of the paid period (GET /user/subscription/cancel), with the date shown first. */
export function CancelModal({ item, busy, onConfirm, onClose }: CancelModalProps) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title="Cancel this subscription?"
      closeButtonProps={{ "aria-label": "Close" }}
      centered
      radius="md"
    >
      {item && (
        <Stack gap="md">
          <Text>
            {item.packageName} stays open until <strong>{formatDate(item.periodEnd)}</strong>, the end of the
            period you have paid for, and is not renewed after that. You can undo this until then.
          </Text>
          <Text size="sm" c="dimmed">
            Nothing you wrote is deleted: for 90 days after the end you can still download all your documents.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Keep my subscription
            </Button>
            <Button color="red" loading={busy} onClick={() => onConfirm(item)}>
              Cancel on {formatDate(item.periodEnd)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
