import { Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorText } from "../../../../ui/States";
import { FormError } from "../../../auth/FormError";

/** What the admin types: the app's 6 digits, or a recovery code from the saved list. */
const kinds = {
  app: {
    label: "Code from your authenticator app",
    description: "The 6 digits the app shows for Cloudoc.",
    placeholder: "123 456",
    inputMode: "numeric",
    autoComplete: "one-time-code",
    maxLength: 7,
  },
  recovery: {
    label: "Recovery code",
    description: "One of the codes you saved when you set up the app. Each works once.",
    placeholder: "ABCD-EFGH-JKLM-NPQR",
    inputMode: "text",
    autoComplete: "off",
    maxLength: 24,
  },
} as const;

/** One code box and its button; the server's message shows under it when the code is refused. */
export function CodeForm<T>({
  kind,
  submitLabel,
  submit,
  onSuccess,
}: {
  kind: keyof typeof kinds;
  submitLabel: string;
  submit: (code: string) => Promise<T>;
  onSuccess: (result: T) => void;
}) {
  const [code, setCode] = useState("");
  const mutation = useMutation({ mutationFn: submit, onSuccess });
  const field = kinds[kind];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) mutation.mutate(code.trim());
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={field.label}
          description={field.description}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          required
          data-autofocus
          autoFocus
          styles={{ input: { fontFamily: "monospace", fontSize: 18, letterSpacing: 2 } }}
        />
        <FormError message={mutation.isError ? errorText(mutation.error) : null} />
        <Button type="submit" loading={mutation.isPending} disabled={!code.trim()}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
