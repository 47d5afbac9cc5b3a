import { courseMessages, policyMessages, ukToday } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { courseAssignments, courseAttempts } from "./tables";
import { type CourseFixture, courseFixture } from "./test-support";

let t: TestApp;
let f: CourseFixture;
let course: string;
let alex: Awaited<ReturnType<CourseFixture["employeeWithToken"]>>;
let sam: Awaited<ReturnType<CourseFixture["employeeWithToken"]>>;
let bea: Awaited<ReturnType<CourseFixture["employeeWithToken"]>>;
const slug = "mental-capacity-act-in-practice";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  f = await courseFixture(t);
  course = f.courseId(slug);
  await f.buy(f.ownerA, [course]);
  alex = await f.employeeWithToken(f.a.company.id, "Alex");
  sam = await f.employeeWithToken(f.a.company.id, "Sam");
  bea = await f.employeeWithToken(f.b.company.id, "Bea");
}, 120_000);
afterAll(() => t.close());

const assignmentOf = async (userId: string) =>
  (
    await f.db
      .select()
      .from(courseAssignments)
      .where(ofCompany(courseAssignments, f.a.company.id, eq(courseAssignments.userId, userId)))
  )[0];

describe("assigning a course", () => {
  it("assigns to employees and a group's active members; the earlier due date stays", async () => {
    const team = await f.group(f.a.company.id, "Day team", [sam.user.id]);
    const reply = await f.post(f.ownerA, "user/course/assign", {
      courseId: course,
      employeeIds: [alex.user.id],
      groupIds: [team.id],
      dueDate: inDays(10),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.assigned).toBe(2);
    await f.post(f.ownerA, "user/course/assign", {
      courseId: course,
      employeeIds: [alex.user.id],
      dueDate: inDays(30),
    });
    expect((await assignmentOf(alex.user.id))?.dueDate).toBe(inDays(10));
  });

  it("refuses a past date, nobody, a course not bought, and another company's people as 404", async () => {
    const past = await f.post(f.ownerA, "user/course/assign", {
      courseId: course,
      employeeIds: [alex.user.id],
      dueDate: "2020-01-01",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().response).toBe(policyMessages.dueDatePast);
    const nobody = await f.post(f.ownerA, "user/course/assign", { courseId: course, dueDate: inDays(5) });
    expect(nobody.json().response).toBe(courseMessages.selectPeople);
    const notBought = await f.post(f.ownerB, "user/course/assign", {
      courseId: course,
      employeeIds: [bea.user.id],
      dueDate: inDays(5),
    });
    expect(notBought.statusCode).toBe(404);
    expect(notBought.json().response).toBe(courseMessages.notOwned);
    const otherPeople = await f.post(f.ownerA, "user/course/assign", {
      courseId: course,
      employeeIds: [bea.user.id],
      dueDate: inDays(5),
    });
    expect(otherPeople.statusCode).toBe(404);
  });
});

describe("taking a course", () => {
  it("lists and shows the employee's own course without the answers, and starts it once", async () => {
    const list = (await f.get(alex.token, "user/employee/courses")).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ courseId: course, status: "not-started", dueDate: inDays(10) });
    const id = list[0]._id as string;
    const view = await f.get(alex.token, `user/employee/course/view?id=${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.lessons).toHaveLength(3);
    expect(view.json().data).toMatchObject({ required: 5, passMarkPercent: 80, attempts: 0 });
    expect(view.body).not.toContain('"answer"');
    expect((await f.get(sam.token, `user/employee/course/view?id=${id}`)).statusCode).toBe(404);
    expect((await f.get(bea.token, `user/employee/course/view?id=${id}`)).statusCode).toBe(404);
    expect((await f.get(f.ownerA, `user/employee/course/view?id=${id}`)).statusCode).toBe(403);
    const started = await f.post(alex.token, "user/employee/course/start", { id });
    expect(started.json().data.status).toBe("in-progress");
    const first = (await assignmentOf(alex.user.id))?.startedAt;
    await f.post(alex.token, "user/employee/course/start", { id });
    expect((await assignmentOf(alex.user.id))?.startedAt).toEqual(first);
  });

  it("marks the quiz on the server: a fail names the wrong questions, a pass completes it once", async () => {
    const id = (await assignmentOf(alex.user.id))?.id ?? "";
    const right = f.rightAnswers(slug);
    const partial = await f.post(alex.token, "user/employee/course/quiz", { id, answers: right.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().response).toBe(courseMessages.answerEvery);
    const wrongTwo = right.map((answer, index) => (index < 2 ? (answer + 1) % 3 : answer));
    const failed = await f.post(alex.token, "user/employee/course/quiz", { id, answers: wrongTwo });
    expect(failed.json()).toMatchObject({
      response: courseMessages.failed,
      data: { passed: false, score: 4, total: 6, required: 5, wrong: [0, 1], certificateId: null },
    });
    const passed = await f.post(alex.token, "user/employee/course/quiz", { id, answers: right });
    expect(passed.json()).toMatchObject({ status: 1, data: { passed: true, score: 6, wrong: [] } });
    const certificateId = passed.json().data.certificateId as string;
    const again = await f.post(alex.token, "user/employee/course/quiz", { id, answers: wrongTwo });
    expect(again.json()).toMatchObject({ status: 2, data: { certificateId, score: 6 } });
    const attempts = await f.db
      .select()
      .from(courseAttempts)
      .where(ofCompany(courseAttempts, f.a.company.id, eq(courseAttempts.assignmentId, id)));
    expect(attempts.map((a) => a.passed)).toEqual([false, true]);
    const list = (await f.get(alex.token, "user/employee/courses")).json().data;
    expect(list[0]).toMatchObject({ status: "passed", certificateId });
  });

  it("prints the certificate for the employee and a manager, and to nobody else", async () => {
    const certificateId = (await assignmentOf(alex.user.id))?.passedAttemptId ?? "";
    for (const token of [alex.token, f.ownerA]) {
      const reply = await f.post(token, "user/course/certificate", { id: certificateId });
      expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
      expect(reply.headers["content-type"]).toBe("application/pdf");
      expect(reply.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect((await f.post(sam.token, "user/course/certificate", { id: certificateId })).statusCode).toBe(404);
    expect((await f.post(f.ownerB, "user/course/certificate", { id: certificateId })).statusCode).toBe(404);
    const noTraining = await f.staff([]);
    expect(
      (await f.post(noTraining.token, "user/course/certificate", { id: certificateId })).statusCode,
    ).toBe(403);
  });
});

describe("the training matrix", () => {
  it("shows each employee's state of each course bought, and only the company's own", async () => {
    const reply = await f.get(f.ownerA, "user/course/matrix");
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.courses).toEqual([{ _id: course, title: "The Mental Capacity Act 2005 in practice" }]);
    const cellOf = (userId: string) =>
      body.list.find((row: { userId: string }) => row.userId === userId)?.cells[0];
    expect(cellOf(alex.user.id)).toMatchObject({ status: "passed", dueDate: inDays(10) });
    expect(cellOf(alex.user.id).passedAt.slice(0, 10)).toBe(ukToday());
    expect(cellOf(sam.user.id)).toMatchObject({ status: "not-started" });
    expect(body.list.some((row: { userId: string }) => row.userId === bea.user.id)).toBe(false);
    const searched = (await f.get(f.ownerA, "user/course/matrix?search=sam")).json();
    expect(searched.list.map((row: { userId: string }) => row.userId)).toEqual([sam.user.id]);
    const other = (await f.get(f.ownerB, "user/course/matrix")).json();
    expect(other.courses).toEqual([]);
  });
});
