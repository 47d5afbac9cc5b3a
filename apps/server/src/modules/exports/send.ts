import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { disposition } from "./files";

/** A file ready to send: printed now (a buffer) or read from storage (a stream). */
export interface SentFile {
  body: Buffer | Readable;
  fileName: string;
  contentType: string;
}

/**
 * Sends a file as the reply (never cached: it is the company's private document). Streaming a
 * reply is the route's concern: the services answer the file, the routes call this.
 */
export function sendFile(reply: FastifyReply, file: SentFile, inline = false) {
  return reply
    .type(file.contentType)
    .header("content-disposition", disposition(inline ? "inline" : "attachment", file.fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}
