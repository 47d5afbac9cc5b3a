import { messages, permissions as p } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { savedDocuments } from "./tables";

let t: TestApp;
let f: LibraryFixture;
let docA: string;
let docB: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  docA = (await f.documentsOf(f.a.company.id))[0]?.id ?? "";
  docB = (await f.documentsOf(f.b.company.id))[0]?.id ?? "";
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const autosave = (payload: object, token = f.ownerA) =>
  post(
    "site/insert/saved_docs",
    { name: "Draft", file_id: docA, content: "<p>draft</p>", ...payload },
    token,
  );
const rows = (documentId: string) =>
  f.db.select().from(savedDocuments).where(eq(savedDocuments.documentId, documentId));

describe("the editor's autosave (/site/insert/saved_docs)", () => {
  it("keeps one draft per person and document, updated in place, with sanitised content", async () => {
    const first = (await autosave({ content: "<p>one</p><script>alert(1)</script>" })).json();
    expect(first).toMatchObject({
      status: 1,
      response: messages.documentSaved,
      data: { kind: "draft", file_id: docA, content: "<p>one</p>", fileAvailable: true },
    });
    const second = (await autosave({ content: "<p>two</p>" })).json();
    expect(second.data._id).toBe(first.data._id);
    expect(second.data.content).toBe("<p>two</p>");
    const racing = await Promise.all([autosave({ content: "<p>a</p>" }), autosave({ content: "<p>b</p>" })]);
    expect(racing.map((r) => r.json().data._id)).toEqual([first.data._id, first.data._id]);
    expect((await rows(docA)).filter((r) => r.kind === "draft")).toHaveLength(1);
  });

  it("keeps a new named copy each time with kind saved", async () => {
    const one = (await autosave({ kind: "saved", name: "Copy one" })).json().data;
    const two = (await autosave({ kind: "saved", name: "Copy two" })).json().data;
    expect(one._id).not.toBe(two._id);
    expect(one.kind).toBe("saved");
  });

  it("refuses another company's document, an unknown id, and staff who may not edit it", async () => {
    expect((await autosave({ file_id: docB })).statusCode).toBe(404);
    expect((await autosave({ file_id: "nope" })).statusCode).toBe(404);
    const reader = await f.person("user", [p.documents]);
    expect((await autosave({}, reader.token)).statusCode).toBe(403);
    const editor = await f.person("user", [p.documents, p.editAll]);
    expect((await autosave({}, editor.token)).json().data.kind).toBe("draft");
    const employee = await f.person("employee");
    expect((await autosave({}, employee.token)).statusCode).toBe(403);
  });

  it("asks for a name", async () => {
    const reply = await autosave({ name: " " });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.enterFileName);
  });
});

describe("the saved documents list and calls", () => {
  it("lists newest first, 10 a page, searched by name; another person's draft is not shown", async () => {
    for (let i = 0; i < 11; i += 1) await autosave({ kind: "saved", name: `Paged ${i}` });
    const page = (await post("site/saved_docs/list", { search: "paged" })).json();
    expect(page).toMatchObject({ status: 1, total: 11 });
    expect(page.list).toHaveLength(10);
    expect(page.list[0].name).toBe("Paged 10");
    expect((await post("site/saved_docs/list", { search: "paged", skip: 10 })).json().list).toHaveLength(1);
    expect((await post("site/saved_docs/list", { search: "50%_" })).json().total).toBe(0);

    const other = await f.person("user", [p.documents, p.editAll]);
    await autosave({ name: "Someone's draft" }, other.token);
    const ownerList = (await post("site/saved_docs/list", { search: "Someone", limit: 50 })).json();
    expect(ownerList.total).toBe(0);
    const theirs = (await post("site/saved_docs/list", { search: "Someone" }, other.token)).json();
    expect(theirs.total).toBe(1);
    expect((await post("site/saved_docs/list", {}, f.ownerB)).json().total).toBe(0);
  });

  it("gets, renames, changes content and deletes; another company's id answers 404", async () => {
    const saved = (await autosave({ kind: "saved", name: "Working copy" })).json().data;
    const byId = (await post("site/saved_docs/get_by_id", { id: saved._id })).json();
    expect(byId.response).toMatchObject({ name: "Working copy", content: "<p>draft</p>" });

    const renamed = (await post("site/saved_docs/name/change", { id: saved._id, name: "Renamed" })).json();
    expect(renamed).toMatchObject({ response: messages.fileUpdated, data: { name: "Renamed" } });
    const changed = (
      await post("site/saved_docs/content/change", {
        _id: saved._id,
        content: "<p>new</p><img src=x onerror=1>",
      })
    ).json();
    expect(changed.data.content).toBe('<p>new</p><img src="x" />');

    for (const url of [
      "site/saved_docs/get_by_id",
      "site/saved_docs/get_file_for_editor",
      "site/saved_docs/del_by_id",
    ]) {
      expect((await post(url, { id: saved._id }, f.ownerB)).statusCode).toBe(404);
    }
    expect(
      (await post("site/saved_docs/name/change", { id: saved._id, name: "x" }, f.ownerB)).statusCode,
    ).toBe(404);
    expect(
      (await post("site/saved_docs/content/change", { id: saved._id, content: "x" }, f.ownerB)).statusCode,
    ).toBe(404);

    const deleted = (await post("site/saved_docs/del_by_id", { id: saved._id })).json();
    expect(deleted).toMatchObject({ status: 1, response: messages.successfullyDeleted });
    expect((await post("site/saved_docs/get_by_id", { id: saved._id })).statusCode).toBe(404);
  });

  it("follows the edit and delete rules for staff", async () => {
    const saved = (await autosave({ kind: "saved", name: "Owner's copy" })).json().data;
    const reader = await f.person("user", [p.documents]);
    expect((await post("site/saved_docs/get_by_id", { id: saved._id }, reader.token)).statusCode).toBe(200);
    expect(
      (await post("site/saved_docs/name/change", { id: saved._id, name: "x" }, reader.token)).statusCode,
    ).toBe(403);
    expect((await post("site/saved_docs/del_by_id", { id: saved._id }, reader.token)).statusCode).toBe(403);
    const deleter = await f.person("user", [p.documents, p.deleteAnyDocument]);
    expect((await post("site/saved_docs/del_by_id", { id: saved._id }, deleter.token)).statusCode).toBe(200);
    // A person's own draft is theirs to delete without any delete rule.
    const writer = await f.person("user", [p.documents, p.editAll]);
    const draft = (await autosave({}, writer.token)).json().data;
    expect((await post("site/saved_docs/del_by_id", { id: draft._id }, writer.token)).statusCode).toBe(200);
  });

  it("opens in the editor with the document's current version; a binned document's copies answer 404", async () => {
    const [, second] = await f.documentsOf(f.a.company.id);
    if (!second) throw new Error("fixture has documents");
    const saved = (await autosave({ kind: "saved", name: "Editor copy", file_id: second.id })).json().data;
    const open = (await post("site/saved_docs/get_file_for_editor", { id: saved._id })).json();
    expect(open.response).toMatchObject({
      content: "<p>draft</p>",
      document: { _id: second.id, version: second.version },
    });
    const byFile = (await post("site/userfiles/get/by_ID", { fileId: second.id })).json();
    expect(byFile.response).toMatchObject({ _id: second.id, name: second.name });
    expect((await post("site/userfiles/get/by_ID", { fileId: docB })).statusCode).toBe(404);

    await post("user/deleteFile", { fileId: second.id });
    const binned = await post("site/saved_docs/get_file_for_editor", { id: saved._id });
    expect(binned.statusCode).toBe(404);
    expect(binned.json().response).toBe(messages.savedDocumentInBin);
    const listed = (await post("site/saved_docs/list", { search: "Editor copy" })).json().list[0];
    expect(listed).toMatchObject({ fileAvailable: false, fileName: null });
    expect((await post("site/userfiles/get/by_ID", { id: second.id })).statusCode).toBe(404);
    expect(
      (await post("site/insert/saved_docs", { name: "x", file_id: second.id, content: "" })).statusCode,
    ).toBe(404);
  });
});
