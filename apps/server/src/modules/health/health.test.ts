import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testDatabaseKind } from "../../testing/database";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true, env: { CHROMIUM_PATH: "/nonexistent/chromium" } });
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports the database, jobs, mail, storage, live events and PDF renderer", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.status).toBe(1);
    expect(body.parts.database).toEqual({
      ok: true,
      detail: testDatabaseKind === "pglite" ? "embedded PGlite" : "PostgreSQL",
    });
    expect(body.parts.jobs.ok).toBe(true);
    expect(body.parts.mail.detail).toContain("outbox");
    expect(body.parts.storage.ok).toBe(true);
    expect(body.parts.realtime).toEqual({ ok: true, detail: "socket.io in process" });
    expect(Object.keys(body.parts.pdf)).toEqual(["ok", "detail"]);
  });

  it("answers 503 when the job workers are down", async () => {
    await t.jobs.stop();
    const reply = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().parts.jobs).toEqual({ ok: false, detail: "job workers not started" });
  });
});
