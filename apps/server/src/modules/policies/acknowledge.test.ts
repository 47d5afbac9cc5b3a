import { policyReadingMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { type ReadingFixture, readingFixture } from "./reading-test-support";
import { policyAcknowledgements, policyQuizAttempts } from "./tables";

let t: TestApp;
let f: ReadingFixture;
let alex: { user: { id: string }; token: string };
let sam: { user: { id: string }; token: string };
let written: string;
let onDocument: string;
let questions: { id: string; right: number[] }[];

const ackRows = (policyId: string) =>
  f.db
    .select()
    .from(policyAcknowledgements)
    .where(ofCompany(policyAcknowledgements, f.a.company.id, eq(policyAcknowledgements.policyId, policyId)));

beforeAll(async () => {
  t = await createTestApp();
  f = await readingFixture(t);
  alex = await f.employeeWithToken(f.a.company.id);
  sam = await f.employeeWithToken(f.a.company.id, { firstname: "Sam" });
  written = (await f.written("Safeguarding adults", "<p>Tell your manager.</p>"))._id;
  const [, second] = await f.documentsOf(f.a.company.id);
  if (!second) throw new Error("the library fills documents");
  onDocument = await f.documentPolicy(second.id);
  const ask = async (
    question: string,
    choice: string[],
    answers: number[],
    type: string,
    testRequired = true,
  ) =>
    (
      await f.post(f.ownerA, "user/setquestion", {
        fileId: second.id,
        question,
        choice,
        answers,
        type,
        testRequired,
      })
    ).json().data as { id: string };
  const one = await ask("Who do you tell first?", ["Your manager", "Nobody"], [0], "single");
  const two = await ask("Which are signs of abuse?", ["Bruises", "Smiling", "Fear"], [0, 2], "multiple");
  await ask("Describe the procedure in your own words", [], [], "text", false);
  questions = [
    { id: one.id, right: [0] },
    { id: two.id, right: [0, 2] },
  ];
  await f.assign([written, onDocument], alex.user.id);
  await f.assign([written], sam.user.id);
}, 120_000);
afterAll(() => t.close());

describe("the quiz", () => {
  it("asks only the questions with answers to check, at a pass mark of all right for two", async () => {
    const { data } = (await f.view(alex.token, onDocument)).json();
    expect(data.quiz.questions.map((q: { id: string }) => q.id)).toEqual(questions.map((q) => q.id));
    expect(data.quiz.passMark).toBe(2);
  });

  it("fails with which answers were wrong and never the right ones, then passes on a retry", async () => {
    const { data } = (await f.view(alex.token, onDocument)).json();
    const [one, two] = questions;
    if (!one || !two) throw new Error("two questions");
    const failed = await f.post(alex.token, "user/employee/policy/quiz", {
      id: onDocument,
      version: data.version,
      answers: [
        { id: one.id, answer: [0] },
        { id: two.id, answer: [0] },
      ],
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      response: policyReadingMessages.quizFailed,
      data: { score: 1, total: 2, passMark: 2, passed: false, wrong: [two.id], attempts: 1 },
    });
    expect(failed.body).not.toContain('"answers"');
    expect(failed.body).not.toContain("[0,2]");

    const refused = await f.readAndAcknowledge(alex.token, onDocument);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().response).toBe(policyReadingMessages.quizNeeded);

    const passed = await f.post(alex.token, "user/employee/policy/quiz", {
      id: onDocument,
      version: data.version,
      answers: questions.map((q) => ({ id: q.id, answer: q.right })),
    });
    expect(passed.json()).toMatchObject({
      response: policyReadingMessages.quizPassed,
      data: { score: 2, passed: true, wrong: [], attempts: 2 },
    });
    const attempts = await f.db
      .select()
      .from(policyQuizAttempts)
      .where(ofCompany(policyQuizAttempts, f.a.company.id, eq(policyQuizAttempts.policyId, onDocument)));
    expect(attempts.map((a) => a.passed).sort()).toEqual([false, true]);
    expect((await f.view(alex.token, onDocument)).json().data.quiz).toMatchObject({
      passed: true,
      attempts: 2,
    });

    const acknowledged = await f.readAndAcknowledge(alex.token, onDocument);
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().data).toMatchObject({ quizScore: 2, quizTotal: 2 });
  });

  it("asks for every question, refuses a stale version (409) and a policy without a quiz", async () => {
    const [one] = questions;
    const partial = await f.post(alex.token, "user/employee/policy/quiz", {
      id: onDocument,
      version: (await f.view(alex.token, onDocument)).json().data.version,
      answers: [{ id: one?.id, answer: [0] }],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().response).toBe(policyReadingMessages.answerEveryQuestion);
    const stale = await f.post(alex.token, "user/employee/policy/quiz", {
      id: onDocument,
      version: 999,
      answers: [],
    });
    expect(stale.statusCode).toBe(409);
    const none = await f.post(alex.token, "user/employee/policy/quiz", {
      id: written,
      version: 1,
      answers: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().response).toBe(policyReadingMessages.noQuiz);
    const other = await f.post(sam.token, "user/employee/policy/quiz", {
      id: onDocument,
      version: 1,
      answers: [],
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("POST /user/employee/policy/acknowledge", () => {
  it("refuses a name that is not the employee's", async () => {
    const reply = await f.readAndAcknowledge(alex.token, written, "Sam Morgan");
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      response: policyReadingMessages.nameMismatch,
      errors: [{ field: "fullName", message: policyReadingMessages.nameMismatch }],
    });
    expect(await ackRows(written)).toHaveLength(0);
  });

  it("refuses a version or content the policy has moved on from (409)", async () => {
    const { data } = (await f.view(alex.token, written)).json();
    const base = { id: written, fullName: "Alex Morgan" };
    const oldVersion = await f.acknowledge(alex.token, {
      ...base,
      version: data.version + 1,
      contentHash: data.contentHash,
    });
    expect(oldVersion.statusCode).toBe(409);
    expect(oldVersion.json().response).toBe(policyReadingMessages.policyChanged);
    const otherHash = await f.acknowledge(alex.token, {
      ...base,
      version: data.version,
      contentHash: "0".repeat(64),
    });
    expect(otherHash.statusCode).toBe(409);
  });

  it("records the evidence: version, hash, name, time, IP and device; once per version", async () => {
    const { data } = (await f.view(alex.token, written)).json();
    const payload = {
      id: written,
      version: data.version,
      contentHash: data.contentHash,
      fullName: "  alex   MORGAN ",
    };
    const reply = await f.send("POST", alex.token, "user/employee/policy/acknowledge", payload);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: policyReadingMessages.acknowledged,
      data: {
        policyId: written,
        userId: alex.user.id,
        version: 1,
        contentHash: data.contentHash,
        typedName: "alex MORGAN",
        quizScore: null,
        current: true,
      },
    });
    const [row] = await ackRows(written);
    expect(row).toMatchObject({ version: 1, contentHash: data.contentHash, ip: "127.0.0.1" });
    expect(row?.userAgent).toBe("lightMyRequest");

    const again = await f.acknowledge(alex.token, payload);
    expect(again.json()).toMatchObject({ status: 2, response: policyReadingMessages.alreadyAcknowledged });
    expect(again.json().data._id).toBe(row?.id);
    expect(await ackRows(written)).toHaveLength(1);

    const events = await f.db.select().from(auditEvents).where(eq(auditEvents.entityId, written));
    expect(events.filter((e) => e.action === "policy.acknowledged")).toHaveLength(1);
    const listed = (await f.get(alex.token, "user/employee/policies")).json().list;
    expect(listed.find((p: { _id: string }) => p._id === written)).toMatchObject({
      acknowledged: true,
      acknowledgedVersion: 1,
      acknowledgementId: row?.id,
      status: 1,
    });
  });

  it("asks again after a major change, and not after an unchanged republish", async () => {
    const update = (content: string, major: boolean) =>
      f.send("PATCH", f.ownerA, "user/employee/policy/update", {
        id: written,
        name: "Safeguarding adults",
        policyNumber: "",
        status: 1,
        content,
        major,
      });
    expect((await update("<p>Tell your manager.</p>", true)).statusCode).toBe(200);
    const same = (await f.get(alex.token, "user/employee/policies")).json().list;
    expect(same.find((p: { _id: string }) => p._id === written)).toMatchObject({
      acknowledged: true,
      version: 1,
    });

    expect((await update("<p>Tell your manager at once.</p>", true)).statusCode).toBe(200);
    const listed = (await f.get(alex.token, "user/employee/policies")).json().list;
    expect(listed.find((p: { _id: string }) => p._id === written)).toMatchObject({
      acknowledged: false,
      needsReacknowledgement: true,
      version: 2,
    });
    const again = await f.readAndAcknowledge(alex.token, written);
    expect(again.json()).toMatchObject({ status: 1, data: { version: 2, current: true } });
    expect(await ackRows(written)).toHaveLength(2);
  });

  it("answers 404 for another employee's policy, and 403 to a manager", async () => {
    const payload = { id: onDocument, version: 1, contentHash: "a".repeat(64), fullName: "Sam Morgan" };
    expect((await f.acknowledge(sam.token, payload)).statusCode).toBe(404);
    expect((await f.acknowledge(f.ownerA, payload)).statusCode).toBe(403);
  });
});
