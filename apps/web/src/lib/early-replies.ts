import type { RouteDefinition } from "@cloudoc/contract";

/**
 * Replies that the early script (app/early/start.ts) asked for before the app's entry had run,
 * kept by request for the app's first call of each (issue 20). Each is taken once, and only by a
 * call made with the same session token; a call that finds none simply asks the server.
 */

/** A call as sent: many of the specification's reads are POSTs with a JSON body. */
export interface EarlyRequest {
  method: RouteDefinition["method"];
  url: string;
  /** The JSON body as sent, if any. */
  body?: string;
}

/** The store's key of a request: the same method, address and body are the same call. */
export const earlyKey = ({ method, url, body }: EarlyRequest) =>
  body === undefined ? `${method} ${url}` : `${method} ${url} ${body}`;

export interface EarlyReply {
  /** The session token the request carried, if any. */
  token: string | undefined;
  reply: Promise<Response>;
}

declare global {
  /** Created by whichever runs first: the early script (which then fills it) or the app. */
  var cloudocEarlyReplies: Map<string, EarlyReply> | undefined;
}

/** For the early script: the store to fill, or nothing when the app has already started. */
export function openEarlyReplies(): Map<string, EarlyReply> | undefined {
  if (globalThis.cloudocEarlyReplies) return undefined;
  const replies = new Map<string, EarlyReply>();
  globalThis.cloudocEarlyReplies = replies;
  return replies;
}

/** For the app as it starts: an early script that arrives later asks for nothing twice. */
export function closeEarlyReplies(): void {
  globalThis.cloudocEarlyReplies ??= new Map();
}

/** The early reply to `request` made with `token`, handed over once. */
export function takeEarlyReply(
  request: EarlyRequest,
  token: string | undefined,
): Promise<Response> | undefined {
  const replies = globalThis.cloudocEarlyReplies;
  const key = earlyKey(request);
  const early = replies?.get(key);
  if (!early || early.token !== token) return undefined;
  replies?.delete(key);
  return early.reply;
}
