import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { loadCatalogue } from "../testing/commerce";
import { compressionThresholdBytes } from "./compression";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The starter library's packages make the public package list a reply of several KB.
  await loadCatalogue(t.app.platform.db);
});
afterAll(async () => {
  await t.close();
});

const packageList = (acceptEncoding: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/user/get-subscription-lists",
    headers: { "accept-encoding": acceptEncoding },
  });

describe("compressing the API's JSON replies", () => {
  it("sends a large reply brotli-compressed to a client that takes brotli", async () => {
    const plain = await packageList("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);

    const reply = await packageList("gzip, deflate, br");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers.vary).toContain("accept-encoding");
    expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends it gzipped to a client that takes only gzip", async () => {
    const reply = await packageList("gzip");
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(reply.rawPayload).toString())).toEqual(
      (await packageList("identity")).json(),
    );
  });

  it("sends a small reply as it is", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/page-lists",
      payload: {},
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.json()).toMatchObject({ status: expect.anything() });
  });
});
