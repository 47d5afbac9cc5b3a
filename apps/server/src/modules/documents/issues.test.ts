import { messages, permissions as p } from "@cloudoc/contract";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage } from "../../testing/commerce";
import { lastEmailTo } from "../../testing/outbox";
import { documentTemplates } from "../catalogue/tables";
import { fillCompanyLibrary } from "../library/fill";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { companyDocuments, documentIssueReports } from "./tables";

let t: TestApp;
let f: LibraryFixture;
let docA: { id: string; name: string; policyNumber: string };
let docB: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  const first = (await f.documentsOf(f.a.company.id))[0];
  if (!first) throw new Error("fixture has documents");
  docA = first;
  docB = (await f.documentsOf(f.b.company.id))[0]?.id ?? "";
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const report = { issue: "Content is out of date", comments: "Section 3 cites the 2014 guidance." };

describe("report an issue (/user/report/issue)", () => {
  it("stores the report and emails the platform's support address", async () => {
    const reply = (await post("user/report/issue", { fileId: docA.id, ...report })).json();
    expect(reply).toMatchObject({
      status: 1,
      response: messages.issueReported,
      data: { fileId: docA.id, emailed: true },
    });
    const [row] = await f.db
      .select()
      .from(documentIssueReports)
      .where(eq(documentIssueReports.id, reply.data._id));
    expect(row).toMatchObject({ companyId: f.a.company.id, reportedBy: f.a.owner.id, ...report });
    // Long headers are folded onto several lines; unfold them to read the subject.
    const email = (await lastEmailTo(t.dataDir, "hello@cloudoc.co.uk")).replace(/\n(?=[ \t])/g, "");
    expect(email).toContain(`Document issue: ${docA.policyNumber}`);
    expect(email).toContain("Section 3 cites the 2014 guidance.");
    expect(email).toContain(f.a.owner.email);
  });

  it("keeps the report when the mail fails", async () => {
    const send = vi.spyOn(t.app.platform.mail, "send").mockRejectedValueOnce(new Error("SMTP is down"));
    try {
      const reply = (await post("user/report/issue", { fileId: docA.id, issue: "Something else" })).json();
      expect(reply).toMatchObject({ status: 1, data: { emailed: false } });
      const stored = await f.db
        .select()
        .from(documentIssueReports)
        .where(eq(documentIssueReports.id, reply.data._id));
      expect(stored).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });

  it("needs an issue; another company's document answers 404; employees are refused", async () => {
    const empty = await post("user/report/issue", { fileId: docA.id, issue: " ", comments: "x" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().response).toBe(messages.issueRequired);
    expect((await post("user/report/issue", { fileId: docB, ...report })).statusCode).toBe(404);
    const employee = await f.person("employee");
    expect((await post("user/report/issue", { fileId: docA.id, ...report }, employee.token)).statusCode).toBe(
      403,
    );
    // Readers may report: it changes nothing in the document.
    const reader = await f.person("user", [p.documents]);
    expect((await post("user/report/issue", { fileId: docA.id, ...report }, reader.token)).statusCode).toBe(
      200,
    );
  });
});

describe("the document guide (/user/getGuide)", () => {
  it("gives a library document its template's summary, the regulator of the company's package and advice", async () => {
    // FRM-01 sits in every nation's package: a company holding the Welsh one is shown CIW only.
    await buyPackage(f.app, f.ownerA, f.ids.packageId("care-home-wales"));
    const guide = (await post("user/getGuide", { fileId: docA.id })).json().response;
    const [template] = await f.db
      .select({ summary: documentTemplates.summary })
      .from(documentTemplates)
      .innerJoin(companyDocuments, eq(companyDocuments.templateId, documentTemplates.id))
      .where(eq(companyDocuments.id, docA.id));
    expect(guide).toMatchObject({ fileId: docA.id, source: "library", summary: template?.summary });
    expect(guide.regulators.map((r: { name: string }) => r.name)).toEqual(["CIW Wales"]);
    expect(guide.statements).toEqual([]);
    expect(guide.guidance.length).toBeGreaterThan(3);
  });

  it("names the CQC quality statements of an English template", async () => {
    await fillCompanyLibrary(f.db, {
      companyId: f.a.company.id,
      packageIds: [f.ids.packageId("care-home-england")],
      templateIds: [],
    });
    const [english] = await f.db
      .select({ id: companyDocuments.id, statements: documentTemplates.cqcStatements })
      .from(companyDocuments)
      .innerJoin(documentTemplates, eq(documentTemplates.id, companyDocuments.templateId))
      .where(
        and(
          eq(companyDocuments.companyId, f.a.company.id),
          isNotNull(companyDocuments.templateId),
          eq(documentTemplates.nation, "england"),
          eq(documentTemplates.kind, "policy"),
          sql`cardinality(${documentTemplates.cqcStatements}) > 0`,
        ),
      )
      .limit(1);
    if (!english) throw new Error("an English template with CQC statements");
    const reply = await post("user/getGuide", { fileId: english.id });
    expect(reply.statusCode, reply.body).toBe(200);
    const guide = reply.json().response;
    expect(guide.regulators.map((r: { name: string }) => r.name)).toContain("CQC England");
    expect(guide.statements.map((s: { id: string }) => s.id).sort()).toEqual([...english.statements].sort());
    expect(guide.statements[0]).toMatchObject({ keyQuestion: expect.any(String), name: expect.any(String) });
  });

  it("gives a document the company made the general guide; another company's is 404", async () => {
    const made = (await post("user/createFile", { fileName: "Our own policy" })).json().data;
    const guide = (await post("user/getGuide", { fileId: made._id })).json().response;
    expect(guide).toMatchObject({ source: "company", kind: null, regulators: [], statements: [] });
    expect(guide.guidance.length).toBeGreaterThan(0);
    expect((await post("user/getGuide", { fileId: docB })).statusCode).toBe(404);
    expect((await post("user/getGuide", { fileId: made._id }, f.ownerB)).statusCode).toBe(404);
  });
});
