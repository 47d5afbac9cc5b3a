import { routes } from "@cloudoc/contract";
import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import type { SignedInReply } from "../../app/auth-session";
import { call } from "../../lib/api";
import { errorText, fieldErrorsOf } from "../../lib/form-errors";
import { forgetInvitationToken } from "../../lib/invitation";
import { FormError } from "./FormError";
import { useFinishSignIn } from "./use-finish-sign-in";
import { validateNewPassword } from "./validation";

/** What the form sends: the invitation's token and the chosen password, twice. */
export interface InvitationPassword {
  token: string;
  password: string;
  confirmpassword: string;
}

const registerEmployee = (input: InvitationPassword) => call(routes.registerEmployee, input);

/**
 * The password an invited person chooses: an employee's by default (POST /employee/register), a
 * system user's with `send` (POST /users/set-password). The server checks it and the invitation,
 * then signs them in on their company's site, as a sign-in does.
 */
export function InvitationForm({
  token,
  email,
  send = registerEmployee,
  submitLabel = "Create my login",
}: {
  token: string;
  email: string;
  send?: (input: InvitationPassword) => Promise<SignedInReply>;
  submitLabel?: string;
}) {
  const finishSignIn = useFinishSignIn();
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
      const reply = await send({ token, password, confirmpassword: confirmPassword });
      forgetInvitationToken();
      finishSignIn(reply);
    } catch (error) {
      setSubmitting(false);
      form.setErrors(fieldErrorsOf(error, { confirmpassword: "confirmPassword" }));
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          You will sign in with{" "}
          <Text span fw={700} style={{ overflowWrap: "anywhere" }}>
            {email}
          </Text>
          . Use at least 8 characters.
        </Text>
        <FormError message={formError} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          autoFocus
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
