import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasksCompletedInWorkers } from "../../platform/workers/pool";
import { createTestApp, type TestApp } from "../../testing/app";
import { companyDocuments } from "../documents/tables";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { docxPart, largeDocumentHtml } from "./test-support";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  f = await libraryFixture(t);
});
afterAll(() => t.close());

describe("a large Word export", () => {
  // How much this keeps requests flowing is measured in bench/word-health.bench.ts, not here.
  it("is built on a worker thread, not on the thread serving requests", async () => {
    const [document] = await f.documentsOf(f.a.company.id);
    if (!document) throw new Error("no documents");
    await f.db
      .update(companyDocuments)
      .set({ content: largeDocumentHtml(100) })
      .where(eq(companyDocuments.id, document.id));
    const before = tasksCompletedInWorkers();
    const exports = await Promise.all(
      [1, 2].map(() => f.post(f.ownerA, "user/document/download", { fileId: document.id, type: "word" })),
    );
    expect(tasksCompletedInWorkers()).toBe(before + 2);
    for (const reply of exports) {
      expect(reply.statusCode).toBe(200);
      const body = await docxPart(reply.rawPayload, "word/document.xml");
      expect(body).toContain("Section 1<");
      expect(body).toContain("Section 100<");
    }
  }, 120_000);
});
