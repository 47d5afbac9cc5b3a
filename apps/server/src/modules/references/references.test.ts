import { messages, permissions as p } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";

let t: TestApp;
let f: LibraryFixture;
let docs: { id: string; name: string; policyNumber: string }[];
let docB: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  docs = await f.documentsOf(f.a.company.id);
  docB = (await f.documentsOf(f.b.company.id))[0]?.id ?? "";
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const get = (url: string, token = f.ownerA) => f.get(token, url);
const doc = (i: number) => {
  const found = docs[i];
  if (!found) throw new Error(`fixture document ${i}`);
  return found;
};
const refsOf = async (fileId: string, token = f.ownerA) =>
  (await get(`user/get/ref/documents?fileId=${fileId}`, token)).json();

describe("references between documents", () => {
  it("adds references (once each), lists them in policy-number order and removes one", async () => {
    const source = doc(0).id;
    const saved = (
      await post("user/save/sidebar/Reference", { fileId: source, ids: [doc(2).id, doc(1).id] })
    ).json();
    expect(saved).toMatchObject({ status: 1, response: messages.referencesSaved });
    expect(saved.data.map((r: { refId: string }) => r.refId)).toEqual([doc(1).id, doc(2).id]);
    await post("user/save/sidebar/Reference", { fileId: source, sidebarReferenceIds: [{ _id: doc(1).id }] });
    const list = await refsOf(source);
    expect(list.total).toBe(2);
    expect(list.list[0]).toMatchObject({ fileId: source, refId: doc(1).id, name: doc(1).name });

    const removed = (await post("user/delete/Reference", { fileId: source, refId: doc(2).id })).json();
    expect(removed).toMatchObject({ response: messages.referenceRemoved });
    expect(removed.data.map((r: { refId: string }) => r.refId)).toEqual([doc(1).id]);
    expect((await post("user/delete/Reference", { fileId: source, refId: doc(2).id })).statusCode).toBe(404);
  });

  it("points a reference at another document, and refuses a reference to itself", async () => {
    const source = doc(3).id;
    await post("user/save/sidebar/Reference", { fileId: source, ids: [doc(4).id, doc(5).id] });
    const edited = (
      await post("user/edit/Reference", { fileId: source, oldRefId: doc(4).id, newRefId: doc(6).id })
    ).json();
    expect(edited.response).toBe(messages.referenceUpdated);
    expect(edited.data.map((r: { refId: string }) => r.refId).sort()).toEqual([doc(5).id, doc(6).id].sort());
    // Onto one already referenced: one reference remains.
    await post("user/edit/Reference", { fileId: source, oldRefId: doc(6).id, newRefId: doc(5).id });
    expect((await refsOf(source)).list.map((r: { refId: string }) => r.refId)).toEqual([doc(5).id]);
    const self = await post("user/save/sidebar/Reference", { fileId: source, ids: [source] });
    expect(self.statusCode).toBe(400);
    expect(self.json().response).toBe(messages.referenceToItself);
  });

  it("offers candidates by name or policy number, leaving out the file and marking its references", async () => {
    const source = doc(7).id;
    await post("user/save/sidebar/Reference", { fileId: source, ids: [doc(8).id] });
    const all = (await get(`user/get/ref/docs?fileId=${source}&limit=100`)).json();
    expect(all.total).toBe(docs.length - 1);
    expect(all.list.find((c: { _id: string }) => c._id === source)).toBeUndefined();
    expect(all.list.find((c: { _id: string }) => c._id === doc(8).id)).toMatchObject({ referenced: true });
    const byNumber = (
      await get(`user/get/ref/docs?searchVal=${encodeURIComponent(doc(9).policyNumber)}`)
    ).json();
    expect(byNumber.list.map((c: { _id: string }) => c._id)).toContain(doc(9).id);
    expect((await get("user/get/ref/docs?searchVal=zzzz-nothing")).json().total).toBe(0);
    expect((await get(`user/get/ref/docs?fileId=${docB}`)).statusCode).toBe(404);
  });

  it("shows a referenced document read-only with the company's values; another company's is 404", async () => {
    const view = (await get(`user/reference/view/document?refId=${doc(1).id}`)).json();
    expect(view.response).toMatchObject({ _id: doc(1).id, name: doc(1).name });
    expect(typeof view.response.viewContent).toBe("string");
    expect((await get(`user/reference/view/document?fileId=${doc(1).id}`)).statusCode).toBe(200);
    expect((await get(`user/reference/view/document?refId=${docB}`)).statusCode).toBe(404);
  });

  it("answers another company's ids with 404 on every call", async () => {
    const source = doc(0).id;
    expect((await get(`user/get/ref/documents?fileId=${docB}`)).statusCode).toBe(404);
    expect((await get(`user/get/ref/documents?fileId=${source}`, f.ownerB)).statusCode).toBe(404);
    expect((await post("user/save/sidebar/Reference", { fileId: source, ids: [docB] })).statusCode).toBe(404);
    expect((await post("user/save/sidebar/Reference", { fileId: docB, ids: [source] })).statusCode).toBe(404);
    expect(
      (await post("user/edit/Reference", { fileId: source, oldRefId: doc(1).id, newRefId: docB })).statusCode,
    ).toBe(404);
    expect(
      (await post("user/delete/Reference", { fileId: source, refId: doc(1).id }, f.ownerB)).statusCode,
    ).toBe(404);
  });

  it("needs edit rights to change references, and hides references to binned documents", async () => {
    const source = doc(10).id;
    const reader = await f.person("user", [p.documents]);
    expect((await refsOf(source, reader.token)).status).toBe(1);
    expect(
      (await post("user/save/sidebar/Reference", { fileId: source, ids: [doc(11).id] }, reader.token))
        .statusCode,
    ).toBe(403);
    const editor = await f.person("user", [p.documents, p.editAll]);
    expect(
      (await post("user/save/sidebar/Reference", { fileId: source, ids: [doc(11).id] }, editor.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await post("user/delete/Reference", { fileId: source, refId: doc(11).id }, reader.token)).statusCode,
    ).toBe(403);

    await post("user/deleteFile", { fileId: doc(11).id });
    expect((await refsOf(source)).total).toBe(0);
    expect((await get(`user/reference/view/document?refId=${doc(11).id}`)).statusCode).toBe(404);
  });
});
