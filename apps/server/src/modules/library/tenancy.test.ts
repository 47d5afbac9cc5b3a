import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "./test-support";

let t: TestApp;
let f: LibraryFixture;
let theirs: {
  folder: string;
  document: string;
  binnedDocument: string;
  binnedFolder: string;
  template: string;
};

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  const [folder, binnedFolder] = await f.foldersOf(f.b.company.id);
  const [document, binnedDocument] = await f.documentsOf(f.b.company.id);
  await f.post(f.ownerB, "user/deleteFile", { fileId: binnedDocument?.id });
  await f.post(f.ownerB, "user/deleteFolder", { folderId: binnedFolder?.id });
  theirs = {
    folder: folder?.id ?? "",
    document: document?.id ?? "",
    binnedDocument: binnedDocument?.id ?? "",
    binnedFolder: binnedFolder?.id ?? "",
    template: document?.templateId ?? "",
  };
});
afterAll(() => t.close());

describe("another company's ids answer 404 on every call", () => {
  const calls = (): [string, object][] => [
    ["user/createsubfolder", { folderName: "X", parentId: theirs.folder }],
    ["user/editFolder", { folderName: "X", folderId: theirs.folder }],
    ["user/deleteFolder", { folderId: theirs.folder }],
    ["user/getSubFoldersList", { folderId: theirs.folder }],
    ["user/foldericon/colour/update", { colour: "#123456", id: theirs.folder }],
    ["user/createFile", { fileName: "X", folderId: theirs.folder }],
    ["user/createFile", { fileName: "X", templateId: theirs.template }],
    ["user/editFile", { fileId: theirs.document, fileName: "X" }],
    ["user/deleteFile", { fileId: theirs.document }],
    ["user/get-view-content", { fileId: theirs.document }],
    ["user/updatecontent", { fileId: theirs.document, variables: {} }],
    ["user/savecontent", { fileId: theirs.document, content: "<p>x</p>", version: 1 }],
    ["user/file/edit/orientation", { fileId: theirs.document, orientationType: "landscape" }],
    ["user/headerfooter", { fileId: theirs.document, header: "<p>x</p>" }],
    ["user/document/version/restore", { fileId: theirs.document, version: 1 }],
    ["user/document/search", { search: "care", clickedFolderId: theirs.folder }],
    ["user/documents/review", { fileId: theirs.document }],
    ["user/documents/bulkreview", { files: [theirs.document] }],
    ["user/documents/restore", { id: theirs.binnedDocument, collection_type: "userfiles" }],
    ["user/documents/restore", { id: theirs.binnedFolder, collection_type: "folders" }],
    ["user/documents/delete/permanently", { delData: [theirs.binnedDocument], collection_type: "userfiles" }],
    ["user/documents/delete/permanently", { delData: [theirs.binnedFolder], collection_type: "folders" }],
    ...["overwritten", "published", "unpublished", "deleted", "review"].map(
      (actiontype): [string, object] => [
        "company/update-bulk-files",
        { files: [theirs.document], actiontype },
      ],
    ),
  ];

  it("POST calls", async () => {
    for (const [url, payload] of calls()) {
      const reply = await f.post(f.ownerA, url, payload);
      expect(reply.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(404);
    }
  });

  it("GET calls", async () => {
    for (const url of [
      `user/document/update_notes/list?fileId=${theirs.document}`,
      `user/document/version/view?fileId=${theirs.document}&version=1`,
    ]) {
      expect((await f.get(f.ownerA, url)).statusCode, url).toBe(404);
    }
  });

  it("nothing of theirs changed", async () => {
    const [document] = (await f.documentsOf(f.b.company.id)).filter((d) => d.id === theirs.document);
    expect(document).toMatchObject({ version: 1, statusType: "unpublished", format: "potrait" });
    expect((await f.foldersOf(f.b.company.id)).find((x) => x.id === theirs.folder)?.colour).toBeNull();
  });

  it("lists never show their records", async () => {
    const mine = new Set((await f.documentsOf(f.a.company.id)).map((d) => d.id));
    const lists = [
      (await f.post(f.ownerA, "user/get-document-lists", { limit: 100 })).json().list,
      (await f.post(f.ownerA, "user/document/recently-updated", { limit: 100 })).json().list,
      (await f.post(f.ownerA, "user/document/search", { search: "policy", limit: 100 })).json().list,
      (await f.get(f.ownerA, "user/uptodate/documents?limit=100")).json().list,
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(mine.has(item._id)).toBe(true);
    }
    const folders = (await f.post(f.ownerA, "user/getFoldersList"))
      .json()
      .list.map((x: { _id: string }) => x._id);
    expect(folders).not.toContain(theirs.folder);
    expect((await f.post(f.ownerA, "user/documents/deleted-list")).json().total).toBe(0);
  });
});
