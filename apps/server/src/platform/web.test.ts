import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), "cloudoc-web-"));
  await mkdir(path.join(web, "assets"), { recursive: true });
  await writeFile(path.join(web, "index.html"), "<!doctype html><title>Cloudoc</title><div id=root></div>");
  await writeFile(path.join(web, "assets", "app-1234.js"), "console.log(1)");
  t = await createTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers every non-/api path with the SPA", async () => {
    for (const url of ["/", "/company/documents", "/pages/privacy-policy", "/404"]) {
      const reply = await t.app.inject({ method: "GET", url });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain("<title>Cloudoc</title>");
      expect(reply.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toContain("immutable");
  });

  it("still answers unknown /api paths with the 404 envelope", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/company/documents" });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().status).toBe(0);
  });
});
