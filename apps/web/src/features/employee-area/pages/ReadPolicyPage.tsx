import type { Acknowledgement, PolicyReading } from "@cloudoc/contract";
import { policyReadingMessages } from "@cloudoc/contract";
import { Alert, Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconClock } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { userDetailsKey } from "../../../lib/query-keys";
import { useIdleAfter } from "../../../lib/use-idle";
import { LoadingRows } from "../../../ui/LoadingRows";
import { LoadError } from "../../../ui/States";
import { policyReadingQuery, readingKeys, recordRead } from "../api";
import { EmployeeStatusBadge } from "../components/EmployeeStatusBadge";
import { PolicyBody } from "../components/PolicyBody";
import { dueText, employeeStatusOf, readingStep } from "../reading-rules";

// The steps after the text (quiz, acknowledgement, certificate) come below it: their code loads
// once the policy is there, so a phone shows the text sooner (issue 20: readable within 2 s).
const QuizStep = lazy(async () => ({ default: (await import("../components/QuizStep")).QuizStep }));
const AcknowledgeStep = lazy(async () => ({
  default: (await import("../components/AcknowledgeStep")).AcknowledgeStep,
}));
const AcknowledgedPanel = lazy(async () => ({
  default: (await import("../components/AcknowledgedPanel")).AcknowledgedPanel,
}));

/** The first opening turns the policy from unread to read (once), and the lists learn of it. */
function useRecordRead(policy: PolicyReading | undefined) {
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (policy?.status !== 0 || sent.current === policy._id) return;
    sent.current = policy._id;
    void recordRead(policy._id)
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: readingKeys.list }),
          queryClient.invalidateQueries({ queryKey: [userDetailsKey] }),
        ]),
      )
      .catch(() => {
        // Not fatal: the next opening records it.
        sent.current = null;
      });
  }, [policy, queryClient]);
}

function Heading({ policy }: { policy: PolicyReading }) {
  const status = employeeStatusOf(policy);
  const due = dueText(policy);
  return (
    <Stack gap="xs">
      <Title order={1} style={{ overflowWrap: "anywhere" }}>
        {policy.name}
      </Title>
      <Text c="dimmed" size="sm">
        {[policy.policyNumber, `Version ${policy.version}`].filter(Boolean).join(" · ")}
      </Text>
      <Group gap="sm" wrap="wrap">
        <EmployeeStatusBadge status={status} />
        {due && (
          <Group gap={4} wrap="nowrap">
            {status === "overdue" ? (
              <IconAlertTriangle size={16} color="var(--mantine-color-red-9)" aria-hidden="true" />
            ) : (
              <IconClock size={16} aria-hidden="true" />
            )}
            <Text size="sm" c={status === "overdue" ? "red" : undefined} fw={600}>
              {due}
            </Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

/**
 * /employee/policies/:id: the policy as served (HTML with the company's details, or the PDF), then
 * the quiz when one is required, then the acknowledgement with the typed full name, then a
 * confirmation with the certificate.
 */
export function ReadPolicyPage() {
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const reading = useQuery({ ...policyReadingQuery(id), enabled: id !== "" });
  const [passedNow, setPassedNow] = useState(false);
  const [done, setDone] = useState<{ acknowledgement: Acknowledgement; message: string } | null>(null);
  const [changed, setChanged] = useState(false);
  const policy = reading.data;
  // The policy's text first: the next step's code and the "read" call wait until it has painted.
  const textShown = useIdleAfter(policy !== undefined);
  useRecordRead(textShown ? policy : undefined);

  const step = done ? "done" : policy && textShown ? readingStep(policy, passedNow) : null;
  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <title>{`${policy?.name ?? "Policy"} | Cloudoc`}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/employee/policies" size="sm">
          ← My policies
        </Anchor>
        {reading.isPending && <LoadingRows label="Loading the policy" rows={6} />}
        {reading.isError && (
          <LoadError
            title="The policy could not be opened"
            error={reading.error}
            onRetry={() => void reading.refetch()}
          />
        )}
        {policy && (
          <>
            <Heading policy={policy} />
            {changed && (
              <Alert
                role="alert"
                color="orange"
                variant="light"
                icon={<IconAlertTriangle aria-hidden="true" />}
              >
                {policyReadingMessages.policyChanged}
              </Alert>
            )}
            <PolicyBody policy={policy} />
            <Suspense fallback={<LoadingRows label="Loading the next step" rows={2} />}>
              {step === "quiz" && <QuizStep policy={policy} onPassed={() => setPassedNow(true)} />}
              {step === "acknowledge" && (
                <AcknowledgeStep
                  policy={policy}
                  onAcknowledged={(acknowledgement, message) => {
                    setDone({ acknowledgement, message });
                    void queryClient.invalidateQueries({ queryKey: readingKeys.list });
                  }}
                  onChanged={() => {
                    setChanged(true);
                    setPassedNow(false);
                    void reading.refetch();
                  }}
                />
              )}
              {step === "done" && (
                <AcknowledgedPanel
                  policy={policy}
                  acknowledgement={done?.acknowledgement ?? null}
                  message={done?.message ?? ""}
                />
              )}
            </Suspense>
          </>
        )}
      </Stack>
    </Container>
  );
}
