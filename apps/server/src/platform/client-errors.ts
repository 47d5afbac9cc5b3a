import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { messages } from "@cloudoc/contract";
import type { FastifyInstance } from "fastify";

/** Node's parser errors before any route runs, answered with our status and wording. */
const parserFailures: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, messages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, messages.requestTimedOut],
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers over the size limit, a
 * broken request line) never reaches a route, so the envelope is written to the socket here
 * (DESIGN §4), in place of Fastify's own JSON.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = parserFailures[error.code ?? ""] ?? [400, messages.invalidRequestFormat];
  this.log.debug({ err: error }, "unreadable request");
  if (socket.writable) {
    const body = JSON.stringify({ status: 0, response: message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
