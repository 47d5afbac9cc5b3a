import { messages, myFilesMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type MyFilesFixture, myFilesFixture } from "./test-support";

let t: TestApp;
let f: MyFilesFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await myFilesFixture(t);
}, 120_000);
afterAll(() => t.close());

const names = (list: { folderName?: string; fileName?: string }[]) =>
  list.map((item) => item.folderName ?? item.fileName);

describe("folders", () => {
  it("makes folders at the top and inside others, with their path", async () => {
    const reply = await f.post("user/create/myfole/folder", { folderName: "Rotas" });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.newFolderCreated,
      data: { folderName: "Rotas", parent: null, type: "folder" },
    });
    const rotas = reply.json().data;
    const june = await f.folder("June", rotas._id);
    const week = await f.dataOf(
      f.post("user/create/myfole/folder", { folderName: "Week 1", parentId: june._id }),
    );
    expect(week).toMatchObject({ parent: june._id, mainFolder: rotas._id });
    expect(week.root.map((step: { folderName: string }) => step.folderName)).toEqual([
      "Rotas",
      "June",
      "Week 1",
    ]);

    const named = (await f.get("user/myfiles/getFolderName", { id: week._id })).json().data;
    expect(named).toMatchObject({ type: "folder", folderName: "Week 1", mainFolder: rotas._id });
    const sub = (await f.get("user/get/main/subFolder", { folderId: rotas._id })).json();
    expect(names(sub.list)).toEqual(["June"]);
    const top = (await f.get("user/get/main/subFolder")).json();
    expect(names(top.list)).toContain("Rotas");
    const all = (await f.get("user/get/myfiles/folders")).json();
    expect(names(all.list)).toEqual(expect.arrayContaining(["Rotas", "June", "Week 1"]));
    expect(all.list.findIndex((x: { _id: string }) => x._id === rotas._id)).toBeLessThan(
      all.list.findIndex((x: { _id: string }) => x._id === week._id),
    );
  });

  it("asks for a folder name, and a file name when renaming a file", async () => {
    const blank = await f.post("user/create/myfole/folder", { folderName: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().response).toBe(messages.enterFolderName);
    const file = await f.file("Notes");
    const renamed = await f.post("user/myfiles/rename/folder", {
      folderId: file._id,
      type: "file",
      folderName: "",
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().response).toBe(messages.enterFileName);
  });

  it("renames a folder, and a file with type file", async () => {
    const folder = await f.folder("Old name");
    const reply = await f.post("user/myfiles/rename/folder", {
      folderId: folder._id,
      folderName: "New name",
    });
    expect(reply.json()).toMatchObject({
      response: messages.folderUpdated,
      data: { folderName: "New name" },
    });
    const file = await f.file("Draft");
    const renamed = await f.post("user/myfiles/rename/folder", {
      folderId: file._id,
      type: "file",
      folderName: "Final",
    });
    expect(renamed.json()).toMatchObject({ response: messages.fileUpdated, data: { fileName: "Final" } });
  });

  it("lists a folder's folders then files, 25 a page, and searches by name", async () => {
    const box = await f.folder("Paging box");
    await f.folder("Inner", box._id);
    for (let i = 0; i < 26; i += 1) await f.file(`Paged ${String(i).padStart(2, "0")}`, box._id);
    const first = (await f.get("user/get/myfiles", { folderId: box._id })).json();
    expect(first.total).toBe(27);
    expect(first.list).toHaveLength(25);
    expect(first.list[0]).toMatchObject({ type: "folder", folderName: "Inner" });
    expect(first.list[1]).toMatchObject({ type: "file", fileName: "Paged 00" });
    expect(first.folder).toMatchObject({ _id: box._id, folderName: "Paging box" });
    const second = (await f.get("user/get/myfiles", { folderId: box._id, skip: "25" })).json();
    expect(names(second.list)).toEqual(["Paged 24", "Paged 25"]);
    const found = (await f.get("user/get/myfiles", { searchValue: "paged 1" })).json();
    expect(found.total).toBe(10);
    expect((await f.get("user/get/myfiles", { searchValue: "50%_" })).json().total).toBe(0);
  });
});

describe("moving and copying", () => {
  it("moves a file and a folder, and refuses a move without a target or into itself", async () => {
    const from = await f.folder("Move from");
    const to = await f.folder("Move to");
    const file = await f.file("Moving file", from._id);
    const moved = await f.post("user/myfiles/move", { id: to._id, fileId: file._id, type: "file" });
    expect(moved.json()).toMatchObject({ response: myFilesMessages.fileMoved, data: { parentId: to._id } });
    const toTop = await f.post("user/myfiles/move", { id: "root", fileId: file._id });
    expect(toTop.json().data.parentId).toBeNull();
    const none = await f.post("user/myfiles/move", { fileId: file._id });
    expect(none.statusCode).toBe(400);
    expect(none.json().response).toBe(messages.selectFolder);

    const child = await f.folder("Child", from._id);
    const intoChild = await f.post("user/myfile/folder/move", {
      folderId: from._id,
      selectedFolderId: child._id,
    });
    expect(intoChild.statusCode).toBe(400);
    expect(intoChild.json().response).toBe(myFilesMessages.intoItself);
    const targets = (await f.get("user/myfile/allFolders", { folderId: from._id })).json();
    expect(names(targets.list)).toContain("Move to");
    expect(names(targets.list)).not.toContain("Child");
    expect(names(targets.list)).not.toContain("Move from");
    const folderMoved = await f.post("user/myfile/folder/move", {
      folderId: from._id,
      selectedFolderId: to._id,
    });
    expect(folderMoved.json().data).toMatchObject({ parent: to._id, mainFolder: to._id });
    const viaMove = await f.post("user/myfiles/move", { id: "root", fileId: child._id, type: "folder" });
    expect(viaMove.json().data.parent).toBeNull();
    const noTarget = await f.post("user/myfile/folder/copy", { folderId: from._id });
    expect(noTarget.json().response).toBe(messages.selectFolder);
  });

  it("copies a folder with its live folders and files, content included", async () => {
    const source = await f.folder("Copy source");
    const inner = await f.folder("Copy inner", source._id);
    await f.file("Copied file", inner._id);
    const binned = await f.file("Binned file", source._id);
    await f.post("user/myfiles/delete", { id: binned._id, type: "file" });
    const target = await f.folder("Copy target");
    const reply = await f.post("user/myfile/folder/copy", {
      folderId: source._id,
      selectedFolderId: target._id,
    });
    expect(reply.json()).toMatchObject({
      response: myFilesMessages.folderCopied,
      data: { parent: target._id },
    });
    const copy = reply.json().data;
    expect(copy._id).not.toBe(source._id);
    const level = (await f.get("user/get/myfiles", { folderId: copy._id })).json();
    expect(names(level.list)).toEqual(["Copy inner"]);
    const innerCopy = level.list[0]._id;
    expect(innerCopy).not.toBe(inner._id);
    const files = (await f.get("user/get/myfiles", { folderId: innerCopy })).json().list;
    expect(names(files)).toEqual(["Copied file"]);
    const view = (await f.get("user/myfiles/view/file", { fileId: files[0]._id })).json().data;
    expect(view.innerContent).toBe("<p>Copied file text</p>");
  });
});

describe("the bin", () => {
  it("sends a folder to the bin with what is inside, restores it, and deletes it for good", async () => {
    const folder = await f.folder("Bin folder");
    const sub = await f.folder("Bin sub", folder._id);
    const file = await f.file("Bin file", sub._id);
    const binned = await f.post("user/myfiles/delete", { id: folder._id, type: "folder" });
    expect(binned.json()).toMatchObject({ response: messages.folderDeleted, data: { folders: 2, files: 1 } });
    expect((await f.get("user/myfiles/view/file", { fileId: file._id })).statusCode).toBe(404);
    const bin = (await f.get("user/get/myfiles", { bin: "true" })).json();
    expect(names(bin.list)).toContain("Bin folder");
    expect(names(bin.list)).not.toContain("Bin sub");
    const inside = await f.post("user/myfiles/delete", { id: file._id, key: "restore" });
    expect(inside.statusCode).toBe(404);

    const restored = await f.post("user/myfiles/delete", { id: folder._id, type: "folder", key: "restore" });
    expect(restored.json()).toMatchObject({
      response: messages.folderRestored,
      data: { folders: 2, files: 1 },
    });
    expect((await f.get("user/myfiles/view/file", { fileId: file._id })).statusCode).toBe(200);

    const live = await f.post("user/myfiles/delete", { id: folder._id, type: "folder", key: "permanent" });
    expect(live.statusCode).toBe(404);
    await f.post("user/myfiles/delete", { id: folder._id, type: "folder" });
    const purged = await f.post("user/myfiles/delete", { id: folder._id, type: "folder", key: "permanent" });
    expect(purged.json()).toMatchObject({
      response: messages.successfullyDeleted,
      data: { folders: 2, files: 1 },
    });
    expect((await f.post("user/myfiles/delete", { id: file._id, key: "restore" })).statusCode).toBe(404);
  });

  it("restores a file to the top when its folder is gone, and keeps a file binned on its own when its folder is purged", async () => {
    const folder = await f.folder("Gone folder");
    const alone = await f.file("Binned alone", folder._id);
    await f.post("user/myfiles/delete", { id: alone._id, key: "bin" });
    await f.post("user/myfiles/delete", { id: folder._id, type: "folder" });
    await f.post("user/myfiles/delete", { id: folder._id, type: "folder", key: "permanent" });
    const bin = (await f.get("user/get/myfiles", { bin: "true" })).json();
    expect(names(bin.list)).toContain("Binned alone");
    const restored = await f.post("user/myfiles/delete", { id: alone._id, key: "restore" });
    expect(restored.json().response).toBe(messages.documentRestored);
    const top = (await f.get("user/get/myfiles")).json();
    expect(names(top.list)).toContain("Binned alone");
  });
});

describe("privacy", () => {
  it("answers 404 to another user's and another company's folders, and shows them nothing", async () => {
    const mine = await f.folder("Owner's private folder");
    const file = await f.file("Owner's private file", mine._id);
    for (const token of [f.tokens.staffA, f.tokens.ownerB]) {
      const calls = [
        f.get("user/get/myfiles", { folderId: mine._id }, token),
        f.get("user/get/main/subFolder", { folderId: mine._id }, token),
        f.get("user/myfiles/getFolderName", { id: mine._id }, token),
        f.get("user/myfile/allFolders", { folderId: mine._id }, token),
        f.post("user/create/myfole/folder", { folderName: "x", parentId: mine._id }, token),
        f.post("user/myfiles/rename/folder", { folderId: mine._id, folderName: "x" }, token),
        f.post("user/myfiles/move", { id: mine._id, fileId: file._id }, token),
        f.post("user/myfiles/delete", { id: mine._id, type: "folder" }, token),
        f.post("user/myfile/folder/move", { folderId: mine._id, selectedFolderId: "root" }, token),
        f.post("user/myfile/folder/copy", { folderId: mine._id, selectedFolderId: "root" }, token),
      ];
      for (const reply of await Promise.all(calls)) expect(reply.statusCode, reply.body).toBe(404);
      const listed = await f.get("user/get/myfiles/folders", {}, token);
      expect(names(listed.json().list)).not.toContain("Owner's private folder");
      const searched = await f.get("user/get/myfiles", { searchValue: "private" }, token);
      expect(searched.json().total).toBe(0);
    }
  });

  it("is refused to employees", async () => {
    const employee = await f.person("employee");
    expect((await f.get("user/get/myfiles", {}, employee)).statusCode).toBe(403);
  });
});
