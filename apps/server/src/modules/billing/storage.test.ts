import { billingMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { png, pngPart, postForm } from "../profile/test-files";
import { storedFiles } from "../subscriptions/tables";
import { type BillingFixture, billingFixture, changeSettings } from "./test-support";

let t: TestApp;
let f: BillingFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await billingFixture(t, "store");
}, 120_000);
afterAll(() => t.close());

const usage = async (token: string) => (await f.get(token, "user/strorage/usage")).json().response;
const uploadLogo = (token: string, bytes: Buffer) =>
  postForm(t.app, token, "admin/users/logo/upload", {}, [pngPart(bytes)]);
/** A PDF of about `size` bytes (the edit request's supporting file). */
const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size, 32), Buffer.from("\n%%EOF")]);
const editRequest = (token: string, bytes: Buffer) =>
  postForm(
    t.app,
    token,
    "company/profile/edit/request",
    { reason: "Renamed", changeRequest: JSON.stringify({ trading_name: "Meadow" }) },
    [{ name: "file", filename: "proof.pdf", contentType: "application/pdf", bytes }],
  );

describe("GET /user/strorage/usage", () => {
  it("counts nothing for a new company, against the quota of the settings", async () => {
    expect(await usage(f.tokenA)).toEqual({
      usedBytes: 0,
      quotaBytes: 1024 * 1024 * 1024,
      percentUsed: 0,
      files: 0,
      byKind: [],
    });
  });

  it("counts an uploaded logo, and the replaced one no more", async () => {
    const first = png(40, 40);
    expect((await uploadLogo(f.tokenA, first)).statusCode).toBe(200);
    expect(await usage(f.tokenA)).toMatchObject({
      usedBytes: first.length,
      files: 1,
      byKind: [{ kind: "profile-image", bytes: first.length, files: 1 }],
    });
    const second = png(80, 80, [200, 30, 30]);
    expect((await uploadLogo(f.tokenA, second)).statusCode).toBe(200);
    expect(await usage(f.tokenA)).toMatchObject({ usedBytes: second.length, files: 1 });
    expect((await usage(f.tokenB)).usedBytes).toBe(0);
  });

  it("answers 401 without a session and 403 to staff without the Subscriptions permission", async () => {
    expect((await f.anonymous("GET", "user/strorage/usage")).statusCode).toBe(401);
    expect((await f.get(f.staffToken, "user/strorage/usage")).statusCode).toBe(403);
  });
});

describe("the storage quota", () => {
  it("refuses an upload past it with 413 and a clear message, keeping no trace of the file", async () => {
    await changeSettings(t, { storageQuotaMb: 1 });
    try {
      const kept = await editRequest(f.tokenA, pdfOf(600_000));
      expect(kept.statusCode, kept.body).toBe(200);
      const before = await usage(f.tokenA);
      const refused = await editRequest(f.tokenA, pdfOf(600_000));
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ status: 0, response: billingMessages.storageFull });
      expect(await usage(f.tokenA)).toEqual(before);
      expect(before.percentUsed).toBeGreaterThan(50);
      // A small file still fits in what is left.
      expect((await uploadLogo(f.tokenA, png(60, 60))).statusCode).toBe(200);
    } finally {
      await changeSettings(t, { storageQuotaMb: 1024 });
    }
  });
});

describe("GET /site/fileDetails", () => {
  it("describes one of the company's stored files", async () => {
    const [file] = await f.db.select().from(storedFiles).where(eq(storedFiles.kind, "edit-request"));
    if (!file) throw new Error("the edit request's file is recorded");
    const reply = await f.get(f.tokenA, `site/fileDetails?fileId=${file.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response).toEqual({
      _id: file.id,
      fileName: expect.stringMatching(/\.pdf$/),
      kind: "edit-request",
      contentType: "application/pdf",
      size: file.bytes,
      createdAt: file.createdAt.toISOString(),
    });
  });

  it("answers 404 for another company's file or an unknown id, 401 without a session", async () => {
    const [file] = await f.db.select().from(storedFiles).limit(1);
    expect((await f.get(f.tokenB, `site/fileDetails?fileId=${file?.id}`)).statusCode).toBe(404);
    expect((await f.get(f.tokenA, "site/fileDetails?fileId=nothing")).statusCode).toBe(404);
    expect((await f.anonymous("GET", `site/fileDetails?fileId=${file?.id}`)).statusCode).toBe(401);
  });
});
