import { updateMessages } from "@cloudoc/contract";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** A question before a decision that replaces wording: Cancel, or the action. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Stack gap="md">
        {props.children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={props.busy} data-autofocus>
            Cancel
          </Button>
          <Button color={props.danger ? "red" : undefined} loading={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The confirm-restore popup of spec 000 §2 (Cancel / Restore): the document reverts to the
 * admin-side version; `subject` names what is restored, `children` adds to the warning.
 */
export function RestoreConfirmModal({
  opened,
  subject,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  opened: boolean;
  subject: ReactNode;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <ConfirmModal
      opened={opened}
      title="Restore to the library version?"
      confirmLabel="Restore"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text size="sm">{subject}</Text>
      <Text size="sm">{updateMessages.restoreWarning}</Text>
      {children}
    </ConfirmModal>
  );
}
