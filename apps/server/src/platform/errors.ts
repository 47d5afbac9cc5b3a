import {
  adminMessageTexts,
  billingMessages,
  employeeMessages,
  type Failure,
  messages,
  policyMessages,
  policyReadingMessages,
  updateMessages,
  usersMessages,
} from "@cloudoc/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./envelope";

/** Fastify's own client errors, mapped to the envelope with our wording. */
const fastifyClientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.unsupportedFileType],
  FST_REQ_FILE_TOO_LARGE: [413, messages.bodyTooLarge],
  // @fastify/multipart's own refusals of a form.
  FST_PARTS_LIMIT: [413, messages.bodyTooLarge],
  FST_FILES_LIMIT: [413, messages.bodyTooLarge],
  FST_FIELDS_LIMIT: [413, messages.bodyTooLarge],
  FST_PROTO_VIOLATION: [400, messages.invalidMultipart],
  FST_MP_PREMATURE_CLOSE: [400, messages.invalidMultipart],
  FST_INVALID_JSON_FIELD_ERROR: [400, messages.invalidMultipart],
};

/**
 * An error met while reading a multipart body: a coded one (a limit, say) keeps its answer above;
 * the parser's plain errors ("Unexpected end of form", no boundary) mean the body is malformed.
 */
export function multipartFailure(error: unknown): unknown {
  const coded = error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === "number";
  return coded ? error : new AppError(400, messages.invalidMultipart);
}

const catalogue: ReadonlySet<string> = new Set([
  ...Object.values(messages),
  ...adminMessageTexts,
  ...Object.values(updateMessages),
  ...Object.values(employeeMessages),
  ...Object.values(policyMessages),
  ...Object.values(policyReadingMessages),
  ...Object.values(usersMessages),
  ...Object.values(billingMessages),
]);

/** `response` holds a catalogue message: the first field's when it is one, else the generic one. */
function inputFailureMessage(errors: Failure["errors"] & object): string {
  const first = errors[0]?.message;
  return first && catalogue.has(first) ? first : messages.validationFailed;
}

/**
 * The answer to input that failed its schema, wherever it was checked (a JSON body, a query, a
 * multipart form): a malformed id answers exactly as an unknown one, or another company's (404,
 * DESIGN §5); anything else 400 with the fields listed.
 */
export function inputFailure(errors: NonNullable<Failure["errors"]>): AppError {
  if (errors.some((e) => e.message === messages.notFound)) return new AppError(404, messages.notFound);
  return new AppError(400, inputFailureMessage(errors), errors);
}

function failure(message: string, errors?: Failure["errors"]): Failure {
  return errors && errors.length > 0
    ? { status: 0, response: message, errors }
    : { status: 0, response: message };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(failure(error.message, error.errors));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
      message: v.message ?? messages.validationFailed,
    }));
    const refused = inputFailure(errors);
    return reply.code(refused.statusCode).send(failure(refused.message, refused.errors));
  }
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return reply.code(known[0]).send(failure(known[1]));
  if (error.statusCode === 429) return reply.code(429).send(failure(messages.tooManyRequests));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send(failure(messages.somethingWentWrong));
  }
  request.log.error({ err: error }, "unexpected error");
  return reply.code(500).send(failure(messages.somethingWentWrong));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/** An unknown `/api` path, or a non-GET outside it, answers the 404 envelope. */
export function apiNotFound(reply: FastifyReply) {
  return reply.code(404).send(failure(messages.notFound));
}
