import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testDatabaseKind } from "../../testing/database";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { bearer, signIn } from "../../testing/session";

let t: TestApp;
let adminToken: string;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true, env: { CHROMIUM_PATH: "/nonexistent/chromium" } });
  const admin = await createUser(t.app.platform.db, { companyId: null, role: "admin" });
  adminToken = (await signIn(t.app, admin.email)).authToken;
  const { owner } = await createCompanyWithOwner(t.app.platform.db);
  ownerToken = (await signIn(t.app, owner.email)).authToken;
});
afterAll(() => t.close());

const health = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/health", headers });

const parts = ["database", "jobs", "mail", "storage", "realtime", "pdf"];

describe("GET /api/health", () => {
  it("shows anyone only whether each part is up: no paths, folders or versions", async () => {
    for (const headers of [{}, bearer(ownerToken)]) {
      const reply = await health(headers);
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body).toMatchObject({ status: 1, response: "ok" });
      expect(Object.keys(body.parts).sort()).toEqual([...parts].sort());
      for (const part of Object.values(body.parts)) expect(Object.keys(part as object)).toEqual(["ok"]);
      expect(reply.body).not.toContain("outbox");
      expect(reply.body).not.toContain("chromium");
      expect(reply.body).not.toContain(t.dataDir);
    }
  });

  it("tells the platform admin what each part is and where it lives", async () => {
    const reply = await health(bearer(adminToken));
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
    const reply = await health();
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: 0, response: "degraded", parts: { jobs: { ok: false } } });
    expect(reply.json().parts.jobs).toEqual({ ok: false });
    const forAdmin = await health(bearer(adminToken));
    expect(forAdmin.json().parts.jobs).toEqual({ ok: false, detail: "job workers not started" });
  });
});
