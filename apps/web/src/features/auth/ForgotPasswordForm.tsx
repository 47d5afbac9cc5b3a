import { messages } from "@cloudoc/contract";
import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { errorText } from "../../lib/form-errors";
import { toast } from "../../lib/notify";
import { requestPasswordReset } from "./auth-api";
import { FormError } from "./FormError";
import type { ResetFlow } from "./flow-store";
import { validateResetEmail } from "./validation";

/** Step 1 of Forgot Password: the address to send a code to. */
export function ForgotPasswordForm({
  initialEmail = "",
  onSent,
}: {
  initialEmail?: string;
  onSent: (flow: ResetFlow) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail },
    validate: { email: validateResetEmail },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const sent = await requestPasswordReset(email.trim());
      toast(sent.message || messages.otpWillBeSent, "success");
      onSent({
        kind: "reset",
        email: email.trim(),
        resetId: sent.resetId,
        sentAt: Date.now(),
        verified: false,
      });
    } catch (error) {
      setFormError(errorText(error));
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          Enter the email address you sign in with. We will email you a 4-character code to reset your
          password.
        </Text>
        <FormError message={formError} />
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          autoFocus
          {...form.getInputProps("email")}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          Send code
        </Button>
      </Stack>
    </form>
  );
}
