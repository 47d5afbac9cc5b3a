import { schemaResolver, useForm } from "@mantine/form";
import { fieldErrorsOf } from "../../lib/form-errors";

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * An add or edit form checked with the contract's schema as the person types, and the server's
 * word on each field after a failed save: `input(field)` gives a field both, its own check first.
 */
export function useRecordForm<V extends object>(initialValues: V, schema: Schema, failure: unknown) {
  const form = useForm<V>({
    mode: "controlled",
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
  const serverErrors = fieldErrorsOf(failure);
  const errorOf = (field: keyof V & string) => form.errors[field] ?? serverErrors[field];
  const input = (field: keyof V & string) => ({ ...form.getInputProps(field), error: errorOf(field) });
  return { form, errorOf, input };
}
