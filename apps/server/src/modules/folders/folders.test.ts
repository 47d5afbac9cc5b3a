import { messages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { companyDocuments } from "../documents/tables";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { companyFolders } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const create = (folderName: unknown, token = f.ownerA) => f.post(token, "user/createfolder", { folderName });

describe("POST /user/createfolder and /user/createsubfolder", () => {
  it("creates a top-level folder after the filled ones, and a sub-folder inside it", async () => {
    const reply = await create("  Local procedures ");
    expect(reply.statusCode).toBe(200);
    const folder = reply.json().data;
    expect(reply.json()).toMatchObject({ status: 1, response: messages.folderCreated });
    expect(folder).toMatchObject({
      folderName: "Local procedures",
      parentId: null,
      colour: null,
      folderCount: 0,
      documentCount: 0,
      createdBy: f.a.owner.id,
    });
    const filled = await f.foldersOf(f.a.company.id);
    expect(folder.position).toBe(
      Math.max(...filled.filter((x) => !x.parentId && x.id !== folder._id).map((x) => x.position)) + 1,
    );

    const sub = await f.post(f.ownerA, "user/createsubfolder", {
      folderName: "Night staff",
      parentId: folder._id,
    });
    expect(sub.json()).toMatchObject({
      status: 1,
      response: messages.folderCreated,
      data: { parentId: folder._id, position: 0 },
    });
    const [audit] = await f.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, sub.json().data._id), eq(auditEvents.action, "folder.created")));
    expect(audit).toMatchObject({ companyId: f.a.company.id, actorUserId: f.a.owner.id });
  });

  it("requires a folder name", async () => {
    for (const name of ["", "   ", null, undefined]) {
      const reply = await create(name);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ status: 0, response: messages.enterFolderName });
    }
    expect((await create("x".repeat(201))).json().response).toBe(messages.folderNameTooLong);
  });

  it("answers 404 for a parent that is another company's, in the bin or not an id", async () => {
    const [other] = await f.foldersOf(f.b.company.id);
    for (const parentId of [other?.id, "nope", "00000000-0000-4000-8000-000000000000"]) {
      const reply = await f.post(f.ownerA, "user/createsubfolder", { folderName: "X", parentId });
      expect(reply.statusCode).toBe(404);
    }
  });
});

describe("POST /user/editFolder and /user/foldericon/colour/update", () => {
  it("renames a folder and sets its icon colour", async () => {
    const [folder] = await f.foldersOf(f.a.company.id);
    const renamed = await f.post(f.ownerA, "user/editFolder", {
      folderName: "Governance (ours)",
      folderId: folder?.id,
    });
    expect(renamed.json()).toMatchObject({
      status: 1,
      response: messages.folderUpdated,
      data: { folderName: "Governance (ours)" },
    });
    const coloured = await f.post(f.ownerA, "user/foldericon/colour/update", {
      colour: "#1C7ED6",
      id: folder?.id,
    });
    expect(coloured.json()).toMatchObject({
      status: 1,
      response: messages.folderUpdated,
      data: { colour: "#1c7ed6" },
    });
    const bad = await f.post(f.ownerA, "user/foldericon/colour/update", { colour: "red;", id: folder?.id });
    expect(bad.json()).toMatchObject({ status: 0, response: messages.colourInvalid });
    expect(
      (await f.post(f.ownerA, "user/editFolder", { folderName: "", folderId: folder?.id })).json().response,
    ).toBe(messages.enterFolderName);
  });

  it("keeps the library key when renamed, so a later fill does not duplicate the folder", async () => {
    const folders = await f.foldersOf(f.a.company.id);
    expect(folders.every((x) => x.originPath === null || x.createdBy === null)).toBe(true);
    const before = folders.length;
    const { fillCompanyLibrary } = await import("../library/fill");
    await fillCompanyLibrary(f.db, {
      companyId: f.a.company.id,
      packageIds: [f.ids.packageId("care-home-wales")],
      templateIds: [],
    });
    expect((await f.foldersOf(f.a.company.id)).length).toBe(before);
  });
});

describe("POST /user/getFoldersList and /user/getSubFoldersList", () => {
  it("lists the top-level folders in library order with their counts", async () => {
    const reply = await f.post(f.ownerA, "user/getFoldersList", {});
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    const stored = (await f.foldersOf(f.a.company.id)).filter((x) => !x.parentId);
    expect(body.total).toBe(stored.length);
    expect(body.list.map((x: { _id: string }) => x._id)).toEqual(stored.map((x) => x.id));
    const docs = await f.documentsOf(f.a.company.id);
    const first = body.list[0];
    expect(first.documentCount).toBe(docs.filter((d) => d.folderId === first._id).length);
    expect(body.files).toEqual([]);
    const byName = (await f.post(f.ownerA, "user/getFoldersList", { sort: "desc" }))
      .json()
      .list.map((x: { folderName: string }) => x.folderName);
    expect(byName).toEqual(
      [...byName].sort((x: string, y: string) => y.toLowerCase().localeCompare(x.toLowerCase())),
    );
    expect((await f.post(f.ownerA, "user/getFoldersList", { sort: "sideways" })).statusCode).toBe(200);
  });

  it("opens a folder: its path, sub-folders and a page of its documents (10 by default)", async () => {
    const top = (await create("Parent")).json().data;
    const child = (
      await f.post(f.ownerA, "user/createsubfolder", { folderName: "Child", parentId: top._id })
    ).json().data;
    for (let n = 0; n < 12; n += 1) {
      await f.post(f.ownerA, "user/createFile", {
        folderId: child._id,
        fileName: `Doc ${String(n).padStart(2, "0")}`,
      });
    }
    const reply = await f.post(f.ownerA, "user/getSubFoldersList", { folderId: child._id, sort: "asc" });
    const body = reply.json();
    expect(body).toMatchObject({ status: 1, total: 12 });
    expect(body.list).toHaveLength(10);
    expect(body.list[0]).toMatchObject({ name: "Doc 00", folderId: child._id, folderName: "Child" });
    expect(body.data.path).toEqual([
      { _id: top._id, folderName: "Parent" },
      { _id: child._id, folderName: "Child" },
    ]);
    const parent = (await f.post(f.ownerA, "user/getSubFoldersList", { folderId: top._id })).json();
    expect(parent.data.folders).toMatchObject([{ _id: child._id, documentCount: 12, folderCount: 0 }]);
    const page2 = (
      await f.post(f.ownerA, "user/getSubFoldersList", {
        folderId: child._id,
        sort: "asc",
        skip: 10,
        limit: 500,
      })
    ).json();
    expect(page2.list.map((d: { name: string }) => d.name)).toEqual(["Doc 10", "Doc 11"]);
    const published = (
      await f.post(f.ownerA, "user/getSubFoldersList", { folderId: child._id, status: "published" })
    ).json();
    expect(published.total).toBe(0);
  });
});

describe("POST /user/deleteFolder", () => {
  it("moves the folder, its sub-folders and their documents to the bin", async () => {
    const top = (await create("To delete")).json().data;
    const child = (
      await f.post(f.ownerA, "user/createsubfolder", { folderName: "Inner", parentId: top._id })
    ).json().data;
    const doc = (
      await f.post(f.ownerA, "user/createFile", { folderId: child._id, fileName: "Inner doc" })
    ).json().data;
    const reply = await f.post(f.ownerA, "user/deleteFolder", { folderId: top._id });
    expect(reply.json()).toMatchObject({ status: 1, response: messages.folderDeleted });
    const [folder] = await f.db.select().from(companyFolders).where(eq(companyFolders.id, child._id));
    expect(folder?.deletedAt).not.toBeNull();
    expect(folder?.deletedVia).toBe(top._id);
    const [document] = await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, doc._id));
    expect(document).toMatchObject({ deletedVia: top._id, deletedBy: f.a.owner.id });
    expect((await f.post(f.ownerA, "user/deleteFolder", { folderId: top._id })).statusCode).toBe(404);
    expect((await f.post(f.ownerA, "user/getSubFoldersList", { folderId: child._id })).statusCode).toBe(404);
  });
});
