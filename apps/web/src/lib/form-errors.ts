import { messages } from "@cloudoc/contract";
import { ApiError } from "./api";

/**
 * The text to show for a failed call: the server's message word for word (spec 000 §8), or the
 * given fallback when the request never got an answer or the answer made no sense.
 */
export function errorText(error: unknown, fallback: string = messages.somethingWentWrong): string {
  if (error instanceof ApiError) {
    return error.kind === "network" || error.kind === "unexpected" ? fallback : error.message;
  }
  return fallback;
}

/** The server's field errors as form errors, with the server's field names renamed where needed. */
export function fieldErrorsOf(
  error: unknown,
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const { field, message } of error.errors) out[rename[field] ?? field] ??= message;
  return out;
}
