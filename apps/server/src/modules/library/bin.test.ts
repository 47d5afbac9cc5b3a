import { messages } from "@cloudoc/contract";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { companyDocuments, documentVersions } from "../documents/tables";
import { companyFolders } from "../folders/tables";
import { type LibraryFixture, libraryFixture } from "./test-support";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const list = (payload: object = {}, token = f.ownerA) => post("user/documents/deleted-list", payload, token);
const folder = async (folderName: string, parentId?: string) =>
  (await post(parentId ? "user/createsubfolder" : "user/createfolder", { folderName, parentId })).json().data
    ._id as string;
const file = async (fileName: string, folderId?: string) =>
  (await post("user/createFile", { fileName, folderId })).json().data._id as string;

describe("POST /user/documents/deleted-list", () => {
  it("answers status 2 when the bin is empty", async () => {
    expect((await list()).json()).toEqual({
      status: 2,
      response: messages.noRecordsFound,
      list: [],
      total: 0,
    });
  });

  it("lists what was deleted on its own, newest deletion first, by collection type", async () => {
    const top = await folder("Binned folder");
    await file("Inside", top);
    const loose = await file("Loose file");
    await post("user/deleteFile", { fileId: loose });
    await post("user/deleteFolder", { folderId: top });
    const body = (await list()).json();
    expect(body).toMatchObject({ status: 1, total: 2 });
    expect(body.list).toMatchObject([
      {
        _id: top,
        collection_type: "folders",
        name: "Binned folder",
        itemCount: 1,
        deletedBy: `${f.a.owner.firstname} ${f.a.owner.lastname}`,
      },
      { _id: loose, collection_type: "userfiles", name: "Loose file", itemCount: 0 },
    ]);
    expect(
      (await list({ collection_type: "userfiles" })).json().list.map((x: { _id: string }) => x._id),
    ).toEqual([loose]);
    expect(
      (await list({ collection_type: "folders" })).json().list.map((x: { _id: string }) => x._id),
    ).toEqual([top]);
    expect((await list({ order: "asc" })).json().list[0]._id).toBe(loose);
    expect((await list({ field: "name", order: "asc" })).json().list[0]._id).toBe(top);
    expect((await list({ search: "loose" })).json().total).toBe(1);
    expect((await list({}, f.ownerB)).json().status).toBe(2);
  });

  it("pages 25 at a time", async () => {
    const made = [];
    for (let n = 0; n < 26; n += 1) made.push(await file(`Paged ${n}`));
    await post("company/update-bulk-files", { files: made, actiontype: "deleted" });
    const first = (await list({ collection_type: "userfiles" })).json();
    expect(first.list).toHaveLength(25);
    expect(first.total).toBeGreaterThanOrEqual(26);
  });
});

describe("POST /user/documents/restore", () => {
  it("restores a folder with its sub-folders and documents, but not what was binned before it", async () => {
    const top = await folder("Restorable");
    const inner = await folder("Restorable inner", top);
    const a = await file("Restorable A", top);
    const b = await file("Restorable B", inner);
    const earlier = await file("Binned earlier", top);
    await post("user/deleteFile", { fileId: earlier });
    await post("user/deleteFolder", { folderId: top });
    const reply = await post("user/documents/restore", { id: top, collection_type: "folders" });
    expect(reply.json()).toMatchObject({ status: 1, response: messages.folderRestored });
    const folders = await f.db
      .select()
      .from(companyFolders)
      .where(inArray(companyFolders.id, [top, inner]));
    expect(folders.every((x) => x.deletedAt === null && x.deletedVia === null)).toBe(true);
    const documents = await f.db
      .select()
      .from(companyDocuments)
      .where(inArray(companyDocuments.id, [a, b, earlier]));
    const state = Object.fromEntries(documents.map((d) => [d.id, d.deletedAt === null]));
    expect(state).toEqual({ [a]: true, [b]: true, [earlier]: false });
    const opened = (await post("user/getSubFoldersList", { folderId: inner })).json();
    expect(opened.list.map((d: { _id: string }) => d._id)).toEqual([b]);
    const [audit] = await f.db.select().from(auditEvents).where(eq(auditEvents.action, "folder.restored"));
    expect(audit?.detail).toMatchObject({ documents: 2, folders: 1 });
  });

  it("restores a file, to the top level when its folder is still in the bin", async () => {
    const top = await folder("Gone");
    const doc = await file("Kept", top);
    await post("user/deleteFile", { fileId: doc });
    await post("user/deleteFolder", { folderId: top });
    const reply = await post("user/documents/restore", { id: doc, collection_type: "userfiles" });
    expect(reply.json()).toMatchObject({ status: 1, response: messages.documentRestored });
    const [row] = await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, doc));
    expect(row).toMatchObject({ deletedAt: null, folderId: null });
  });

  it("answers 404 for an item of another collection, not in the bin, or inside a binned folder", async () => {
    const top = await folder("Wrong type");
    const inside = await file("Wrong type inside", top);
    await post("user/deleteFolder", { folderId: top });
    expect((await post("user/documents/restore", { id: top, collection_type: "userfiles" })).statusCode).toBe(
      404,
    );
    expect(
      (await post("user/documents/restore", { id: inside, collection_type: "userfiles" })).statusCode,
    ).toBe(404);
    const live = await file("Live");
    expect(
      (await post("user/documents/restore", { id: live, collection_type: "userfiles" })).statusCode,
    ).toBe(404);
    expect((await post("user/documents/restore", { id: top })).json().response).toBe(
      messages.collectionTypeInvalid,
    );
  });
});

describe("POST /user/documents/delete/permanently", () => {
  it("asks for the collection type", async () => {
    const doc = await file("Needs type");
    await post("user/deleteFile", { fileId: doc });
    const reply = await post("user/documents/delete/permanently", { delData: [doc] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.collectionTypeInvalid);
  });

  it("removes binned files with their versions", async () => {
    const doc = await file("Purge me");
    await post("user/deleteFile", { fileId: doc });
    const reply = await post("user/documents/delete/permanently", {
      delData: doc,
      collection_type: "userfiles",
    });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.successfullyDeleted,
      data: { ids: [doc] },
    });
    expect(await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, doc))).toEqual([]);
    expect(await f.db.select().from(documentVersions).where(eq(documentVersions.documentId, doc))).toEqual(
      [],
    );
  });

  it("removes a binned folder with what went with it; what was binned before stays in the bin", async () => {
    const top = await folder("Purge folder");
    const inner = await folder("Purge inner", top);
    const withIt = await file("Went with it", inner);
    const before = await file("Binned before", top);
    await post("user/deleteFile", { fileId: before });
    await post("user/deleteFolder", { folderId: top });
    const reply = await post("user/documents/delete/permanently", {
      delData: [top],
      collection_type: "folders",
    });
    expect(reply.json()).toMatchObject({ status: 1, response: messages.successfullyDeleted });
    expect(
      await f.db
        .select()
        .from(companyFolders)
        .where(inArray(companyFolders.id, [top, inner])),
    ).toEqual([]);
    expect(await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, withIt))).toEqual([]);
    const [kept] = await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, before));
    expect(kept).toMatchObject({ folderId: null });
    expect(kept?.deletedAt).not.toBeNull();
    expect((await list({ collection_type: "userfiles", search: "Binned before" })).json().total).toBe(1);
  });

  it("removes only the company's own rows: any other id, or one not in the bin, deletes nothing", async () => {
    const mine = await file("Mine to purge");
    await post("user/deleteFile", { fileId: mine });
    const [theirs] = await f.documentsOf(f.b.company.id);
    await post("user/deleteFile", { fileId: theirs?.id }, f.ownerB);
    const reply = await post("user/documents/delete/permanently", {
      delData: [mine, theirs?.id],
      collection_type: "userfiles",
    });
    expect(reply.statusCode).toBe(404);
    const rows = await f.db
      .select()
      .from(companyDocuments)
      .where(inArray(companyDocuments.id, [mine, theirs?.id ?? ""]));
    expect(rows).toHaveLength(2);
    const live = await file("Not binned");
    expect(
      (await post("user/documents/delete/permanently", { delData: [live], collection_type: "userfiles" }))
        .statusCode,
    ).toBe(404);
  });
});
