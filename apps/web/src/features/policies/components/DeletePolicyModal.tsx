import type { PolicyItem } from "@cloudoc/contract";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

/** Delete asks first: the policy leaves every employee's list; what they acknowledged is kept. */
export function DeletePolicyModal({
  policy,
  pending,
  onCancel,
  onConfirm,
}: {
  policy: PolicyItem | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={policy !== null} onClose={onCancel} title="Delete this policy?" centered size="md">
      <Stack gap="md">
        <Text>
          <strong>{policy?.name}</strong> will be removed from your staff policies and from every employee's
          list.
        </Text>
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          Acknowledgements already given are kept as evidence.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
