import { adminRequestMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/app";
import { type LibraryFixture, libraryFixture } from "../../library/test-support";
import {
  auditOf,
  expectAdminOnly,
  type RequestsFixture,
  requestsFixture,
} from "../../profile/admin/test-support";
import { documentIssueReports } from "../tables";

let t: TestApp;
let f: RequestsFixture;
let library: LibraryFixture;
let document: { id: string; name: string; policyNumber: string };
let outOfDate: string;
let typo: string;
const unknownId = "00000000-0000-4000-8000-000000000000";

async function report(issue: string, comments: string) {
  const reply = await library.post(library.ownerA, "user/report/issue", {
    fileId: document.id,
    issue,
    comments,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().data._id as string;
}
const stored = async (id: string) =>
  (await f.db.select().from(documentIssueReports).where(eq(documentIssueReports.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  f = await requestsFixture(t.app);
  library = await libraryFixture(t);
  const first = (await library.documentsOf(library.a.company.id))[0];
  if (!first) throw new Error("the fixture fills documents");
  document = first;
  outOfDate = await report("Content is out of date", "Section 3 cites the 2014 guidance.");
  typo = await report("Typo", "Page 2");
});
afterAll(() => t.close());

describe("admin issue report calls", () => {
  it.each([
    ["admin/issue-report/list", {}],
    ["admin/issue-report/status", { id: unknownId, status: "closed" }],
  ])("%s is for the platform admin with the second factor only", async (url, payload) => {
    await expectAdminOnly(f, url, payload);
  });
});

describe("POST /admin/issue-report/list", () => {
  it("lists reports newest first with the company, document, issue, comments and status", async () => {
    const reply = await f.asAdmin("admin/issue-report/list");
    expect(reply.statusCode).toBe(200);
    const { list, total } = reply.json();
    expect(total).toBe(2);
    expect(list.map((item: { _id: string }) => item._id)).toEqual([typo, outOfDate]);
    expect(list[1]).toMatchObject({
      companyId: library.a.company.id,
      companyName: library.a.company.name,
      documentId: document.id,
      documentName: document.name,
      policyNumber: document.policyNumber,
      issue: "Content is out of date",
      comments: "Section 3 cites the 2014 guidance.",
      status: "new",
      statusNote: "",
      statusChangedAt: null,
    });
    expect(list[1].reporter).not.toBe("");
  });

  it("filters by status and searches the issue", async () => {
    expect((await f.asAdmin("admin/issue-report/list", { search: "out of date" })).json().total).toBe(1);
    expect((await f.asAdmin("admin/issue-report/list", { status: "closed" })).json().total).toBe(0);
    const bad = await f.asAdmin("admin/issue-report/list", { status: "done" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "status", message: adminRequestMessages.requestStatusInvalid },
    ]);
  });
});

describe("POST /admin/issue-report/status", () => {
  it("sets the status with a note and audits it against the company", async () => {
    const reply = await f.asAdmin("admin/issue-report/status", {
      id: outOfDate,
      status: "in hand",
      note: "Updating the template",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      response: adminRequestMessages.statusSaved,
      data: { _id: outOfDate, status: "in hand", statusNote: "Updating the template" },
    });
    expect(await stored(outOfDate)).toMatchObject({ status: "in hand", statusNote: "Updating the template" });
    expect((await stored(outOfDate))?.statusChangedAt).toBeInstanceOf(Date);
    const [event] = await auditOf(f, "admin.issue-report.status", outOfDate);
    expect(event).toMatchObject({ companyId: library.a.company.id, actorUserId: f.admin.admin.id });
    const counts = (await f.asAdmin("admin/requests/counts")).json().response;
    expect(counts.issueReports).toBe(1);
  });

  it("refuses a status that is not new, in hand or closed, and a note too long, and changes nothing", async () => {
    const bad = await f.asAdmin("admin/issue-report/status", { id: typo, status: "done" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "status", message: adminRequestMessages.requestStatusInvalid },
    ]);
    const long = await f.asAdmin("admin/issue-report/status", {
      id: typo,
      status: "closed",
      note: "x".repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: "note", message: adminRequestMessages.noteTooLong }]);
    expect(await stored(typo)).toMatchObject({ status: "new", statusNote: "" });
    expect(await auditOf(f, "admin.issue-report.status", typo)).toHaveLength(0);
  });

  it("answers 404 for an unknown report", async () => {
    const reply = await f.asAdmin("admin/issue-report/status", { id: unknownId, status: "closed" });
    expect(reply.statusCode).toBe(404);
  });
});
