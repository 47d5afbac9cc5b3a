import { messages, permissions as p } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { companyDocuments, documentBackups, documentVersions } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const stored = async (id: string) =>
  (await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, id)))[0];
const versionsOf = (id: string) =>
  f.db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, id))
    .orderBy(asc(documentVersions.version));
const documentA = async (i: number) => {
  const found = (await f.documentsOf(f.a.company.id))[i];
  if (!found) throw new Error("fixture has documents");
  return found;
};

/** Saves the company's own wording, then overwrites it from the library: one backup. */
async function overwritten(i: number, wording: string) {
  const document = await documentA(i);
  await post("user/savecontent", { fileId: document.id, content: wording, version: document.version });
  await post("user/updatecontent", { fileId: document.id, variables: { "company.director": "Pat Lee" } });
  const reply = await post("company/update-bulk-files", { files: [document.id], actiontype: "overwritten" });
  expect(reply.json()).toMatchObject({ status: 1, data: { updated: 1 } });
  const list = (await f.get(f.ownerA, `user/backup/files?fileId=${document.id}`)).json();
  return { document, list };
}

describe("backups", () => {
  it("a bulk overwrite keeps the company's wording as a backup before replacing it", async () => {
    const { document, list } = await overwritten(0, "<p>Our own wording</p>");
    expect(list).toMatchObject({ status: 1, total: 1 });
    expect(list.list[0]).toMatchObject({
      fileId: document.id,
      fileName: document.name,
      version: document.version + 2,
      reason: "overwrite",
      createdByName: `${f.a.owner.firstname} ${f.a.owner.lastname}`,
    });
    const [backup] = await f.db
      .select()
      .from(documentBackups)
      .where(eq(documentBackups.documentId, document.id));
    expect(backup).toMatchObject({
      content: "<p>Our own wording</p>",
      variables: { "company.director": "Pat Lee" },
    });
    expect((await stored(document.id))?.content).not.toBe("<p>Our own wording</p>");
  });

  it("restoring a backup writes a new version with the backed-up state", async () => {
    const { document, list } = await overwritten(1, "<p>Kept by us</p>");
    const before = await stored(document.id);
    const backupId = list.list[0].backupId;
    const restored = (await post("user/restore/backupFile", { backupId })).json();
    expect(restored).toMatchObject({
      status: 1,
      response: messages.backupRestored,
      data: { version: (before?.version ?? 0) + 1, restoredFrom: document.version + 2 },
    });
    expect(await stored(document.id)).toMatchObject({
      content: "<p>Kept by us</p>",
      variables: { "company.director": "Pat Lee" },
    });
    const last = (await versionsOf(document.id)).at(-1);
    expect(last).toMatchObject({ source: "restore", content: "<p>Kept by us</p>" });
    expect(last?.notes).toMatch(/^Restored from the backup of version \d+ taken on \d\d\/\d\d\/\d{4}$/);
    // The library's wording stays in the history; the backup stays too.
    expect((await versionsOf(document.id)).some((v) => v.source === "overwrite")).toBe(true);
    expect((await f.get(f.ownerA, `user/backup/files?fileId=${document.id}`)).json().total).toBe(1);
  });

  it("lists the company's backups without a fileId, and deletes one", async () => {
    const { list } = await overwritten(2, "<p>Third</p>");
    const all = (await f.get(f.ownerA, "user/backup/files")).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const deleted = (await post("user/delete/backupFile", { backupId: list.list[0].backupId })).json();
    expect(deleted).toMatchObject({ status: 1, response: messages.successfullyDeleted });
    expect((await f.get(f.ownerA, "user/backup/files")).json().total).toBe(all.total - 1);
    expect((await post("user/restore/backupFile", { backupId: list.list[0].backupId })).statusCode).toBe(404);
  });

  it("answers another company's ids with 404", async () => {
    const { document, list } = await overwritten(3, "<p>Fourth</p>");
    const backupId = list.list[0].backupId;
    expect((await f.get(f.ownerB, `user/backup/files?fileId=${document.id}`)).statusCode).toBe(404);
    expect((await f.get(f.ownerB, "user/backup/files")).json().total).toBe(0);
    expect((await post("user/restore/backupFile", { backupId }, f.ownerB)).statusCode).toBe(404);
    expect((await post("user/delete/backupFile", { backupId }, f.ownerB)).statusCode).toBe(404);
    expect((await post("user/restore/backupFile", { backupId: "nope" })).statusCode).toBe(404);
  });

  it("restoring needs edit rights and deleting needs a delete rule", async () => {
    const { list } = await overwritten(4, "<p>Fifth</p>");
    const backupId = list.list[0].backupId;
    const reader = await f.person("user", [p.documents]);
    expect((await f.get(reader.token, "user/backup/files")).statusCode).toBe(200);
    expect((await post("user/restore/backupFile", { backupId }, reader.token)).statusCode).toBe(403);
    expect((await post("user/delete/backupFile", { backupId }, reader.token)).statusCode).toBe(403);
    const editor = await f.person("user", [p.documents, p.editAll]);
    expect((await post("user/restore/backupFile", { backupId }, editor.token)).statusCode).toBe(200);
    expect((await post("user/delete/backupFile", { backupId }, editor.token)).statusCode).toBe(403);
    const deleter = await f.person("user", [p.documents, p.deleteAnyDocument]);
    expect((await post("user/delete/backupFile", { backupId }, deleter.token)).statusCode).toBe(200);
  });

  it("hides a binned document's backups until it is restored", async () => {
    const { document, list } = await overwritten(5, "<p>Sixth</p>");
    await post("user/deleteFile", { fileId: document.id });
    expect((await f.get(f.ownerA, `user/backup/files?fileId=${document.id}`)).statusCode).toBe(404);
    expect((await post("user/restore/backupFile", { backupId: list.list[0].backupId })).statusCode).toBe(404);
    await post("user/documents/restore", { id: document.id, collection_type: "userfiles" });
    expect((await f.get(f.ownerA, `user/backup/files?fileId=${document.id}`)).json().total).toBe(1);
  });
});
