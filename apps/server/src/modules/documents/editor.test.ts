import { messages } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { companyDocuments, documentVersions } from "./tables";

/** The calls the document editor makes, with the HTML it produces (TipTap 3, apps/web editor). */

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const stored = async (id: string) =>
  (await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, id)))[0];
const versionsOf = (documentId: string) =>
  f.db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(asc(documentVersions.version));
const newDocument = async (fileName: string, token = f.ownerA) =>
  (await post("user/createFile", { fileName }, token)).json().data as { _id: string; version: number };

/** What the editor sends for a document using every tool (as TipTap 3.32 writes it). */
const editorHtml = [
  '<h1 style="text-align: center">Visiting <span data-variable="company.name">Company name</span></h1>',
  '<div class="document-control"><table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Document</p></th><td colspan="1" rowspan="1"><p><span data-variable="document.title">Document title</span></p></td></tr></tbody></table></div>',
  '<p style="text-align: justify"><strong>Bold</strong> <em>italic</em> <u>under</u> <s>struck</s> <a target="_blank" rel="noopener noreferrer" href="https://www.cqc.org.uk">CQC</a></p>',
  "<ul><li><p>One</p></li></ul><ol><li><p>First</p></li></ol>",
  '<div class="page-break" data-type="page-break"></div>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo">',
  "<h6>Small heading</h6>",
].join("");

describe("the editor's HTML through /user/savecontent", () => {
  it("keeps variables, page breaks, tables, alignment, links and images", async () => {
    const { _id } = await newDocument("Editor output");
    const reply = await post("user/savecontent", { fileId: _id, content: editorHtml, version: 1 });
    expect(reply.statusCode).toBe(200);
    const content = (await stored(_id))?.content ?? "";
    for (const kept of [
      '<h1 style="text-align:center">Visiting <span data-variable="company.name">Company name</span></h1>',
      '<div class="document-control"><table>',
      '<th colspan="1" rowspan="1"><p>Document</p></th>',
      '<span data-variable="document.title">Document title</span>',
      '<p style="text-align:justify"><strong>Bold</strong> <em>italic</em> <u>under</u> <s>struck</s>',
      '<a target="_blank" rel="noopener noreferrer" href="https://www.cqc.org.uk">CQC</a>',
      "<ul><li><p>One</p></li></ul><ol><li><p>First</p></li></ol>",
      '<div class="page-break" data-type="page-break"></div>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo" />',
      "<h6>Small heading</h6>",
    ]) {
      expect(content).toContain(kept);
    }
    // Sizes only the editor needs are dropped.
    expect(content).not.toContain("min-width");
  });
});

describe("POST /user/get-view-content for the editor", () => {
  it("answers every business variable's value for the panel, empty where missing", async () => {
    const { _id } = await newDocument("Panel");
    const view = (await post("user/get-view-content", { fileId: _id })).json().response;
    expect(view.variableValues["company.name"]).toBe(f.a.company.name);
    expect(view.variableValues["document.title"]).toBe("Panel");
    expect(view.variableValues.version).toBe("1");
    expect(view.variableValues["registered.manager"]).toBe("");
    expect(Object.keys(view.variableValues).length).toBeGreaterThan(100);
  });
});

describe("header and footer on a stale version", () => {
  it("answers 409 and writes nothing when someone saved since the editor loaded", async () => {
    const { _id } = await newDocument("Margins");
    await post("user/savecontent", { fileId: _id, content: "<p>Newer</p>", version: 1 });
    const stale = await post("user/headerfooter", { fileId: _id, header: "<p>Mine</p>", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ status: 0, response: messages.conflict });
    expect(await stored(_id)).toMatchObject({ header: "", version: 2 });
    expect(await versionsOf(_id)).toHaveLength(2);
    const fresh = await post("user/headerfooter", {
      fileId: _id,
      header: '<p>Head <span data-variable="company.name">Company name</span></p>',
      footer: "",
      version: 2,
    });
    expect(fresh.json()).toMatchObject({ status: 1, data: { version: 3 } });
    const view = (await post("user/get-view-content", { fileId: _id })).json().response;
    expect(view.viewHeader).toContain(f.a.company.name);
    expect(view.content).toBe("<p>Newer</p>");
  });
});

describe("another company's document", () => {
  it("answers 404 to every editor call and changes nothing", async () => {
    const { _id } = await newDocument("Private to B", f.ownerB);
    const calls = [
      post("user/get-view-content", { fileId: _id }),
      post("user/savecontent", { fileId: _id, content: "<p>x</p>", version: 1 }),
      post("user/headerfooter", { fileId: _id, header: "<p>x</p>", version: 1 }),
      post("user/file/edit/orientation", { fileId: _id, orientationType: "landscape" }),
      post("user/document/version/restore", { fileId: _id, version: 1 }),
      f.get(f.ownerA, `user/document/update_notes/list?fileId=${_id}`),
      f.get(f.ownerA, `user/document/version/view?fileId=${_id}&version=1`),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.statusCode).toBe(404);
    expect(await stored(_id)).toMatchObject({ version: 1, content: "", format: "potrait" });
  });
});
