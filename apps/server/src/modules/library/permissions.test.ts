import { permissions as p } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import type { SessionUser } from "../accounts/sessions";
import { can, type LibraryAction } from "./access";
import { type LibraryFixture, libraryFixture } from "./test-support";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const session = (role: SessionUser["role"], permissions: string[], userId = "me"): SessionUser => ({
  sessionId: "s",
  userId,
  companyId: "c",
  role,
  permissions,
  email: "x@example.test",
  subdomain: null,
  expiresAt: new Date(),
  secondFactor: false,
  packageFacts: [],
});
const mine = { createdBy: "me" };
const others = { createdBy: "someone else" };
const library = { createdBy: null };

describe("the permission table (spec 000 §6, spec 001 §6)", () => {
  const read = [p.documents];
  const cases: [string, SessionUser, LibraryAction, { createdBy: string | null } | undefined, boolean][] = [
    ["the owner may do anything", session("company", []), "deleteFolder", others, true],
    ["an employee may do nothing", session("employee", [p.documents]), "read", undefined, false],
    ["a platform admin may do nothing here", session("admin", []), "read", undefined, false],
    ["staff need Documents to read", session("user", []), "read", undefined, false],
    ["Documents lets staff read", session("user", read), "read", undefined, true],
    ["Manage users lets staff read", session("user", [p.manageUsers]), "read", undefined, true],
    ["every action needs read", session("user", [p.addDocument]), "createDocument", undefined, false],
    [
      "Can add new doc creates documents",
      session("user", [...read, p.addDocument]),
      "createDocument",
      undefined,
      true,
    ],
    ["no Can add new doc, no documents", session("user", read), "createDocument", undefined, false],
    [
      "Can add folder creates folders",
      session("user", [...read, p.addFolder]),
      "createFolder",
      undefined,
      true,
    ],
    [
      "no Can add folder, no folders",
      session("user", [...read, p.addDocument]),
      "createFolder",
      undefined,
      false,
    ],
    ["staff edit their own documents", session("user", read), "editDocument", mine, true],
    ["not others' documents", session("user", read), "editDocument", others, false],
    ["nor the library's", session("user", read), "editDocument", library, false],
    [
      "Can edit all edits others' documents",
      session("user", [...read, p.editAll]),
      "editDocument",
      library,
      true,
    ],
    ["Can edit all edits others' folders", session("user", [...read, p.editAll]), "editFolder", others, true],
    ["staff rename their own folders", session("user", read), "editFolder", mine, true],
    ["not others' folders", session("user", read), "editFolder", library, false],
    ["Can delete any doc", session("user", [...read, p.deleteAnyDocument]), "deleteDocument", library, true],
    [
      "Can delete only doc they create: own",
      session("user", [...read, p.deleteOwnDocuments]),
      "deleteDocument",
      mine,
      true,
    ],
    [
      "Can delete only doc they create: others'",
      session("user", [...read, p.deleteOwnDocuments]),
      "deleteDocument",
      others,
      false,
    ],
    ["no delete permission, no delete", session("user", [...read, p.editAll]), "deleteDocument", mine, false],
    ["Can delete any folder", session("user", [...read, p.deleteAnyFolder]), "deleteFolder", library, true],
    [
      "Can delete any folder: own too",
      session("user", [...read, p.deleteAnyFolder]),
      "deleteFolder",
      mine,
      true,
    ],
    [
      "Can delete only folder they created: own",
      session("user", [...read, p.deleteOwnFolders]),
      "deleteFolder",
      mine,
      true,
    ],
    [
      "Can delete only folder they created: others'",
      session("user", [...read, p.deleteOwnFolders]),
      "deleteFolder",
      others,
      false,
    ],
    [
      "Can delete folder created by other: others'",
      session("user", [...read, p.deleteFoldersOfOthers]),
      "deleteFolder",
      library,
      true,
    ],
    [
      "Can delete folder created by other: not own",
      session("user", [...read, p.deleteFoldersOfOthers]),
      "deleteFolder",
      mine,
      false,
    ],
    ["the bin needs deleted-documents", session("user", [...read, p.bin]), "bin", undefined, true],
    ["or Manage users", session("user", [p.manageUsers]), "bin", undefined, true],
    ["Documents alone does not open the bin", session("user", read), "bin", undefined, false],
  ];
  it.each(cases)("%s", (_name, user, action, record, allowed) => {
    expect(can(user, action, record)).toBe(allowed);
  });
});

describe("the rules enforced through the calls", () => {
  const staff = (...permissions: string[]) => f.person("user", permissions);
  const libraryDocument = async () =>
    (await f.documentsOf(f.a.company.id)).find((d) => d.origin === "library");
  const libraryFolder = async () => (await f.foldersOf(f.a.company.id)).find((x) => x.createdBy === null);

  it("staff without Documents, and employees, get 403 on every call", async () => {
    const [doc] = await f.documentsOf(f.a.company.id);
    const calls: [string, object][] = [
      ["user/getFoldersList", {}],
      ["user/get-view-content", { fileId: doc?.id }],
      ["user/createfolder", { folderName: "No" }],
      ["user/createFile", { fileName: "No" }],
      ["user/document/search", { search: "care" }],
      ["user/documents/deleted-list", {}],
    ];
    for (const who of [await staff(p.addDocument, p.addFolder), await f.person("employee", [p.documents])]) {
      for (const [url, payload] of calls) {
        const reply = await f.post(who.token, url, payload);
        expect(reply.statusCode, url).toBe(403);
      }
      expect((await f.get(who.token, "user/needreview/documents")).statusCode).toBe(403);
    }
  });

  it("Documents reads; creating needs Can add new doc / Can add folder", async () => {
    const reader = await staff(p.documents);
    const doc = await libraryDocument();
    expect((await f.post(reader.token, "user/getFoldersList")).statusCode).toBe(200);
    expect((await f.post(reader.token, "user/get-view-content", { fileId: doc?.id })).statusCode).toBe(200);
    expect((await f.post(reader.token, "user/createFile", { fileName: "No" })).statusCode).toBe(403);
    expect((await f.post(reader.token, "user/createfolder", { folderName: "No" })).statusCode).toBe(403);
    const writer = await staff(p.documents, p.addDocument, p.addFolder);
    expect((await f.post(writer.token, "user/createFile", { fileName: "Yes" })).statusCode).toBe(200);
    expect((await f.post(writer.token, "user/createfolder", { folderName: "Yes" })).statusCode).toBe(200);
  });

  it("staff edit what they created; Can edit all folder, docs and files edits everything else", async () => {
    const author = await staff(p.documents, p.addDocument, p.addFolder);
    const own = (await f.post(author.token, "user/createFile", { fileName: "Mine" })).json().data;
    const ownFolder = (await f.post(author.token, "user/createfolder", { folderName: "Mine" })).json().data;
    const doc = await libraryDocument();
    const folder = await libraryFolder();
    expect(
      (await f.post(author.token, "user/savecontent", { fileId: own._id, content: "<p>x</p>", version: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await f.post(author.token, "user/editFolder", { folderId: ownFolder._id, folderName: "Mine 2" }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await f.post(author.token, "user/savecontent", {
          fileId: doc?.id,
          content: "<p>x</p>",
          version: doc?.version,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await f.post(author.token, "user/editFile", { fileId: doc?.id, fileName: "Taken" })).statusCode,
    ).toBe(403);
    expect((await f.post(author.token, "user/documents/review", { fileId: doc?.id })).statusCode).toBe(403);
    expect(
      (await f.post(author.token, "user/editFolder", { folderId: folder?.id, folderName: "Taken" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await f.post(author.token, "user/foldericon/colour/update", { id: folder?.id, colour: "#000" }))
        .statusCode,
    ).toBe(403);
    const editor = await staff(p.documents, p.editAll);
    expect(
      (await f.post(editor.token, "user/savecontent", { fileId: own._id, content: "<p>y</p>", version: 2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await f.post(editor.token, "user/editFolder", { folderId: folder?.id, folderName: folder?.name }))
        .statusCode,
    ).toBe(200);
    expect((await f.post(editor.token, "user/documents/review", { fileId: doc?.id })).statusCode).toBe(200);
  });

  it("deleting documents: any doc, or only doc they create", async () => {
    const author = await staff(p.documents, p.addDocument, p.deleteOwnDocuments);
    const own = (await f.post(author.token, "user/createFile", { fileName: "Deletable" })).json().data;
    const doc = await libraryDocument();
    expect((await f.post(author.token, "user/deleteFile", { fileId: doc?.id })).statusCode).toBe(403);
    expect(
      (await f.post(author.token, "company/update-bulk-files", { files: [doc?.id], actiontype: "deleted" }))
        .statusCode,
    ).toBe(403);
    expect((await f.post(author.token, "user/deleteFile", { fileId: own._id })).statusCode).toBe(200);
    const plain = await staff(p.documents, p.addDocument);
    const kept = (await f.post(plain.token, "user/createFile", { fileName: "Kept" })).json().data;
    expect((await f.post(plain.token, "user/deleteFile", { fileId: kept._id })).statusCode).toBe(403);
    const any = await staff(p.documents, p.deleteAnyDocument);
    expect((await f.post(any.token, "user/deleteFile", { fileId: kept._id })).statusCode).toBe(200);
  });

  it("deleting folders: any folder, only folder they created, folder created by other", async () => {
    const author = await staff(p.documents, p.addFolder, p.deleteOwnFolders);
    const own = (await f.post(author.token, "user/createfolder", { folderName: "Own folder" })).json().data;
    const folders = await f.foldersOf(f.a.company.id);
    const [first, second] = folders.filter((x) => x.createdBy === null);
    expect((await f.post(author.token, "user/deleteFolder", { folderId: first?.id })).statusCode).toBe(403);
    const othersOnly = await staff(p.documents, p.addFolder, p.deleteFoldersOfOthers);
    const theirOwn = (await f.post(othersOnly.token, "user/createfolder", { folderName: "Their own" })).json()
      .data;
    expect((await f.post(othersOnly.token, "user/deleteFolder", { folderId: theirOwn._id })).statusCode).toBe(
      403,
    );
    expect((await f.post(othersOnly.token, "user/deleteFolder", { folderId: own._id })).statusCode).toBe(200);
    expect((await f.post(othersOnly.token, "user/deleteFolder", { folderId: first?.id })).statusCode).toBe(
      200,
    );
    const author2 = await staff(p.documents, p.addFolder, p.deleteOwnFolders);
    const own2 = (await f.post(author2.token, "user/createfolder", { folderName: "Own folder 2" })).json()
      .data;
    expect((await f.post(author2.token, "user/deleteFolder", { folderId: own2._id })).statusCode).toBe(200);
    const any = await staff(p.documents, p.deleteAnyFolder);
    expect((await f.post(any.token, "user/deleteFolder", { folderId: second?.id })).statusCode).toBe(200);
  });

  it("the bin needs deleted-documents (or Manage users); deleting for good needs the delete rule too", async () => {
    const owner = f.ownerA;
    const doc = (await f.post(owner, "user/createFile", { fileName: "Binned by owner" })).json().data;
    await f.post(owner, "user/deleteFile", { fileId: doc._id });
    const reader = await staff(p.documents);
    expect((await f.post(reader.token, "user/documents/deleted-list")).statusCode).toBe(403);
    const binUser = await staff(p.documents, p.bin);
    expect((await f.post(binUser.token, "user/documents/deleted-list")).statusCode).toBe(200);
    const purge = { delData: [doc._id], collection_type: "userfiles" };
    expect((await f.post(binUser.token, "user/documents/delete/permanently", purge)).statusCode).toBe(403);
    expect(
      (await f.post(binUser.token, "user/documents/restore", { id: doc._id, collection_type: "userfiles" }))
        .statusCode,
    ).toBe(200);
    await f.post(owner, "user/deleteFile", { fileId: doc._id });
    const purger = await staff(p.documents, p.bin, p.deleteAnyDocument);
    expect((await f.post(purger.token, "user/documents/delete/permanently", purge)).statusCode).toBe(200);
  });

  it("refuses a userId in the payload that is not the caller's", async () => {
    const reply = await f.post(f.ownerA, "user/getFoldersList", { userId: f.b.owner.id });
    expect(reply.statusCode).toBe(403);
    expect((await f.post(f.ownerA, "user/getFoldersList", { userId: f.a.owner.id })).statusCode).toBe(200);
  });
});
