import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { apiNotFound } from "./errors";

const contentImages = new URL("../../../../content/images", import.meta.url).pathname;

/** Cache-Control of a built file: hashed assets never change; anything else is checked each time. */
function cacheControlOf(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * Serves the built SPA with a fallback to index.html for every non-/api path, and the library's
 * images under /content. Hashed assets are cached for a year; index.html is revalidated on every
 * visit (its ETag answers 304 when unchanged), so a returning visitor fetches only the page's data.
 * The build writes brotli and gzip copies of every text file (vite-plugins/precompress.ts); they
 * are sent as they are, so compression costs no CPU per request.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(path.join(webDist, "index.html"));
  if (existsSync(contentImages)) {
    await app.register(fastifyStatic, {
      root: contentImages,
      prefix: "/content/",
      decorateReply: false,
      maxAge: "1d",
    });
  }
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, file) {
        res.header("cache-control", cacheControlOf(file));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (isApi || !["GET", "HEAD"].includes(request.method)) return apiNotFound(reply);
    if (!hasBuild) {
      return reply.code(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html", webDist);
  });
}
