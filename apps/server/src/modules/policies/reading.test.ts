import { createHash } from "node:crypto";
import { addDays, messages, policyReadingMessages, ukToday } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { type ReadingFixture, readingFixture, tinyPdf } from "./reading-test-support";

let t: TestApp;
let f: ReadingFixture;
let alex: { user: { id: string }; token: string };
let sam: { user: { id: string }; token: string };
let bea: { user: { id: string }; token: string };
let written: string;
let later: string;
let onDocument: string;
let onPdf: string;
let documentId: string;
const pdf = tinyPdf("fire");

beforeAll(async () => {
  t = await createTestApp();
  f = await readingFixture(t);
  alex = await f.employeeWithToken(f.a.company.id);
  sam = await f.employeeWithToken(f.a.company.id, { firstname: "Sam" });
  bea = await f.employeeWithToken(f.b.company.id, { firstname: "Bea" });
  written = (await f.written("Safeguarding adults", "<p>Tell your manager.</p>"))._id;
  later = (await f.written("Lone working"))._id;
  const [first] = await f.documentsOf(f.a.company.id);
  if (!first) throw new Error("the library fills documents");
  documentId = first.id;
  onDocument = await f.documentPolicy(first.id);
  onPdf = await f.pdfPolicy(pdf);
  await f.post(f.ownerA, "user/setquestion", {
    fileId: documentId,
    question: "Who do you tell first?",
    choice: ["Your manager", "Nobody"],
    answers: [0],
    type: "single",
    testRequired: true,
  });
  await f.assign([written, onDocument, onPdf], alex.user.id, 10);
  await f.assign([later], alex.user.id, 20);
  await f.assign([later], sam.user.id, 20);
}, 120_000);
afterAll(() => t.close());

describe("GET /user/employee/policies", () => {
  it("lists the employee's own policies, unread first, then by due date", async () => {
    await f.post(alex.token, "user/view/policies", { id: later });
    const reply = await f.get(alex.token, "user/employee/policies");
    expect(reply.statusCode).toBe(200);
    const { list, total, status } = reply.json();
    expect(status).toBe(1);
    expect(total).toBe(4);
    expect(list.map((p: { name: string }) => p.name)).toEqual([
      "Fire safety",
      expect.any(String),
      "Safeguarding adults",
      "Lone working",
    ]);
    expect(list[3]).toMatchObject({
      status: 1,
      acknowledged: false,
      overdue: false,
      needsReacknowledgement: false,
    });
    expect(list[0]).toMatchObject({ status: 0, source: "pdf", dueDate: addDays(ukToday(), 10) });
    const onDoc = list.find((p: { _id: string }) => p._id === onDocument);
    expect(onDoc).toMatchObject({ source: "document", testRequired: true });
  });

  it("takes the employee's own id, and refuses anyone else's", async () => {
    expect((await f.get(alex.token, `user/employee/policies?id=${alex.user.id}`)).json().total).toBe(4);
    expect((await f.get(alex.token, `user/employee/policies?id=${sam.user.id}`)).statusCode).toBe(403);
  });

  it("answers status 2 with an empty list to an employee with nothing assigned", async () => {
    const reply = await f.get(bea.token, "user/employee/policies");
    expect(reply.json()).toMatchObject({ status: 2, list: [], total: 0 });
  });

  it("is refused to the company owner", async () => {
    expect((await f.get(f.ownerA, "user/employee/policies")).statusCode).toBe(403);
  });

  it("puts the assigned policies into the employee's profile, status 0 until read", async () => {
    const profile = await f.post(alex.token, "user/details", {});
    const documents = profile.json().response.assignedpolicyDocuments as { _id: string; status: number }[];
    expect(documents).toBeDefined();
    expect(documents).toContainEqual({ _id: later, status: 1 });
    expect(documents).toContainEqual({ _id: written, status: 0 });
  });
});

describe("GET /user/employee/policy/view", () => {
  it("serves a written policy's wording with the SHA-256 of exactly what is served", async () => {
    const reply = await f.view(alex.token, written);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data).toMatchObject({ _id: written, source: "written", version: 1, pdf: null, quiz: null });
    expect(data.content).toBe("<p>Tell your manager.</p>");
    expect(data.contentHash).toBe(createHash("sha256").update(data.content).digest("hex"));
    expect(data.employeeName).toBe("Alex Morgan");
  });

  it("serves a document policy filled with the company's details, and its quiz without answers", async () => {
    const reply = await f.view(alex.token, onDocument);
    const { data } = reply.json();
    expect(data.source).toBe("document");
    expect(data.content).toContain(`data-variable="company.name">${f.a.company.name}</span>`);
    expect(data.quiz).toMatchObject({ required: true, passMark: 1, passed: false, attempts: 0 });
    expect(data.quiz.questions).toEqual([
      {
        id: expect.any(String),
        question: "Who do you tell first?",
        choice: ["Your manager", "Nobody"],
        type: "single",
      },
    ]);
    expect(reply.body).not.toContain('"answers"');
  });

  it("links a PDF policy to the PDF call, which streams it to the employee and the managers", async () => {
    const { data } = (await f.view(alex.token, onPdf)).json();
    expect(data.pdf).toEqual({
      fileId: onPdf,
      fileName: "Fire safety.pdf",
      path: "/api/user/policies/viewpdf",
    });
    expect(data.contentHash).toBe(createHash("sha256").update(pdf).digest("hex"));
    for (const token of [alex.token, f.ownerA]) {
      const file = await f.post(token, "user/policies/viewpdf", { fileId: onPdf });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await f.post(sam.token, "user/policies/viewpdf", { fileId: onPdf })).statusCode).toBe(404);
    expect((await f.post(bea.token, "user/policies/viewpdf", { fileId: onPdf })).statusCode).toBe(404);
    expect((await f.post(f.ownerB, "user/policies/viewpdf", { fileId: onPdf })).statusCode).toBe(404);
    const staff = await f.person("user");
    expect((await f.post(staff.token, "user/policies/viewpdf", { fileId: onPdf })).statusCode).toBe(403);
  });

  it("answers 404 for a policy assigned to someone else, another company's, or unknown", async () => {
    expect((await f.view(sam.token, written)).statusCode).toBe(404);
    expect((await f.view(bea.token, written)).statusCode).toBe(404);
    expect((await f.view(alex.token, "not-an-id")).statusCode).toBe(404);
    const theirs = (await f.written("B's own", "<p>B</p>", f.ownerB))._id;
    await f.assign([theirs], bea.user.id, 5, f.ownerB);
    expect((await f.view(alex.token, theirs)).statusCode).toBe(404);
    expect((await f.view(bea.token, theirs)).statusCode).toBe(200);
  });

  it("refuses a userId other than the employee's own", async () => {
    const reply = await f.get(alex.token, `user/employee/policy/view?id=${written}&userId=${sam.user.id}`);
    expect(reply.statusCode).toBe(403);
  });

  it("hides a hidden policy from the employee", async () => {
    const hidden = (await f.written("Hidden one"))._id;
    await f.assign([hidden], alex.user.id);
    expect((await f.view(alex.token, hidden)).statusCode).toBe(200);
    expect((await f.post(f.ownerA, "company/hide/policy", { policyId: hidden })).statusCode).toBe(200);
    expect((await f.view(alex.token, hidden)).statusCode).toBe(404);
  });
});

describe("POST /user/view/policies", () => {
  it("records the first reading once, with an audit event", async () => {
    const first = await f.post(alex.token, "user/view/policies", { id: written });
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toBe(policyReadingMessages.readRecorded);
    const readAt = first.json().data.readAt;
    const again = await f.post(alex.token, "user/view/policies", { id: written });
    expect(again.json().data.readAt).toBe(readAt);
    const events = await f.db.select().from(auditEvents).where(eq(auditEvents.entityId, written));
    expect(events.filter((e) => e.action === "policy.read")).toHaveLength(1);
  });

  it("answers 404 for someone else's policy and 403 to a manager", async () => {
    expect((await f.post(sam.token, "user/view/policies", { id: written })).statusCode).toBe(404);
    const reply = await f.post(f.ownerA, "user/view/policies", { id: written });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().response).toBe(messages.notAllowed);
  });
});
