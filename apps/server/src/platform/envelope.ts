import { type FieldError, messages } from "@cloudoc/contract";

/** A failure the client should see: HTTP code plus a catalogue message (DESIGN §4). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Sent as `Retry-After` (whole seconds) with a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorised = (message: string = messages.sessionExpired) => new AppError(401, message);
export const forbidden = (message: string = messages.notAllowed) => new AppError(403, message);
/** Not found, or another company's record: the answer is the same (DESIGN §5). */
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string = messages.conflict) => new AppError(409, message);
export const tooManyRequests = (message: string = messages.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(
    429,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds)),
  );

/** The success envelope: `{ status: 1, response, ...extra }`. */
export function ok<R, E extends Record<string, unknown> = Record<never, never>>(response: R, extra?: E) {
  return { status: 1 as const, response, ...(extra ?? ({} as E)) };
}
