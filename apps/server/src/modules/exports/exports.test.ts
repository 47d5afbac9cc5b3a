import { messages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage, postAs } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { subscribeCompanies } from "../../testing/subscribed";
import { openSession } from "../accounts/sessions";
import { companyDocuments, documentBackups } from "../documents/tables";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { companyVariables } from "../profile/tables";
import { savedDocuments } from "../saved-documents/tables";
import { subscriptions } from "../subscriptions/tables";
import { canPrint, canReadPdf, docxPart, pdfText, replyFileName } from "./test-support";

let t: TestApp;
let f: LibraryFixture;
/** A's policy that uses company.name, registered.manager and safeguarding.officer. */
let policy: { id: string; name: string; policyNumber: string };
let otherCompanysPolicy: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  f = await libraryFixture(t);
  await buyPackage(t.app, f.ownerA, f.ids.packageId("care-home-wales"));
  const documents = await f.documentsOf(f.a.company.id);
  const chosen = documents.find(
    (d) =>
      d.content.includes('data-variable="registered.manager"') &&
      d.content.includes('data-variable="safeguarding.officer"') &&
      d.content.includes("<ul>"),
  );
  if (!chosen) throw new Error("no policy with variables in the test package");
  policy = { id: chosen.id, name: chosen.name, policyNumber: chosen.policyNumber };
  otherCompanysPolicy = (await f.documentsOf(f.b.company.id))[0]?.id ?? "";
  await f.db.insert(companyVariables).values([
    { companyId: f.a.company.id, key: "company.name", value: "Meadowbank Care Ltd" },
    { companyId: f.a.company.id, key: "registered.manager", value: "Priya Shah" },
  ]);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);

describe("POST /user/export/check", () => {
  it("lists, per document, the variables without a value", async () => {
    const reply = await post("user/export/check", { values: [policy.id] });
    expect(reply.statusCode).toBe(200);
    const [item] = reply.json().data;
    expect(item._id).toBe(policy.id);
    const keys = item.missing.map((m: { key: string }) => m.key);
    expect(keys).toContain("safeguarding.officer");
    expect(keys).not.toContain("company.name");
    expect(keys).not.toContain("registered.manager");
    expect(item.missing.find((m: { key: string }) => m.key === "safeguarding.officer").label).toBe(
      "Safeguarding officer",
    );
    expect(reply.json().total).toBe(item.missing.length);
  });

  it("answers 404 when any document is another company's", async () => {
    const reply = await post("user/export/check", { values: [policy.id, otherCompanysPolicy] });
    expect(reply.statusCode).toBe(404);
  });
});

describe.skipIf(!canPrint || !canReadPdf)("PDF downloads", () => {
  it("prints the policy with the company's values, its gaps and Page X of Y", async () => {
    const reply = await post("user/download-pdf", { fileId: policy.id });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(replyFileName(reply)).toBe(`${policy.policyNumber} ${policy.name}.pdf`);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain("Meadowbank Care Ltd");
    expect(text).toContain("Priya Shah");
    expect(text).toContain("[Safeguarding officer missing]");
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain(policy.policyNumber);
  });

  it("opens a PDF inline for the open type, and links to it for filepdf", async () => {
    const open = await post("user/document/download", { fileId: policy.id, type: "open" });
    expect(open.statusCode).toBe(200);
    expect(String(open.headers["content-disposition"])).toMatch(/^inline;/);
    const linked = await post("user/document/download", { fileId: policy.id, type: "filepdf" });
    expect(linked.json()).toMatchObject({ status: 1, filename: `${policy.policyNumber} ${policy.name}.pdf` });
    const file = await t.app.inject({ method: "GET", url: linked.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("prints a backup as the document was then", async () => {
    const [backup] = await f.db
      .insert(documentBackups)
      .values({
        companyId: f.a.company.id,
        documentId: policy.id,
        version: 1,
        name: policy.name,
        content: "<h2>Earlier wording</h2><p>Kept from the overwrite of March.</p>",
        reason: "overwrite",
      })
      .returning();
    const reply = await post("user/documentbkp/download-pdf", { backupId: backup?.id });
    expect(reply.statusCode).toBe(200);
    expect(await pdfText(reply.rawPayload)).toContain("Kept from the overwrite of March.");
    const other = await f.post(f.ownerB, "user/documentbkp/download-pdf", { backupId: backup?.id });
    expect(other.statusCode).toBe(404);
  });

  it("prints the document index of a folder with its sub-folders", async () => {
    const [folder] = await f.foldersOf(f.a.company.id);
    const reply = await post("user/download/index", {
      folderId: folder?.id,
      parent: true,
      label: "Care index",
    });
    expect(reply.statusCode).toBe(200);
    expect(replyFileName(reply)).toBe("Care index index.pdf");
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain("Care index");
    const inside = (await f.documentsOf(f.a.company.id)).filter((d) => d.folderId === folder?.id);
    expect(inside.length).toBeGreaterThan(0);
    for (const document of inside) expect(text).toContain(document.policyNumber);
    const whole = await post("user/download/index", {});
    expect(await pdfText(whole.rawPayload)).toContain("Document index");
  });

  it("prints a free sample document with the company's details", async () => {
    const reply = await post("user/get_document/downloadfree", { policyNumber: "ENG-SR-01" });
    expect(reply.statusCode).toBe(200);
    expect(await pdfText(reply.rawPayload)).toContain("Meadowbank Care Ltd");
    const notFree = await post("user/get_document/downloadfree", { policyNumber: "NO-SUCH-01" });
    expect(notFree.statusCode).toBe(404);
  });

  it("prints a saved document and one made on the spot, sanitised", async () => {
    const [saved] = await f.db
      .insert(savedDocuments)
      .values({
        companyId: f.a.company.id,
        documentId: policy.id,
        name: "Night-shift handover",
        content: '<p>Handover at <span data-variable="company.name">Company name</span>.</p>',
      })
      .returning();
    const pdf = await post("site/saved_docs/download_as_pdf", { id: saved?.id });
    expect(await pdfText(pdf.rawPayload)).toContain("Handover at Meadowbank Care Ltd.");
    expect((await f.post(f.ownerB, "site/saved_docs/download_as_pdf", { id: saved?.id })).statusCode).toBe(
      404,
    );
    const made = await post("site/users/create_save_docs/download_as_pdf", {
      name: "Fire drill note",
      content: "<p>Drill passed.</p><script>alert(1)</script><img src=x onerror=alert(1)>",
    });
    expect(made.statusCode).toBe(200);
    const text = await pdfText(made.rawPayload);
    expect(text).toContain("Drill passed.");
    expect(text).not.toContain("alert");
  });
});

describe.skipIf(!canPrint || !canReadPdf)("POST /user/subscrption-download", () => {
  it("answers a link to a PDF summary of the subscription's documents", async () => {
    const [subscription] = await f.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.companyId, f.a.company.id),
          eq(subscriptions.packageId, f.ids.packageId("care-home-wales")),
        ),
      );
    const reply = await post("user/subscrption-download", {
      id: subscription?.id,
      count: 3,
      update_date: "2000-01-01",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().filename).toMatch(/\.pdf$/);
    const file = await t.app.inject({ method: "GET", url: reply.json().url });
    const text = await pdfText(file.rawPayload);
    expect(text).toMatch(/Wales/);
    // The header may wrap ("Last" over "updated") with longer titles: look for each word.
    expect(text).toMatch(/Last\s+(updated\s+)?Changed/);
    expect(text).not.toContain("· Page");
    expect(text.match(/Updated/g)?.length).toBeGreaterThanOrEqual(3);
    const other = await f.post(f.ownerB, "user/subscrption-download", { id: subscription?.id });
    expect(other.statusCode).toBe(404);
  });
});

describe("Word downloads", () => {
  it("keeps headings, lists, tables, the header, the footer with Page X of Y, and the orientation", async () => {
    await f.db
      .update(companyDocuments)
      .set({ format: "landscape" })
      .where(eq(companyDocuments.id, policy.id));
    const reply = await post("user/document/download", { fileId: policy.id, type: "word" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toContain("wordprocessingml");
    expect(replyFileName(reply)).toBe(`${policy.policyNumber} ${policy.name}.docx`);
    const { value: html } = await mammoth.convertToHtml({ buffer: reply.rawPayload });
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toMatch(/<h2>[^<]+<\/h2>/);
    expect(html).toMatch(/<ul><li>/);
    expect(html).toMatch(/<table>/);
    expect(html).toContain("Meadowbank Care Ltd");
    expect(html).toContain("[Safeguarding officer missing]");
    const document = await docxPart(reply.rawPayload, "word/document.xml");
    expect(document).toMatch(/orient="landscape"/);
    expect(await docxPart(reply.rawPayload, "word/header1.xml")).toContain("Meadowbank Care Ltd");
    const footer = await docxPart(reply.rawPayload, "word/footer1.xml");
    expect(footer).toContain('instr="PAGE"');
    expect(footer).toContain('instr="NUMPAGES"');
    expect(footer).toContain(policy.policyNumber);
    await f.db.update(companyDocuments).set({ format: "potrait" }).where(eq(companyDocuments.id, policy.id));
  });

  it("answers a link for the file type, and the saved-document Word call", async () => {
    const linked = await post("user/document/download", { fileId: policy.id, type: "file" });
    expect(linked.json().filename).toMatch(/\.docx$/);
    const file = await t.app.inject({ method: "GET", url: linked.json().url });
    expect(file.headers["content-type"]).toContain("wordprocessingml");
    const made = await post("site/users/create_save_docs/download_as_word", {
      name: "Fire drill note",
      content: "<h2>Drill</h2><ol><li>Alarm</li><li>Muster</li></ol>",
    });
    const { value } = await mammoth.convertToHtml({ buffer: made.rawPayload });
    expect(value).toContain("<h2>Drill</h2>");
    expect(value).toContain("<ol><li>Alarm</li><li>Muster</li></ol>");
  });
});

describe("another company", () => {
  it("gets 404 for every download of A's document, and for A's links", async () => {
    for (const [url, payload] of [
      ["user/download-pdf", { fileId: policy.id }],
      ["user/download-pdf-url", { fileId: policy.id }],
      ["user/document/download", { fileId: policy.id, type: "word" }],
      ["user/document/download", { fileId: policy.id, type: "filepdf" }],
      [
        "site/users/create_save_docs/download_as_word",
        { name: "x", content: "<p>x</p>", file_id: policy.id },
      ],
    ] as const) {
      const reply = await f.post(f.ownerB, url, payload);
      expect(reply.statusCode, url).toBe(404);
    }
    const link = (await post("user/download-pdf-url", { fileId: policy.id })).json().url as string;
    const asB = await t.app.inject({
      method: "GET",
      url: link,
      headers: { authorization: `Bearer ${f.ownerB}` },
    });
    expect(asB.statusCode).toBe(404);
    const [a, b] = [f.a.company.subdomain, f.b.company.subdomain];
    const onBsSite = await t.app.inject({
      method: "GET",
      url: link,
      headers: { host: `${b}.${t.app.platform.config.baseDomain}` },
    });
    expect(onBsSite.statusCode).toBe(404);
    expect(a).not.toBe(b);
    const tampered = link.replace(/\.([^.]+)$/, (_m, sig: string) => `.${sig.slice(1)}A`);
    expect((await t.app.inject({ method: "GET", url: tampered })).statusCode).toBe(404);
  });

  it("opens a link on its own company's site", async () => {
    const link = (await post("user/document/download", { fileId: policy.id, type: "file" })).json().url;
    const onAsSite = await t.app.inject({
      method: "GET",
      url: link,
      headers: { host: `${f.a.company.subdomain}.${t.app.platform.config.baseDomain}` },
    });
    expect(onAsSite.statusCode).toBe(200);
    expect(onAsSite.headers["content-type"]).toContain("wordprocessingml");
  });

  it("answers 403 to another company's userId, 401 without a session, and refuses an employee", async () => {
    const foreign = await post("user/document/download", {
      fileId: policy.id,
      type: "word",
      userId: f.b.owner.id,
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/user/download-pdf", payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const employee = await f.person("employee");
    const refused = await f.post(employee.token, "user/document/download", {
      fileId: policy.id,
      type: "word",
    });
    expect(refused.statusCode).toBe(403);
  });

  it("answers the catalogue's Invalid request when the id is missing", async () => {
    const reply = await post("user/download-pdf", {});
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.invalidRequest);
  });
});

describe("a Chromium that cannot run", () => {
  it("answers the catalogue's export failure, while Word still works", async () => {
    const broken = await createTestApp({ env: { CHROMIUM_PATH: "/bin/false" } });
    try {
      const { db } = broken.app.platform;
      const { owner, company } = await createCompanyWithOwner(db);
      await subscribeCompanies(db, [company.id]);
      const { token } = await openSession(db, owner, { ip: null, userAgent: null });
      const created = await postAs(broken.app, token, "user/createFile", { fileName: "Visitors policy" });
      const fileId = created.json().data._id;
      const pdf = await postAs(broken.app, token, "user/download-pdf", { fileId });
      expect(pdf.statusCode).toBe(503);
      expect(pdf.json()).toEqual({ status: 0, response: messages.somethingWentWrongExport });
      const word = await postAs(broken.app, token, "user/document/download", { fileId, type: "word" });
      expect(word.statusCode).toBe(200);
      const health = await broken.app.inject({ method: "GET", url: "/api/health" });
      // Anyone sees that printing is down; what failed is shown to the platform admin only.
      expect(health.json().parts.pdf).toEqual({ ok: false });
    } finally {
      await broken.close();
    }
  });
});
