import { messages, permissions as p, updateMessages } from "@cloudoc/contract";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { documentTemplates } from "../catalogue/tables";
import { companyDocuments } from "../documents/tables";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { baseWording, decisionHelpers, policy, publishRelease } from "./release-test-support";

let t: TestApp;
let f: LibraryFixture;
let h: ReturnType<typeof decisionHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  h = decisionHelpers(f);
});
afterAll(() => t.close());

const masterContent = async (templateId: string) =>
  (await f.db.select().from(documentTemplates).where(eq(documentTemplates.id, templateId)))[0]?.content;
const ownDocument = async (name: string, folderId?: string) =>
  (await h.post("user/createFile", { fileName: name, ...(folderId ? { folderId } : {}) })).json().data as {
    _id: string;
  };

describe("POST /user/restore-file", () => {
  it("restores the admin version after a backup, listed with its reason", async () => {
    const document = await h.documentA(0);
    await h.save(document.id, "<p>Our own wording</p>");
    const version = await publishRelease(f, document.templateId, policy(baseWording));
    const before = await h.stored(document.id);
    const reply = await h.post("user/restore-file", { fileId: document.id });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentRestored,
      data: { fileId: document.id, version: before.version + 1, templateVersion: version },
    });
    expect(await h.stored(document.id)).toMatchObject({
      content: policy(baseWording),
      templateVersion: version,
      updateVersion: null,
    });
    const backups = (await f.get(f.ownerA, `user/backup/files?fileId=${document.id}`)).json();
    expect(backups).toMatchObject({ total: 1 });
    expect(backups.list[0]).toMatchObject({
      backupId: reply.json().data.backupId,
      reason: "admin-restore",
      version: before.version,
    });
    expect((await h.versionsOf(document.id)).at(-1)).toMatchObject({
      source: "overwrite",
      content: policy(baseWording),
    });
  });

  it("answers 404 for another company's document, 403 without edit rights, 400 for a company-made one", async () => {
    const document = await h.documentA(1);
    expect((await h.post("user/restore-file", { fileId: document.id }, f.ownerB)).statusCode).toBe(404);
    const reader = await f.person("user", [p.documents]);
    expect((await h.post("user/restore-file", { fileId: document.id }, reader.token)).statusCode).toBe(403);
    const own = await ownDocument("Our restore test");
    const refused = await h.post("user/restore-file", { fileId: own._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().response).toBe(updateMessages.noLibraryVersion);
  });
});

describe("POST /user/bulkrestore-file", () => {
  it("restores library documents and skips the company's own", async () => {
    const [first, second] = [await h.documentA(2), await h.documentA(3)];
    await h.save(first.id, "<p>Changed one</p>");
    await h.save(second.id, "<p>Changed two</p>");
    const own = await ownDocument("Our bulk test");
    const reply = await h.post("user/bulkrestore-file", { fileIds: [first.id, second.id, own._id] });
    expect(reply.json()).toMatchObject({ status: 1, data: { restored: 2, skipped: 1 } });
    expect((await h.stored(first.id)).content).toBe(await masterContent(first.templateId));
    expect((await h.stored(second.id)).content).toBe(await masterContent(second.templateId));
  });

  it("is all or nothing: another company's id is 404 and a document the user may not edit is 403", async () => {
    const document = await h.documentA(4);
    await h.save(document.id, "<p>Kept</p>");
    const theirs = await h.copyInB(document.templateId);
    const mixed = await h.post("user/bulkrestore-file", { fileIds: [document.id, theirs.id] });
    expect(mixed.statusCode).toBe(404);
    expect((await h.stored(document.id)).content).toBe("<p>Kept</p>");
    const reader = await f.person("user", [p.documents]);
    expect((await h.post("user/bulkrestore-file", { fileIds: [document.id] }, reader.token)).statusCode).toBe(
      403,
    );
    expect((await h.stored(document.id)).content).toBe("<p>Kept</p>");
  });
});

describe("POST /user/restore/selectedfolder", () => {
  it("restores the folder's library documents, those of its subfolders too", async () => {
    const [folder] = await f.foldersOf(f.a.company.id);
    if (!folder) throw new Error("the fixture fills folders");
    const sub = (
      await h.post("user/createsubfolder", { folderName: "Restore sub", parentId: folder.id })
    ).json().data;
    const inFolder = await f.db
      .select()
      .from(companyDocuments)
      .where(
        ofCompany(
          companyDocuments,
          f.a.company.id,
          eq(companyDocuments.folderId, folder.id),
          isNull(companyDocuments.deletedAt),
          eq(companyDocuments.origin, "library"),
        ),
      );
    const [moved] = inFolder;
    if (!moved) throw new Error("the folder has documents");
    await f.db
      .update(companyDocuments)
      .set({ folderId: sub._id })
      .where(and(eq(companyDocuments.id, moved.id), eq(companyDocuments.companyId, f.a.company.id)));
    await h.save(moved.id, "<p>Edited in the subfolder</p>");
    const own = await ownDocument("Our folder test", folder.id);
    const reply = await h.post("user/restore/selectedfolder", { folderId: folder.id });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentRestored,
      data: { restored: inFolder.length, skipped: 1 },
    });
    expect((await h.stored(moved.id)).content).toBe(await masterContent(moved.templateId ?? ""));
    expect((await h.stored(own._id)).version).toBe(1);
  });

  it("answers another company's folder with 404", async () => {
    const [folder] = await f.foldersOf(f.b.company.id);
    expect((await h.post("user/restore/selectedfolder", { folderId: folder?.id })).statusCode).toBe(404);
    expect((await h.post("user/restore/selectedfolder", { folderId: "nope" })).statusCode).toBe(404);
  });
});
