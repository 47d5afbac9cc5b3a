import {
  type FieldError,
  type fileReply,
  inputInQuery,
  messages,
  type RouteDefinition,
  type RouteInput,
  type RouteReply,
} from "@cloudoc/contract";
import { takeEarlyReply } from "./early-replies";
import { session } from "./session";

/**
 * The typed client for the server's `/api` calls (DESIGN §4). Features call the server only
 * through `call(routes.x, input)` (JSON replies) and `fetchFile`/`downloadFile` in `./files` (PDF,
 * DOCX, zip and image replies), typed by the contract's route table. Every reply is the envelope
 * `{ status, response, ...extras }`: status 1 success, 2 and 3 where the specification uses them,
 * 0 failure with the message in `response`.
 */

export type SuccessStatus = 1 | 2 | 3;

/** A successful reply: the status, the response and any named extras (`total`, `list`, …). */
export type Envelope<TResponse, TExtra extends object = object> = {
  status: SuccessStatus;
  response: TResponse;
} & TExtra;

export type ApiErrorKind = "failure" | "unauthorised" | "network" | "unexpected";

/** A failed call. `message` is what to show the user, word for word. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The HTTP status code, 0 when the request never got an answer. */
    readonly httpStatus: number,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

interface ApiHooks {
  /** A 401: the session is missing or expired. Later: clear the session and reload. */
  onUnauthorised: () => void;
  /** Status "00": the server sends the visitor to the admin console (spec 000 §4). */
  onAdminRedirect: () => void;
  /** Where the bearer token comes from. */
  getToken: () => string | undefined;
}

const hooks: ApiHooks = {
  onUnauthorised: () => {},
  onAdminRedirect: () => {},
  getToken: () => session.get("token"),
};

/** Replaces the client's hooks (the app wires them once at start; tests replace them). */
export function configureApi(overrides: Partial<ApiHooks>): void {
  Object.assign(hooks, overrides);
}

export const apiBase = "/api";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The user-facing message of a failure reply: its text, else the generic fallback (spec 000 §8). */
export function failureMessage(body: unknown): string {
  if (isRecord(body) && typeof body.response === "string" && body.response.trim() !== "") {
    return body.response;
  }
  return messages.somethingWentWrong;
}

function fieldErrors(body: unknown): FieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (e): e is FieldError => isRecord(e) && typeof e.field === "string" && typeof e.message === "string",
  );
}

/**
 * Turns a parsed reply into the envelope or an ApiError. Exported for tests: it holds every
 * envelope rule and no I/O.
 */
export function readEnvelope<T, TExtra extends object = object>(
  httpStatus: number,
  body: unknown,
  options: { ignoreUnauthorised?: boolean } = {},
): Envelope<T, TExtra> {
  if (isRecord(body) && body.status === "00") {
    hooks.onAdminRedirect();
    throw new ApiError(failureMessage(body), "failure", httpStatus);
  }
  if (httpStatus === 401) {
    if (!options.ignoreUnauthorised) hooks.onUnauthorised();
    const message =
      isRecord(body) && typeof body.response === "string" ? body.response : messages.sessionExpired;
    throw new ApiError(message, "unauthorised", httpStatus);
  }
  if (!isRecord(body) || typeof body.status !== "number") {
    throw new ApiError(messages.somethingWentWrong, "unexpected", httpStatus);
  }
  const status = body.status;
  if (status === 0) throw new ApiError(failureMessage(body), "failure", httpStatus, fieldErrors(body));
  if (status === 1 || status === 2 || status === 3) {
    if (httpStatus >= 400) throw new ApiError(failureMessage(body), "failure", httpStatus, fieldErrors(body));
    return body as Envelope<T, TExtra>;
  }
  throw new ApiError(messages.somethingWentWrong, "unexpected", httpStatus);
}

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export function buildUrl(path: string, query?: Query): string {
  const url = `${apiBase}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra request headers (the live connection's browser and tab ids on login). */
  headers?: Record<string, string>;
  /** A 401 is only reported to the caller, without the app's "session gone" reset (logout). */
  ignoreUnauthorised?: boolean;
  /** A bearer token other than the stored session's (a session this page does not keep). */
  token?: string;
}

/** Fills `:name` path parameters from the input; answers the path and the input without them. */
export function fillPath(path: string, input: unknown): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = isRecord(input) ? { ...input } : {};
  const filled = path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ""));
  });
  return { path: filled, rest };
}

/** The address and body of one call of the route table. */
export function requestOf(definition: RouteDefinition, input: unknown): { url: string; body: unknown } {
  const { path, rest } = fillPath(definition.path, input);
  if (inputInQuery(definition)) return { url: buildUrl(path, rest as Query), body: undefined };
  const body = typeof FormData !== "undefined" && input instanceof FormData ? input : rest;
  return { url: buildUrl(path), body };
}

let callsInFlight = 0;

/** How many calls are waiting for the server (the live connection waits until there are none). */
export const apiCallsInFlight = () => callsInFlight;

/**
 * The headers of every call: JSON replies, the session's bearer token when there is one, and the
 * body's type when it is JSON.
 */
export function requestHeaders(token: string | undefined, jsonBody = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (jsonBody) headers["Content-Type"] = "application/json";
  return headers;
}

/** Sends one request with the session's bearer token; the raw reply (the file helpers read it). */
export async function send(
  method: RouteDefinition["method"],
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const token = options.token ?? hooks.getToken();
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const json = body === undefined || isForm ? undefined : JSON.stringify(body);
  const headers = { ...requestHeaders(token, json !== undefined), ...options.headers };
  const ask = () =>
    fetch(url, {
      method,
      headers,
      body: isForm ? body : json,
      credentials: "same-origin",
      signal: options.signal,
    });
  // A call the early script already made; if it failed on the way, it is asked for again.
  const early = isForm || options.headers ? undefined : takeEarlyReply({ method, url, body: json }, token);
  callsInFlight += 1;
  try {
    return await (early ? early.catch(ask) : ask());
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(messages.somethingWentWrong, "network", 0);
  } finally {
    callsInFlight -= 1;
  }
}

async function request<T, TExtra extends object>(
  method: RouteDefinition["method"],
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Envelope<T, TExtra>> {
  const reply = await send(method, url, body, options);
  let parsed: unknown;
  try {
    parsed = await reply.json();
  } catch {
    parsed = undefined;
  }
  return readEnvelope<T, TExtra>(reply.status, parsed, { ignoreUnauthorised: options.ignoreUnauthorised });
}

type JsonRoute = RouteDefinition & { reply: Exclude<RouteDefinition["reply"], typeof fileReply> };

/**
 * Makes one call of the route table and answers its envelope, typed by the table's reply schema.
 * A failure throws ApiError with the server's message, word for word.
 */
export async function call<R extends JsonRoute>(
  definition: R,
  ...[input, options]: R["multipart"] extends true
    ? [input: FormData, options?: RequestOptions]
    : RouteInput<R> extends undefined
      ? [input?: undefined, options?: RequestOptions]
      : [input: RouteInput<R> | FormData, options?: RequestOptions]
): Promise<RouteReply<R>> {
  const { url, body } = requestOf(definition, input);
  return (await request(definition.method, url, body, options ?? {})) as RouteReply<R>;
}
