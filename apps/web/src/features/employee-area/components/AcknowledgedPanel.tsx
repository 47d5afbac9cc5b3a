import type { Acknowledgement, PolicyReading } from "@cloudoc/contract";
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCertificate, IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { downloadMyCertificate } from "../api";

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/London",
  }).format(new Date(iso));

/**
 * Done: the confirmation after acknowledging (with the certificate), or, for a policy
 * acknowledged earlier, when and which version.
 */
export function AcknowledgedPanel({
  policy,
  acknowledgement,
  message,
}: {
  policy: PolicyReading;
  /** Just made on this page (else the latest on record is shown). */
  acknowledgement: Acknowledgement | null;
  message: string;
}) {
  const [pending, setPending] = useState(false);
  const panel = useRef<HTMLElement>(null);
  // Just acknowledged: bring the confirmation into view (the form it replaced was there).
  useEffect(() => {
    if (!acknowledgement) return;
    panel.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    panel.current?.focus({ preventScroll: true });
  }, [acknowledgement]);
  const certificate = async (id: string) => {
    setPending(true);
    try {
      toast(`Downloaded ${await downloadMyCertificate(id)}`, "success");
    } catch (error) {
      toast(errorText(error), "error");
    } finally {
      setPending(false);
    }
  };
  const version = acknowledgement?.version ?? policy.acknowledgedVersion ?? policy.version;
  // Just made here, or the latest one on record (an earlier visit).
  const certificateId = acknowledgement?._id ?? policy.acknowledgementId;
  const when = acknowledgement?.acknowledgedAt ?? policy.acknowledgedAt;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      component="section"
      aria-labelledby="done-title"
      role="status"
    >
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green.9" radius="xl" size={40} aria-hidden="true">
            <IconCircleCheck size={24} />
          </ThemeIcon>
          <Title order={2} size="h3" id="done-title">
            Acknowledged
          </Title>
        </Group>
        {message && <Text fw={600}>{message}</Text>}
        <Text>
          You acknowledged “{policy.name}”, version {version}
          {when ? ` on ${acknowledgement ? dateTime(when) : formatDate(when)}` : ""}
          {acknowledgement ? `, signed as ${acknowledgement.typedName}` : ""}.
        </Text>
        {acknowledgement && acknowledgement.quizScore !== null && acknowledgement.quizTotal !== null && (
          <Text size="sm" c="dimmed">
            Quiz score: {acknowledgement.quizScore} out of {acknowledgement.quizTotal}
          </Text>
        )}
        <Stack gap="sm" w="100%" maw={{ sm: 360 }}>
          {certificateId && (
            <Button
              size="md"
              fullWidth
              leftSection={<IconCertificate size={18} aria-hidden="true" />}
              loading={pending}
              onClick={() => void certificate(certificateId)}
            >
              Download my certificate
            </Button>
          )}
          <Button size="md" variant="default" fullWidth component={Link} to="/employee/policies">
            Back to my policies
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
