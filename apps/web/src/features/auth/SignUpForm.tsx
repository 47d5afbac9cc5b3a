import { messages, type SignupFields, signupFieldsSchema } from "@cloudoc/contract";
import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { errorText, fieldErrorsOf } from "../../lib/form-errors";
import { toast } from "../../lib/notify";
import { companySiteHost } from "../../lib/tenancy";
import { sendSignupCode, validateSignup } from "./auth-api";
import { FormError } from "./FormError";
import type { SignupFlow } from "./flow-store";
import { isBlockedPhoneKey, phoneDigitsOnly } from "./phone";

export const emptySignup: SignupFields = {
  firstname: "",
  lastname: "",
  email: "",
  personal_phone: "",
  companyName: "",
  subdomain: "",
  password: "",
  confirmPassword: "",
};

type Step = "idle" | "checking" | "botcheck" | "sending";

const stepText: Record<Exclude<Step, "idle">, string> = {
  checking: "Checking your details…",
  botcheck: "Running a quick security check…",
  sending: "Sending your verification code…",
};

interface SignUpFormProps {
  initialValues?: SignupFields;
  /** The code is on its way: show the Email Verification step. */
  onCodeSent: (flow: SignupFlow) => void;
}

/**
 * Registration (spec 000 §3 Registration, §5 Sign up): every field, checked with the shared
 * schema so the messages match the server's; then the server's own checks, the invisible bot
 * check and the e-mail code (spec 000 §4 Signup).
 */
export function SignUpForm({ initialValues = emptySignup, onCodeSent }: SignUpFormProps) {
  const [step, setStep] = useState<Step>("idle");
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignupFields>({
    mode: "controlled",
    initialValues,
    validate: schemaResolver(signupFieldsSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (raw) => {
    const fields: SignupFields = {
      ...raw,
      firstname: raw.firstname.trim(),
      lastname: raw.lastname.trim(),
      email: raw.email.trim(),
      companyName: raw.companyName.trim(),
      subdomain: raw.subdomain.trim().toLowerCase(),
    };
    setFormError(null);
    try {
      setStep("checking");
      await validateSignup(fields);
      const name = `${fields.firstname} ${fields.lastname}`.trim();
      const sent = await sendSignupCode(fields.email, name, false, setStep);
      setStep("idle");
      toast(sent.message, "success");
      onCodeSent({ kind: "signup", fields, codeId: sent.codeId, sentAt: Date.now() });
    } catch (error) {
      setStep("idle");
      form.setErrors(fieldErrorsOf(error));
      setFormError(errorText(error, messages.somethingWentWrongNoDot));
    }
  });

  const busy = step !== "idle";
  const hintBelow: { inputWrapperOrder: ("label" | "input" | "description" | "error")[] } = {
    inputWrapperOrder: ["label", "input", "description", "error"],
  };
  const siteHost = companySiteHost(form.values.subdomain.trim().toLowerCase(), window.location);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          {/* Hints sit under the boxes, so the boxes of each row line up. */}
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps("firstname")}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.getInputProps("lastname")}
          />
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            description="We will send a code to this address"
            {...hintBelow}
            {...form.getInputProps("email")}
          />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            description="10 to 12 digits, numbers only"
            {...hintBelow}
            {...form.getInputProps("personal_phone")}
            onKeyDown={(event) => {
              if (isBlockedPhoneKey(event.key)) event.preventDefault();
            }}
            onChange={(event) =>
              form.setFieldValue("personal_phone", phoneDigitsOnly(event.currentTarget.value))
            }
          />
          <TextInput
            label="Company name"
            autoComplete="organization"
            required
            {...form.getInputProps("companyName")}
          />
          <TextInput
            label="Subdomain"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...hintBelow}
            description={
              <>
                Your site will be{" "}
                <Text span fw={600} fz="inherit" c="brand.8" style={{ overflowWrap: "anywhere" }}>
                  {siteHost}
                </Text>
              </>
            }
            {...form.getInputProps("subdomain")}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            description="At least 8 characters"
            {...hintBelow}
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps("confirmPassword")}
          />
        </SimpleGrid>
        <Button type="submit" loading={busy} fullWidth size="md">
          Create account
        </Button>
        <Text size="sm" c="dimmed" ta="center" aria-live="polite" mt={busy ? 0 : -16}>
          {busy ? stepText[step as Exclude<Step, "idle">] : ""}
        </Text>
      </Stack>
    </form>
  );
}
