import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), "cloudoc-web-"));
  await mkdir(path.join(web, "assets"), { recursive: true });
  await writeFile(path.join(web, "index.html"), "<!doctype html><title>Cloudoc</title><div id=root></div>");
  await writeFile(path.join(web, "assets", "app-1234.js"), "console.log(1)");
  await writeFile(path.join(web, "assets", "app-1234.js.br"), brotliCompressSync("console.log(1)"));
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

  it("sends the build's brotli copy to a browser that takes it, and the plain file to one that does not", async () => {
    const br = await t.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["content-type"]).toContain("javascript");
    const plain = await t.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log(1)");
  });

  it("answers a returning visitor's check of the page with 304 Not Modified", async () => {
    const first = await t.app.inject({ method: "GET", url: "/company/dashboard" });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: "GET",
      url: "/company/documents",
      headers: { "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("still answers unknown /api paths with the 404 envelope", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/company/documents" });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().status).toBe(0);
  });
});
