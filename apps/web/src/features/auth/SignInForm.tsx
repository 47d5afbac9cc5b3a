import { loginRequestSchema, messages } from "@cloudoc/contract";
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { browserLocalStorage, readOfflineCart } from "../../lib/cart-storage";
import { errorText, fieldErrorsOf } from "../../lib/form-errors";
import { login } from "./auth-api";
import { FormError } from "./FormError";
import { useFinishSignIn } from "./use-finish-sign-in";

const signInSchema = loginRequestSchema.pick({ email: true, password: true });

interface SignInFormProps {
  /** Opens the Forgot Password step (a view of the modal, or the /forgotpassword page). */
  onForgotPassword: () => void;
  /** Label of the e-mail box ("Work email" for employees reads the same). */
  submitLabel?: string;
  autoFocus?: boolean;
}

/**
 * Email and password (spec 000 §5: 'Email is required', 'Password is required'). The offline cart
 * goes with the login and is cleared after it (spec 000 §4 Login).
 */
export function SignInForm({ onForgotPassword, submitLabel = "Sign in", autoFocus }: SignInFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishSignIn();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(signInSchema, { sync: true }),
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const cart = readOfflineCart(browserLocalStorage());
      const reply = await login({
        email: values.email.trim(),
        password: values.password,
        offline_cart_data: cart,
      });
      finish(reply, { hadOfflineCart: cart.length > 0 });
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setFormError(errorText(error, messages.networkFailure));
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus={autoFocus}
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
