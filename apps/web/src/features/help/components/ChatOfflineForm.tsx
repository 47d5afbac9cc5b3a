import { helpMessages, maxChatMessageLength } from "@cloudoc/contract";
import { Alert, Button, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { errorText, fieldErrorsOf } from "../../../lib/form-errors";
import { sendChatMessage } from "../help-api";

/**
 * Out of support hours the chat becomes a message form (decision 033): the team answers by email,
 * so a visitor gives their name and email; a signed-in user's come from their account.
 */
export function ChatOfflineForm({ hours, visitor }: { hours: string; visitor: boolean }) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "", message: "" },
    validate: {
      name: (value) => (visitor && value.trim() === "" ? helpMessages.offlineDetailsRequired : null),
      email: (value) => (visitor && value.trim() === "" ? helpMessages.offlineDetailsRequired : null),
      message: (value) => (value.trim() === "" ? helpMessages.messageRequired : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const details = visitor ? { name: values.name, email: values.email } : {};
      await sendChatMessage({ ...details, message: values.message }, visitor);
      setSent(true);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setFailure(errorText(error));
    }
  });

  if (sent) {
    return (
      <Alert color="teal" variant="light" role="status">
        {helpMessages.offlineSent}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm">
          We are away just now (support hours: {hours}). Leave a message and we will reply by email.
        </Text>
        {visitor && (
          <>
            <TextInput label="Your name" required {...form.getInputProps("name")} />
            <TextInput label="Your email" type="email" required {...form.getInputProps("email")} />
          </>
        )}
        <Textarea
          label="Your message"
          required
          autosize
          minRows={3}
          maxLength={maxChatMessageLength}
          {...form.getInputProps("message")}
        />
        {failure && (
          <Alert color="red" variant="light" p="xs">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={form.submitting}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
