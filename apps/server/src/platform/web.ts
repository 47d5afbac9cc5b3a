import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { apiNotFound } from "./errors";

const contentImages = new URL("../../../../content/images", import.meta.url).pathname;

/**
 * Serves the built SPA with a fallback to index.html for every non-/api path, and the library's
 * images under /content. Hashed assets are cached for a year; index.html never.
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
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
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
