import { messages, permissions } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { companyDocuments, documentVersions } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const copy = (payload: object, token = f.ownerA) => f.post(token, "user/share-like/copy", payload);

describe("POST /user/share-like/copy", () => {
  it("starts a new document from one of the company's, with its wording, header, footer and values", async () => {
    const [source] = await f.documentsOf(f.a.company.id);
    const [, folder] = await f.foldersOf(f.a.company.id);
    if (!source || !folder) throw new Error("the fixture has no documents");
    await f.db
      .update(companyDocuments)
      .set({
        header: "<p>Head</p>",
        footer: "<p>Foot</p>",
        variables: { company: "Copy Care" },
        format: "landscape",
      })
      .where(eq(companyDocuments.id, source.id));

    const reply = await copy({
      fileId: source.id,
      folderId: folder.id,
      fileName: " Our copy ",
      policyNumber: "C-1",
    });
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data;
    expect(reply.json()).toMatchObject({ status: 1, response: messages.documentCreated });
    expect(data).toMatchObject({
      name: "Our copy",
      policyNumber: "C-1",
      folderId: folder.id,
      format: "landscape",
      version: 1,
      createdBy: f.a.owner.id,
      updateAvailable: false,
    });
    expect(data._id).not.toBe(source.id);
    const [row] = await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, data._id));
    expect(row).toMatchObject({
      content: source.content,
      header: "<p>Head</p>",
      footer: "<p>Foot</p>",
      variables: { company: "Copy Care" },
      origin: "company",
      companyId: f.a.company.id,
    });
    const versions = await f.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, data._id));
    expect(versions).toMatchObject([
      { version: 1, source: "copy", content: source.content, header: "<p>Head</p>" },
    ]);
    const [audit] = await f.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, data._id), eq(auditEvents.action, "document.copied")));
    expect(audit?.detail).toMatchObject({ copiedFrom: source.id });
    // The source is unchanged.
    const [after] = await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, source.id));
    expect(after?.version).toBe(source.version);
  });

  it("takes the orientation sent, and puts the copy at the top level without a folder", async () => {
    const [source] = await f.documentsOf(f.a.company.id);
    const reply = await copy({ fileId: source?.id, fileName: "Top copy", format: "portrait" });
    expect(reply.json().data).toMatchObject({ folderId: null, format: "potrait", policyNumber: "" });
  });

  it("needs a file name", async () => {
    const [source] = await f.documentsOf(f.a.company.id);
    const reply = await copy({ fileId: source?.id, fileName: "  " });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 0, response: messages.enterFileName });
  });

  it("answers 404 for another company's document or folder, or no id at all", async () => {
    const [theirs] = await f.documentsOf(f.b.company.id);
    const [theirFolder] = await f.foldersOf(f.b.company.id);
    const [mine] = await f.documentsOf(f.a.company.id);
    const before = (await f.documentsOf(f.a.company.id)).length;
    for (const payload of [
      { fileId: theirs?.id, fileName: "Stolen" },
      { fileId: mine?.id, folderId: theirFolder?.id, fileName: "Misplaced" },
      { fileId: "not-an-id", fileName: "Nothing" },
    ]) {
      const reply = await copy(payload);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ status: 0, response: messages.notFound });
    }
    expect((await f.documentsOf(f.a.company.id)).length).toBe(before);
  });

  it("needs Can add new doc for a staff user; employees are refused", async () => {
    const [source] = await f.documentsOf(f.a.company.id);
    const reader = await f.person("user", [permissions.documents]);
    const writer = await f.person("user", [permissions.documents, permissions.addDocument]);
    const employee = await f.person("employee", [permissions.documents]);
    expect((await copy({ fileId: source?.id, fileName: "No" }, reader.token)).statusCode).toBe(403);
    expect((await copy({ fileId: source?.id, fileName: "No" }, employee.token)).statusCode).toBe(403);
    const made = await copy({ fileId: source?.id, fileName: "Yes" }, writer.token);
    expect(made.statusCode).toBe(200);
    expect(made.json().data.createdBy).toBe(writer.user.id);
  });
});

describe("list items name their creator", () => {
  it("carries createdBy in folder lists: null for the library's, the user for the company's own", async () => {
    const [folder] = await f.foldersOf(f.a.company.id);
    const made = await f.post(f.ownerA, "user/createFile", { fileName: "Mine", folderId: folder?.id });
    const list = (
      await f.post(f.ownerA, "user/getSubFoldersList", { folderId: folder?.id, limit: 100 })
    ).json().list as { _id: string; createdBy: string | null }[];
    expect(list.find((item) => item._id === made.json().data._id)?.createdBy).toBe(f.a.owner.id);
    expect(list.some((item) => item.createdBy === null)).toBe(true);
  });
});
