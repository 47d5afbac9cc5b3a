import { type PolicyFields, policyFieldsSchema } from "@cloudoc/contract";
import { Button, Group, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { useState } from "react";
import { errorText, fieldErrorsOf } from "../../../lib/form-errors";
import { FormError } from "../../auth/FormError";
import { PolicyEditor } from "./PolicyEditor";

/** Wording is needed for a policy written here (the server keeps what the editor makes). */
export const wordingRequired = "Please write the policy's wording.";

interface PolicyFieldsFormProps {
  initial: PolicyFields;
  /** Written policies edit their wording here; documents and PDFs do not. */
  withWording: boolean;
  submitLabel: string;
  /** More controls above the buttons (the major-change checkbox, a PDF picker). */
  extra?: ReactNode;
  onCancel: () => void;
  /** Resolves when saved; a rejection is shown (field errors under their fields). */
  onSubmit: (fields: PolicyFields) => Promise<unknown>;
}

/** A policy's name, number, status and (written) wording, checked with the contract's schema. */
export function PolicyFieldsForm({
  initial,
  withWording,
  submitLabel,
  extra,
  onCancel,
  onSubmit,
}: PolicyFieldsFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<PolicyFields>({
    mode: "controlled",
    initialValues: initial,
    validate: (values) => {
      const errors = schemaResolver(policyFieldsSchema, { sync: true })(values);
      if (withWording && values.content.trim() === "") errors.content = wordingRequired;
      return errors;
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setPending(true);
    try {
      await onSubmit({ ...values, name: values.name.trim(), policyNumber: values.policyNumber.trim() });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Policy name" required maxLength={300} {...form.getInputProps("name")} />
          <TextInput
            label="Policy number"
            description="Optional, e.g. HR-014"
            maxLength={50}
            {...form.getInputProps("policyNumber")}
          />
        </SimpleGrid>
        <Switch
          label="Active: employees can see it once assigned"
          description="Turn off to keep it as a draft."
          checked={form.values.status === 1}
          onChange={(event) => form.setFieldValue("status", event.currentTarget.checked ? 1 : 0)}
        />
        {withWording && (
          <PolicyEditor
            initialContent={initial.content}
            onChange={(html) => form.setFieldValue("content", html)}
            error={typeof form.errors.content === "string" ? form.errors.content : undefined}
          />
        )}
        {extra}
        <FormError message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
