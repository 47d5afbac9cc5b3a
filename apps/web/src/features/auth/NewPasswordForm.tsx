import { messages } from "@cloudoc/contract";
import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { errorText, fieldErrorsOf } from "../../lib/form-errors";
import { centredPopup } from "../../lib/notify";
import { setNewPassword } from "./auth-api";
import { FormError } from "./FormError";
import type { ResetFlow } from "./flow-store";
import { validateNewPassword } from "./validation";

/**
 * Step 3 of Forgot Password (Create New Password). Spec 000 §5: the password and its confirmation
 * are sent and the server decides. 'New password updated successfully' and 'Reset password link
 * was expired' are popups that stay until dismissed (spec 000 §4 Popups).
 */
export function NewPasswordForm({
  flow,
  onDone,
  onExpired,
}: {
  flow: ResetFlow;
  /** The password is set: back to sign in. */
  onDone: () => void;
  /** The code ran out: start again. */
  onExpired: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "", confirmPassword: "" },
    validate: { password: validateNewPassword },
  });

  const submit = form.onSubmit(async ({ password, confirmPassword }) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const reply = await setNewPassword(flow.resetId, password, confirmPassword);
      void centredPopup(reply.response || messages.newPasswordUpdated, "success");
      onDone();
    } catch (error) {
      const text = errorText(error);
      setSubmitting(false);
      if (text === messages.resetLinkExpired) {
        void centredPopup(text, "error");
        onExpired();
        return;
      }
      form.setErrors(fieldErrorsOf(error, { confirmpassword: "confirmPassword" }));
      setFormError(text);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          Choose a new password for{" "}
          <Text span fw={700} style={{ overflowWrap: "anywhere" }}>
            {flow.email}
          </Text>
          . Use at least 8 characters.
        </Text>
        <FormError message={formError} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          autoFocus
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
