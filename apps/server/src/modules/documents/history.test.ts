import { documentCallMessages, messages, recentDocumentsKept } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { canPrint } from "../exports/test-support";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { myFiles } from "../my-files/tables";
import { pdfBytes } from "../my-files/test-support";
import { postForm } from "../profile/test-files";

let t: TestApp;
let f: LibraryFixture;
let docs: { id: string; folderId: string | null; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  docs = await f.documentsOf(f.a.company.id);
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}, token = f.ownerA) => f.post(token, url, payload);
const json = async (reply: ReturnType<typeof post>) => (await reply).json();
const save = (fileId: string, version: number, notes: string, token = f.ownerA) =>
  post("user/savecontent", { fileId, content: `<p>${notes}</p>`, version, notes }, token);
const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;

describe("history", () => {
  it("lists every version across the company's documents, filtered by person and folder, paged", async () => {
    const staff = await f.person("user", ["Documents", "Can edit all folder, docs and files"]);
    const [first, second] = docs;
    if (!first || !second) throw new Error("the library is empty");
    expect((await save(first.id, 1, "owner edit")).statusCode).toBe(200);
    expect((await save(second.id, 1, "staff edit", staff.token)).statusCode).toBe(200);

    const all = await json(post("user/document/history", { limit: 5 }));
    expect(all.total).toBe(docs.length + 2);
    expect(all.list).toHaveLength(5);
    expect(all.list[0]).toMatchObject({
      fileId: second.id,
      version: 2,
      previousVersion: 1,
      notes: "staff edit",
    });
    expect(all.people.map((p: { _id: string }) => p._id).sort()).toEqual(
      [f.a.owner.id, staff.user.id].sort(),
    );

    const byStaff = await json(post("user/document/history", { changedBy: staff.user.id }));
    expect(byStaff.list.map((e: { fileId: string }) => e.fileId)).toEqual([second.id]);

    const folderId = first.folderId as string;
    const inFolder = await json(post("user/document/history", { folderId }));
    const expected =
      docs.filter((d) => d.folderId === folderId).length + (second.folderId === folderId ? 2 : 1);
    expect(inFolder.total).toBe(expected);
    expect(inFolder.folders.length).toBeGreaterThan(0);

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await json(post("user/document/history", { from: tomorrow }))).total).toBe(0);
  });

  it("compares a version with the one before, or with any earlier one", async () => {
    const doc = docs[2] as (typeof docs)[number];
    await save(doc.id, 1, "second wording");
    await save(doc.id, 2, "third wording");
    const compare = (query: string, token = f.ownerA) =>
      f.get(token, `user/document/version/compare?fileId=${doc.id}&${query}`);
    const last = (await compare("version=3")).json().response;
    expect(last).toMatchObject({ fileId: doc.id, before: { version: 2 }, after: { version: 3 } });
    expect(last.sections.some((section: { status: string }) => section.status !== "same")).toBe(true);
    expect((await compare("version=3&against=1")).json().response.before.version).toBe(1);
    expect((await compare("version=1")).json().response.before).toBeNull();
    expect((await compare("version=9")).statusCode).toBe(404);
    expect((await compare("version=2", f.ownerB)).statusCode).toBe(404);
  });

  it("answers 404 for another company's folder or person and shows a company only its own", async () => {
    const [folderB] = await f.foldersOf(f.b.company.id);
    expect((await post("user/document/history", { folderId: folderB?.id })).statusCode).toBe(404);
    expect((await post("user/document/history", { changedBy: f.b.owner.id })).statusCode).toBe(404);
    const ofB = await json(post("user/document/history", {}, f.ownerB));
    expect(ofB.list.every((e: { fileId: string }) => !docs.some((d) => d.id === e.fileId))).toBe(true);
  });
});

describe("recent files and the selected file", () => {
  it("keeps each document once, newest first, capped, and the last opened is the selected file", async () => {
    const token = (await f.person("user", ["Documents"])).token;
    expect((await json(f.get(token, "user/selected/file"))).data).toBeNull();
    const opened = docs.slice(0, recentDocumentsKept + 2);
    for (const doc of opened) await post("user/create/RecentFiles", { fileId: doc.id }, token);
    const again = opened[5] as (typeof opened)[number];
    const recorded = await json(post("user/create/RecentFiles", { fileId: again.id }, token));
    expect(recorded).toMatchObject({ status: 1, response: documentCallMessages.recentRecorded });

    const recent = await json(post("user/getRecentFiles", {}, token));
    expect(recent.total).toBe(Math.min(opened.length, recentDocumentsKept));
    expect(recent.list[0]._id).toBe(again.id);
    expect(new Set(recent.list.map((d: { _id: string }) => d._id)).size).toBe(recent.total);
    expect((await json(f.get(token, "user/selected/file"))).data._id).toBe(again.id);
    // Another user's list is their own.
    expect(
      (await json(post("user/getRecentFiles"))).list.some((d: { _id: string }) => d._id === again.id),
    ).toBe(false);
  });

  it("answers 404 for another company's document", async () => {
    const [docB] = await f.documentsOf(f.b.company.id);
    expect((await post("user/create/RecentFiles", { fileId: docB?.id })).statusCode).toBe(404);
    expect((await post("user/document-recent-activities", { id: docB?.id })).statusCode).toBe(404);
  });
});

describe("review date and recent activity", () => {
  it("sets the next review date, records it, and shows it in the document's activity", async () => {
    const doc = docs[3] as (typeof docs)[number];
    const date = nextYear();
    const set = await json(post("user/document/set/reviewDate", { date, fileId: doc.id }));
    expect(set).toMatchObject({ status: 1, response: documentCallMessages.reviewDateSet });
    expect(set.data).toEqual({ fileId: doc.id, review_date: date });
    const activity = await json(post("user/document-recent-activities", { id: doc.id }));
    expect(activity.list[0]).toMatchObject({ action: "document.review-date", recordId: doc.id });

    const bad = await post("user/document/set/reviewDate", { date: "31/02/2020", fileId: doc.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(messages.reviewDateInvalid);
  });

  it("falls back to the selected file, and refuses when there is none", async () => {
    const token = (await f.person("user", ["Documents", "Can edit all folder, docs and files"])).token;
    const none = await post("user/document/set/reviewDate", { date: nextYear() }, token);
    expect(none.json()).toMatchObject({ status: 0, response: documentCallMessages.noSelectedFile });
    const doc = docs[4] as (typeof docs)[number];
    await post("user/create/RecentFiles", { fileId: doc.id }, token);
    const set = await json(post("user/document/set/reviewDate", { date: nextYear() }, token));
    expect(set.data.fileId).toBe(doc.id);
  });
});

describe("template lists and references", () => {
  it("lists the held library documents, and the whole library marked held or not", async () => {
    const held = await json(post("users/for_company/gettemplateList", { limit: 100 }));
    expect(held.total).toBe(docs.length);
    expect(held.list.every((item: { held: boolean; fileId: string }) => item.held && item.fileId)).toBe(true);
    const all = await json(post("users/gettemplateList", { limit: 100 }));
    expect(all.total).toBeGreaterThan(held.total);
    expect(all.list.some((item: { held: boolean }) => !item.held)).toBe(true);
    const searched = await json(post("users/gettemplateList", { search: held.list[0].name, limit: 100 }));
    expect(searched.total).toBeLessThan(all.total);
    expect(searched.list.map((item: { _id: string }) => item._id)).toContain(held.list[0]._id);
  });

  it("lists the documents that refer to one", async () => {
    const [target, referrer] = docs;
    await post("user/save/sidebar/Reference", { fileId: referrer?.id, ids: [target?.id] });
    const list = await json(post("user/get_documentref/list", { fileId: target?.id }));
    expect(list.list.map((d: { _id: string }) => d._id)).toEqual([referrer?.id]);
    const [docB] = await f.documentsOf(f.b.company.id);
    expect((await post("user/get_documentref/list", { fileId: docB?.id })).statusCode).toBe(404);
  });
});

describe("files", () => {
  it("downloads a document as Word and answers 404 for another company's", async () => {
    const doc = docs[0] as (typeof docs)[number];
    const word = await post("user/downloadfile", { fileId: doc.id, type: "word" });
    expect(word.statusCode).toBe(200);
    expect(word.headers["content-type"]).toContain("wordprocessingml");
    const [docB] = await f.documentsOf(f.b.company.id);
    expect((await post("user/downloadfile", { fileId: docB?.id, type: "word" })).statusCode).toBe(404);
  });

  it.skipIf(!canPrint)("prints a document to a PDF kept in My Files", async () => {
    const doc = docs[1] as (typeof docs)[number];
    const reply = await postForm(f.app, f.ownerA, "user/create-pdf", { fileId: doc.id });
    expect(reply.json()).toMatchObject({ status: 1, response: documentCallMessages.pdfCreated });
    const [stored] = await f.db.select().from(myFiles).where(eq(myFiles.id, reply.json().data._id));
    expect(stored).toMatchObject({ ownerId: f.a.owner.id, kind: "pdf", name: `${doc.name}.pdf` });
    const [docB] = await f.documentsOf(f.b.company.id);
    expect((await postForm(f.app, f.ownerA, "user/create-pdf", { fileId: docB?.id ?? "" })).statusCode).toBe(
      404,
    );
  });

  it("uploads a PDF from pdfImg into My Files and refuses anything that is not a PDF", async () => {
    const part = (bytes: Buffer) => ({
      name: "pdfImg",
      filename: "Signed.pdf",
      contentType: "application/pdf",
      bytes,
    });
    const reply = await postForm(f.app, f.ownerA, "user/upload-pdf", { fileName: "Signed policy" }, [
      part(pdfBytes()),
    ]);
    expect(reply.json()).toMatchObject({ status: 1, response: documentCallMessages.pdfUploaded });
    const [stored] = await f.db.select().from(myFiles).where(eq(myFiles.id, reply.json().data._id));
    expect(stored).toMatchObject({ ownerId: f.a.owner.id, kind: "pdf" });
    const text = await postForm(f.app, f.ownerA, "user/upload-pdf", {}, [part(Buffer.from("not a pdf"))]);
    expect(text.statusCode).toBe(415);
  });
});

describe("public document view", () => {
  const view = (slug: string, token?: string) =>
    f.app.inject({
      method: "POST",
      url: "/api/document/public/view",
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { slug },
    });

  it("shows a visitor the opening only, the packages holding it, and the owner their own copy", async () => {
    const held = await json(post("users/for_company/gettemplateList", { limit: 100 }));
    const longest = [...held.list].sort((a, b) => b.summary.length - a.summary.length)[0];
    const visitor = (await view(longest.slug)).json();
    expect(visitor.status).toBe(1);
    const document = visitor.response;
    expect(document).toMatchObject({ title: longest.name, ownCopy: null });
    expect(document.packages.map((p: { slug: string }) => p.slug)).toContain("care-home-wales");
    // The document's own title and number fill its control block; the organisation's details are gaps.
    if (document.excerpt.includes('data-variable="policy.number"'))
      expect(document.excerpt).toContain(`>${document.policyNumber}</span>`);
    expect(document.excerpt).not.toContain("[Policy number]");
    const full = await post("user/get-view-content", { fileId: longest.fileId });
    if (document.truncated) expect(document.excerpt.length).toBeLessThan(full.json().response.content.length);
    const owner = (await view(longest.slug, f.ownerA)).json().response;
    expect(owner.ownCopy).toMatchObject({ fileId: longest.fileId });
    expect((await view("no-such-document")).statusCode).toBe(404);
  });
});
