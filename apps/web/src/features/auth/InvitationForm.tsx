import { routes } from "@cloudoc/contract";
import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { call } from "../../lib/api";
import { forgetInvitationToken } from "../../lib/invitation";
import { FormError } from "./FormError";
import { errorText, fieldErrorsOf } from "./form-errors";
import { useFinishSignIn } from "./use-finish-sign-in";
import { validateNewPassword } from "./validation";

/**
 * The password an invited employee chooses (POST /employee/register): the server checks it and
 * the invitation, then signs them in on their company's site, as a sign-in does.
 */
export function InvitationForm({ token, email }: { token: string; email: string }) {
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
      const reply = await call(routes.registerEmployee, {
        token,
        password,
        confirmpassword: confirmPassword,
      });
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
          Create my login
        </Button>
      </Stack>
    </form>
  );
}
