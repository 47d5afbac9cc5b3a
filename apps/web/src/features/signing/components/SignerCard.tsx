import type { Signer } from "@cloudoc/contract";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { formatDateTime } from "../../../lib/format";
import { SignerStatusBadge } from "./StatusBadges";

interface Props {
  signer: Signer;
  numbered: boolean;
  reminding: boolean;
  onRemind: () => void;
}

/** When the signer last did something, in words. */
function lastStep(signer: Signer): string {
  if (signer.signedAt) return `Signed ${formatDateTime(signer.signedAt)}`;
  if (signer.declinedAt) return `Declined ${formatDateTime(signer.declinedAt)}`;
  if (signer.viewedAt) return `Opened ${formatDateTime(signer.viewedAt)}`;
  if (signer.invitedAt) return `Emailed ${formatDateTime(signer.invitedAt)}`;
  return "Emailed when the signer before has signed";
}

/** One signer of a request: who, where they are, and a reminder while they have not answered. */
export function SignerCard({ signer, numbered, reminding, onRemind }: Props) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {numbered ? `${signer.position}. ` : ""}
            {signer.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {signer.email}
          </Text>
          <Text size="sm">{lastStep(signer)}</Text>
          {signer.declineReason && <Text size="sm">Reason: “{signer.declineReason}”</Text>}
          {signer.remindersSent > 0 && (
            <Text size="xs" c="dimmed">
              Reminded {signer.remindersSent} {signer.remindersSent === 1 ? "time" : "times"}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <SignerStatusBadge status={signer.status} />
          {signer.canRemind && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconBell size={14} aria-hidden="true" />}
              loading={reminding}
              onClick={onRemind}
              aria-label={`Remind ${signer.name}`}
            >
              Remind
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
