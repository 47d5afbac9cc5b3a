import { type Acknowledgement, type PolicyReading, policyReadingMessages } from "@cloudoc/contract";
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconSignature } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { errorText } from "../../../ui/States";
import { acknowledge } from "../api";
import { acknowledgementStatement } from "../reading-rules";

/**
 * Acknowledge (issue 14): a plain statement of what is acknowledged (the policy, its number and
 * version) and the employee's typed full name. The version and content hash sent are those of
 * what was shown, so a policy changed meanwhile is refused and read again.
 */
export function AcknowledgeStep({
  policy,
  onAcknowledged,
  onChanged,
}: {
  policy: PolicyReading;
  onAcknowledged: (acknowledgement: Acknowledgement, message: string) => void;
  /** The policy changed since it was opened (409): reload it. */
  onChanged: () => void;
}) {
  const form = useForm({
    initialValues: { fullName: "" },
    validate: { fullName: (value) => (value.trim() === "" ? policyReadingMessages.fullNameRequired : null) },
  });
  const send = useMutation({
    mutationFn: (fullName: string) =>
      acknowledge({ id: policy._id, version: policy.version, contentHash: policy.contentHash, fullName }),
    onSuccess: ({ acknowledgement, message }) => onAcknowledged(acknowledgement, message),
    onError: (error) => {
      if (error instanceof ApiError && error.httpStatus === 409) onChanged();
      const field = error instanceof ApiError ? error.errors.find((e) => e.field === "fullName") : undefined;
      if (field) form.setFieldError("fullName", field.message);
    },
  });
  const statement = acknowledgementStatement(policy);
  const fieldError = send.error instanceof ApiError && send.error.errors.some((e) => e.field === "fullName");
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      component="section"
      aria-labelledby="ack-title"
    >
      <form onSubmit={form.onSubmit((values) => send.mutate(values.fullName.trim()))} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="ack-title">
            Acknowledge this policy
          </Title>
          {policy.needsReacknowledgement && (
            <Text size="sm" fw={600} c="orange">
              This policy changed in an important way since you last acknowledged it. Please acknowledge the
              new version.
            </Text>
          )}
          <Text id="ack-statement">{statement}</Text>
          <TextInput
            label="Type your full name to sign"
            description={`As on your account: ${policy.employeeName}`}
            autoComplete="name"
            size="md"
            required
            aria-describedby="ack-statement"
            {...form.getInputProps("fullName")}
          />
          {send.isError && !fieldError && (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              {errorText(send.error)}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            We record the version you read, a fingerprint of its text, the time and this device with your
            acknowledgement.
          </Text>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={send.isPending}
            leftSection={<IconSignature size={18} aria-hidden="true" />}
          >
            Acknowledge
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
