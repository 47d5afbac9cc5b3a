import { maxDeclineReasonLength, signingMessages } from "@cloudoc/contract";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";

interface Props {
  opened: boolean;
  pending: boolean;
  error: string | null;
  senderName: string;
  onClose: () => void;
  onDecline: (reason: string) => void;
}

/** Declining needs a reason, which the sender reads. */
export function DeclineDialog({ opened, pending, error, senderName, onClose, onDecline }: Props) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === "") return setProblem(signingMessages.declineReasonRequired);
    onDecline(reason.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Decline to sign" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {senderName} will be told you declined, with your reason. You cannot sign this request afterwards.
          </Text>
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            maxLength={maxDeclineReasonLength}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Decline to sign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
