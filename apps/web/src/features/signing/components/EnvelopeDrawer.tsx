import type { EnvelopeDetail } from "@cloudoc/contract";
import { Alert, Button, Drawer, Group, Loader, Stack, Text, Textarea, Timeline, Title } from "@mantine/core";
import { IconBan, IconDownload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { errorText, LoadError } from "../../../ui/States";
import {
  downloadEnvelopeFile,
  fetchEnvelope,
  remindSigner,
  signingKeys,
  voidEnvelope,
} from "../queries/signing-api";
import { canVoid, eventLabel, signedProgress } from "../signing-rules";
import { SignerCard } from "./SignerCard";
import { EnvelopeStatusBadge } from "./StatusBadges";

interface Props {
  id: string | null;
  onClose: () => void;
}

/** One signature request: its signers with reminders, downloads, voiding and the audit trail. */
export function EnvelopeDrawer({ id, onClose }: Props) {
  const envelope = useQuery({
    queryKey: [signingKeys.envelope, id],
    queryFn: () => fetchEnvelope(id ?? ""),
    enabled: id !== null,
  });
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title="Signature request">
      {envelope.isPending && <Loader aria-label="Loading the signature request" />}
      {envelope.isError && <LoadError title="The request could not be loaded" error={envelope.error} />}
      {envelope.data && <EnvelopeBody envelope={envelope.data} />}
    </Drawer>
  );
}

function useEnvelopeChanges(envelope: EnvelopeDetail) {
  const queryClient = useQueryClient();
  const settle = async ({ message, envelope: next }: { message: string; envelope: EnvelopeDetail }) => {
    toast(message, "success");
    queryClient.setQueryData([signingKeys.envelope, envelope._id], next);
    await queryClient.invalidateQueries({ queryKey: [signingKeys.envelopes] });
  };
  const onError = (error: unknown) => toast(errorText(error), "error");
  return {
    remind: useMutation({
      mutationFn: (signerId: string) => remindSigner(envelope._id, signerId),
      onSuccess: settle,
      onError,
    }),
    void: useMutation({
      mutationFn: (reason: string) => voidEnvelope(envelope._id, reason),
      onSuccess: settle,
    }),
    download: useMutation({
      mutationFn: (version: "original" | "signed") =>
        downloadEnvelopeFile(envelope._id, envelope.title, version),
      onError,
    }),
  };
}

function EnvelopeBody({ envelope }: { envelope: EnvelopeDetail }) {
  const changes = useEnvelopeChanges(envelope);
  const [voiding, setVoiding] = useState(false);
  const [reason, setReason] = useState("");
  const sequential = envelope.signingOrder === "sequential";
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} size="h3">
          {envelope.title}
        </Title>
        <Group gap="sm">
          <EnvelopeStatusBadge status={envelope.status} />
          <Text size="sm">{signedProgress(envelope.signersSigned, envelope.signersTotal)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          Sent by {envelope.senderName} on {formatDate(envelope.createdAt)} ·{" "}
          {sequential ? "signed in order" : "signed by all at once"} ·{" "}
          {envelope.completedAt
            ? `completed ${formatDate(envelope.completedAt)}`
            : `expires ${formatDate(envelope.expiresAt)}`}
        </Text>
        {envelope.voidReason && <Text size="sm">Voided: “{envelope.voidReason}”</Text>}
      </Stack>

      <Group gap="sm">
        {envelope.status === "completed" && (
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={changes.download.isPending && changes.download.variables === "signed"}
            onClick={() => changes.download.mutate("signed")}
          >
            Download signed PDF
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={changes.download.isPending && changes.download.variables === "original"}
          onClick={() => changes.download.mutate("original")}
        >
          Download original
        </Button>
        {canVoid(envelope.status) && !voiding && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconBan size={16} aria-hidden="true" />}
            onClick={() => setVoiding(true)}
          >
            Void
          </Button>
        )}
      </Group>

      {voiding && (
        <Stack gap="xs" component="section" aria-label="Void this request">
          <Textarea
            label="Why are you voiding this request?"
            description="The signers are told, and their links stop working."
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            required
            data-autofocus
          />
          {changes.void.isError && (
            <Alert color="red" role="alert">
              {errorText(changes.void.error)}
            </Alert>
          )}
          <Group gap="xs">
            <Button color="red" loading={changes.void.isPending} onClick={() => changes.void.mutate(reason)}>
              Void request
            </Button>
            <Button variant="default" onClick={() => setVoiding(false)}>
              Keep it open
            </Button>
          </Group>
        </Stack>
      )}

      {envelope.message && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Message
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {envelope.message}
          </Text>
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={3} size="h5">
          Signers
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {envelope.signers.map((signer) => (
            <SignerCard
              key={signer._id}
              signer={signer}
              numbered={sequential}
              reminding={changes.remind.isPending && changes.remind.variables === signer._id}
              onRemind={() => changes.remind.mutate(signer._id)}
            />
          ))}
        </Stack>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Audit trail
        </Title>
        <Timeline bulletSize={14} lineWidth={2}>
          {envelope.events.map((event) => (
            <Timeline.Item
              key={`${event.at}-${event.action}-${event.signerName ?? ""}`}
              title={eventLabel(event.action)}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(event.at)}
                {event.signerName ? ` · ${event.signerName}` : ""}
                {event.ip ? ` · ${event.ip}` : ""}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>

      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        Sent document SHA-256: {envelope.originalSha256}
        {envelope.signedSha256 ? ` · Signed document SHA-256: ${envelope.signedSha256}` : ""}
      </Text>
    </Stack>
  );
}
