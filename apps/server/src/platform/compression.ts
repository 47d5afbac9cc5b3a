import { constants } from "node:zlib";
import { fileReply } from "@cloudoc/contract";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** A reply smaller than this goes as it is: compressing it would save less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses the API's JSON replies (brotli, or gzip for a client without it) once they reach
 * `compressionThresholdBytes`, for the phones on a slow connection that issue 20 is about.
 * Registered inside the `/api` scope only: the web build's files are sent pre-compressed
 * (web.ts), and socket.io is not a Fastify route. A file call (a download or a stream: PDF,
 * Word, ZIP, images) is left alone, as those formats are compressed already and a stream would
 * be held up by the compressor.
 */
export async function registerCompression(api: FastifyInstance) {
  // Runs before the plugin's own onRoute hook (registered after it), so the plugin sees the opt-out.
  api.addHook("onRoute", (options) => {
    if (options.config?.route?.reply === fileReply) options.compress = false;
  });
  await api.register(compress, {
    encodings: ["br", "gzip"],
    threshold: compressionThresholdBytes,
    // Quality 4: most of brotli's gain at a fraction of the CPU of its default 11, per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // The web app never sends compressed request bodies, so none are unpacked.
    globalDecompression: false,
  });
}
