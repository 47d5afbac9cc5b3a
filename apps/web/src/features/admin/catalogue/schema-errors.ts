import type { z } from "zod";

/** A form's values checked with the contract's schema, as the server will: each field's first message. */
export function schemaErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}
