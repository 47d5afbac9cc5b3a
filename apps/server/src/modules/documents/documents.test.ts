import { messages } from "@cloudoc/contract";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage } from "../../testing/commerce";
import { documentTemplates } from "../catalogue/tables";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { companyVariables } from "../profile/tables";
import { companyDocuments, documentReviews, documentVersions } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  f = await libraryFixture(t);
  await buyPackage(t.app, f.ownerA, f.ids.packageId("care-home-england"));
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const versionsOf = (documentId: string) =>
  f.db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(asc(documentVersions.version));
const stored = async (id: string) =>
  (await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, id)))[0];
const newDocument = async (fileName = "Visitors policy", extra: object = {}) =>
  (await post("user/createFile", { fileName, ...extra })).json().data as { _id: string; version: number };

describe("POST /user/createFile", () => {
  it("creates a blank document at the top level or in a folder, with version 1", async () => {
    const [folder] = await f.foldersOf(f.a.company.id);
    const reply = await post("user/createFile", {
      folderId: folder?.id,
      fileName: " Visiting hours ",
      policyNumber: "LOC-01",
      format: "portrait",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentCreated,
      data: {
        name: "Visiting hours",
        fileName: "Visiting hours",
        policyNumber: "LOC-01",
        format: "potrait",
        folderId: folder?.id,
        templateId: null,
        version: 1,
        status_type: "unpublished",
        review_status: "Up to Date",
      },
    });
    const id = reply.json().data._id;
    expect(await versionsOf(id)).toMatchObject([{ version: 1, source: "create", content: "" }]);
    const top = await post("user/createFile", { fileName: "Loose", format: "landscape" });
    expect(top.json().data).toMatchObject({ folderId: null, format: "landscape" });
    const listed = (await post("user/getFoldersList", {})).json().files;
    expect(listed.map((d: { _id: string }) => d._id)).toContain(top.json().data._id);
  });

  it("starts from a template the company holds, and not from one it does not", async () => {
    const held = f.ids.templateId("ENG-SR-01");
    const reply = await post("user/createFile", { fileName: "Our safeguarding", templateId: held });
    expect(reply.statusCode).toBe(200);
    const [template] = await f.db.select().from(documentTemplates).where(eq(documentTemplates.id, held));
    const document = await stored(reply.json().data._id);
    expect(document).toMatchObject({
      origin: "company",
      templateId: held,
      content: template?.content,
      policyNumber: "ENG-SR-01",
    });
    const notHeld = (
      await f.db
        .select({ id: documentTemplates.id, nation: documentTemplates.nation })
        .from(documentTemplates)
    ).find((row) => row.nation === "scotland");
    expect((await post("user/createFile", { fileName: "X", templateId: notHeld?.id })).statusCode).toBe(404);
  });

  it("needs a file name, and a folder of the company's", async () => {
    for (const fileName of ["", "  ", undefined]) {
      const reply = await post("user/createFile", { fileName });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ status: 0, response: messages.enterFileName });
    }
    const [other] = await f.foldersOf(f.b.company.id);
    expect((await post("user/createFile", { fileName: "X", folderId: other?.id })).statusCode).toBe(404);
    expect((await post("user/createFile", { fileName: "X", format: "sideways" })).json().response).toBe(
      messages.orientationInvalid,
    );
  });
});

describe("POST /user/editFile and /user/deleteFile", () => {
  it("renames a document and changes its policy number", async () => {
    const { _id } = await newDocument("Old name");
    const reply = await post("user/editFile", { fileId: _id, fileName: "New name", policyNumber: "NEW-1" });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.fileUpdated,
      data: { name: "New name", policyNumber: "NEW-1" },
    });
    expect((await post("user/editFile", { fileId: _id, fileName: "" })).json().response).toBe(
      messages.enterFileName,
    );
  });

  it("moves a document to the bin", async () => {
    const { _id } = await newDocument("Short-lived");
    const reply = await post("user/deleteFile", { fileId: _id });
    expect(reply.json()).toMatchObject({ status: 1, response: messages.documentDeleted, data: { _id } });
    expect((await stored(_id))?.deletedAt).not.toBeNull();
    expect((await post("user/deleteFile", { fileId: _id })).statusCode).toBe(404);
    expect((await post("user/get-view-content", { fileId: _id })).statusCode).toBe(404);
  });
});

describe("POST /user/get-view-content", () => {
  it("answers the document with its variables filled from the company, and the keys still missing", async () => {
    const { _id } = await newDocument("Variables");
    const html =
      '<p>We are <span data-variable="company.name">Company name</span>, run by <span data-variable="first.name">First name</span>. Manager: <span data-variable="registered.manager">Registered manager</span>. Area: <span data-variable="trading.area">Trading area</span>. Policy <span data-variable="policy.number">Policy number</span>.</p>';
    await post("user/savecontent", { fileId: _id, content: html, version: 1 });
    await f.db
      .insert(companyVariables)
      .values({ companyId: f.a.company.id, key: "trading.area", value: "Greater Manchester" });
    const reply = await post("user/get-view-content", { fileId: _id });
    expect(reply.statusCode).toBe(200);
    const view = reply.json().response;
    expect(view).toMatchObject({
      _id,
      name: "Variables",
      version: 2,
      content: html,
      currentVersion: { version: 2, source: "save" },
    });
    expect(view.viewContent).toContain(f.a.company.name);
    expect(view.viewContent).toContain(f.a.owner.firstname);
    expect(view.viewContent).toContain("Greater Manchester");
    expect(view.viewContent).toContain('class="variable-missing"');
    expect(view.missingVariables).toEqual(["registered.manager", "policy.number"]);

    const updated = await post("user/updatecontent", {
      fileId: _id,
      variables: { "registered.manager": "Sam Patel", unknown: "x" },
      version: 2,
    });
    expect(updated.json()).toMatchObject({
      status: 1,
      response: messages.documentSaved,
      data: { version: 3 },
    });
    const after = (await post("user/get-view-content", { fileId: _id })).json().response;
    expect(after.variables).toEqual({ "registered.manager": "Sam Patel" });
    expect(after.viewContent).toContain("Sam Patel");
    expect(after.missingVariables).toEqual(["policy.number"]);
    const contentOnly = await post("user/updatecontent", { fileId: _id, content: "<p>Short</p>" });
    expect(contentOnly.json().data.version).toBe(4);
    expect(await stored(_id)).toMatchObject({
      content: "<p>Short</p>",
      variables: { "registered.manager": "Sam Patel" },
    });
    expect((await post("user/updatecontent", { fileId: _id, variables: {}, version: 2 })).statusCode).toBe(
      409,
    );
  });

  it("shows no image from another website in content stored before such images were refused", async () => {
    const { _id } = await newDocument("Legacy pixel");
    const pixel = '<img src="https://tracker.example/p.gif" />';
    const own = '<img src="data:image/png;base64,iVBORw0KGgo=" />';
    await f.db
      .update(companyDocuments)
      .set({ content: `<p>Body${pixel}${own}</p>`, header: `<p>Head${pixel}</p>`, footer: pixel })
      .where(eq(companyDocuments.id, _id));
    const view = (await post("user/get-view-content", { fileId: _id })).json().response;
    expect(view).toMatchObject({
      viewContent: `<p>Body${own}</p>`,
      viewHeader: "<p>Head</p>",
      viewFooter: "",
    });
  });
});

describe("POST /user/savecontent", () => {
  it("sanitises, writes an immutable version and bumps the version", async () => {
    const { _id } = await newDocument("Saved");
    const reply = await post("user/savecontent", {
      fileId: _id,
      content: '<p onclick="x()">Safe<script>alert(1)</script></p>',
      type: "close",
      version: 1,
      notes: "First draft",
      description: "Wrote the opening",
      review_date: "01/06/2099".replace("2099", String(new Date().getFullYear() + 2)),
      closeButton: true,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentSaved,
      data: { fileId: _id, version: 2 },
    });
    const document = await stored(_id);
    expect(document?.content).toBe("<p>Safe</p>");
    expect(document?.version).toBe(2);
    expect(document?.reviewDate).toBe(`${new Date().getFullYear() + 2}-06-01`);
    const versions = await versionsOf(_id);
    expect(versions.map((v) => [v.version, v.source, v.notes])).toEqual([
      [1, "create", ""],
      [2, "save", "First draft"],
    ]);
    expect(versions[1]).toMatchObject({
      content: "<p>Safe</p>",
      description: "Wrote the opening",
      createdBy: f.a.owner.id,
    });
    const audits = await f.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, _id), eq(auditEvents.action, "document.saved")));
    expect(audits).toHaveLength(1);
  });

  it("refuses a save made on a stale version with 409 and writes nothing", async () => {
    const { _id } = await newDocument("Contended");
    expect(
      (await post("user/savecontent", { fileId: _id, content: "<p>Alice</p>", version: 1 })).statusCode,
    ).toBe(200);
    const stale = await post("user/savecontent", { fileId: _id, content: "<p>Bob</p>", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ status: 0, response: messages.conflict });
    expect((await stored(_id))?.content).toBe("<p>Alice</p>");
    expect(await versionsOf(_id)).toHaveLength(2);
  });

  it("lets only one of two simultaneous saves of the same version win", async () => {
    const { _id } = await newDocument("Race");
    const replies = await Promise.all(
      ["<p>One</p>", "<p>Two</p>"].map((content) =>
        post("user/savecontent", { fileId: _id, content, version: 1 }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await versionsOf(_id)).toHaveLength(2);
  });

  it("records a review when the save says so, and checks the review date", async () => {
    const { _id } = await newDocument("Reviewed on save");
    const reply = await post("user/savecontent", {
      fileId: _id,
      content: "<p>x</p>",
      version: 1,
      doc_review: true,
      notes: "Checked",
    });
    expect(reply.statusCode).toBe(200);
    expect(
      await f.db.select().from(documentReviews).where(eq(documentReviews.documentId, _id)),
    ).toMatchObject([{ notes: "Checked" }]);
    const past = await post("user/savecontent", {
      fileId: _id,
      content: "<p>y</p>",
      version: 2,
      review_date: "2001-01-01",
    });
    expect(past.json()).toMatchObject({ status: 0, response: messages.reviewDateInvalid });
    expect((await post("user/savecontent", { fileId: _id, content: "<p>y</p>" })).statusCode).toBe(400);
  });
});

describe("orientation and header/footer", () => {
  it("sets the orientation, answering status 2 when it is already so", async () => {
    const { _id } = await newDocument("Wide");
    const first = await post("user/file/edit/orientation", { fileId: _id, orientationType: "landscape" });
    expect(first.json()).toMatchObject({
      status: 1,
      response: messages.documentSetupSaved,
      data: { format: "landscape", version: 1 },
    });
    const again = await post("user/file/edit/orientation", { fileId: _id, orientationType: "landscape" });
    expect(again.json()).toMatchObject({ status: 2, response: messages.documentSetupSaved });
  });

  it("saves the header and footer, sanitised, as a new version", async () => {
    const { _id } = await newDocument("Framed");
    const reply = await post("user/headerfooter", {
      fileId: _id,
      header: "<p>Head<img src=x onerror=alert(1)></p>",
      footer: "<p>Foot</p>",
    });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentSetupSaved,
      data: { version: 2 },
    });
    expect(await stored(_id)).toMatchObject({ header: '<p>Head<img src="x" /></p>', footer: "<p>Foot</p>" });
    expect((await versionsOf(_id)).at(-1)).toMatchObject({ source: "setup", footer: "<p>Foot</p>" });
  });

  it("refuses an image from another website in the header, footer or content with 400", async () => {
    const { _id } = await newDocument("Pixel");
    const remote = '<p>Head<img src="http://169.254.169.254/latest/meta-data/x.png"></p>';
    for (const [url, payload] of [
      ["user/headerfooter", { fileId: _id, header: remote, footer: "<p>Foot</p>" }],
      ["user/headerfooter", { fileId: _id, footer: '<p><img src="//tracker.example/p.gif"></p>' }],
      ["user/savecontent", { fileId: _id, content: "<p>Body</p>", header: remote, version: 1 }],
      ["user/savecontent", { fileId: _id, content: '<img src="https://tracker.example/p.gif">', version: 1 }],
    ] as const) {
      const reply = await post(url, payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ status: 0, response: messages.remoteImageRefused });
    }
    expect(await versionsOf(_id)).toHaveLength(1);
  });

  it("keeps the words after an unclosed tag", async () => {
    const { _id } = await newDocument("Unclosed");
    const reply = await post("user/savecontent", {
      fileId: _id,
      content: "<p>Call the manager<svg>now</p><h2>Procedure</h2><p>Report every fall.</p>",
      version: 1,
    });
    expect(reply.statusCode).toBe(200);
    expect((await stored(_id))?.content).toBe(
      "<p>Call the managernow</p><h2>Procedure</h2><p>Report every fall.</p>",
    );
  });
});
