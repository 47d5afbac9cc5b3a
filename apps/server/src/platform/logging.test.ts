import { Writable } from "node:stream";
import Fastify, { LogController } from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactUrl, registerRequestLog } from "./logging";

describe("log lines", () => {
  it("never carry a hand-over code, token or password from a URL", () => {
    expect(redactUrl("/company/dashboard?user=abc123&tab=2")).toBe(
      "/company/dashboard?user=[redacted]&tab=2",
    );
    expect(redactUrl("/x?token=t0k3n&password=hunter2")).toBe("/x?token=[redacted]&password=[redacted]");
    expect(redactUrl("/api/health")).toBe("/api/health");
  });
});

describe("the request log", () => {
  it("writes one line per request, after the reply, with its status and time and no secret", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({
      logger: { ...loggerOptions("info"), stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get("/reset", async (_request, reply) => reply.code(201).send({ ok: true }));
    await app.inject({ url: "/reset?token=secret" });
    await app.close();
    const requests = lines.filter((line) => line.req);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/reset?token=[redacted]" },
      res: { statusCode: 201 },
    });
    expect(requests[0]?.responseTime).toEqual(expect.any(Number));
  });
});
