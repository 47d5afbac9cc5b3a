import { courseMessages, messages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { acrossCompanies } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { companyCourses } from "./tables";
import { type CourseFixture, courseFixture } from "./test-support";

let t: TestApp;
let f: CourseFixture;
const safeguarding = "safeguarding-adults-awareness";
const infection = "infection-prevention-basics";

beforeAll(async () => {
  t = await createTestApp();
  f = await courseFixture(t);
}, 120_000);
afterAll(() => t.close());

const owned = (companyId: string) =>
  f.db.select().from(acrossCompanies(companyCourses)).where(eq(companyCourses.companyId, companyId));

describe("the course catalogue", () => {
  it("lists the courses on sale to anyone, without their answers", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/course/list" });
    expect(reply.statusCode).toBe(200);
    const list = reply.json().data as { slug: string; price: number; lessons: string[]; questions: number }[];
    expect(list.map((course) => course.slug)).toEqual([
      safeguarding,
      infection,
      "mental-capacity-act-in-practice",
    ]);
    expect(list[0]).toMatchObject({ price: 25, questions: 6 });
    expect(list[0]?.lessons).toHaveLength(3);
    expect(reply.body).not.toContain('"answer"');
  });

  it("needs the pro package and the Training permission", async () => {
    const noPro = await f.get(f.ownerC, "user/course/list");
    expect(noPro.statusCode).toBe(403);
    expect(noPro.json().response).toBe(messages.proPackageNeeded);
    expect((await f.get((await f.staff([])).token, "user/course/list")).statusCode).toBe(403);
    const staff = await f.trainingStaff();
    const reply = await f.get(staff.token, "user/course/list");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.every((course: { owned: boolean }) => !course.owned)).toBe(true);
    const employee = await f.employeeWithToken(f.a.company.id);
    expect((await f.get(employee.token, "user/course/list")).statusCode).toBe(403);
  });
});

describe("buying courses", () => {
  it("checks out a course, pays through the existing payment, and grants it once", async () => {
    const id = f.courseId(safeguarding);
    const { orderId, checkout } = await f.buy(f.ownerA, [id]);
    expect(checkout.total).toBe(25);
    expect((await owned(f.a.company.id)).map((row) => row.courseId)).toEqual([id]);
    const list = (await f.get(f.ownerA, "user/course/list")).json().data as { _id: string; owned: boolean }[];
    expect(list.find((course) => course._id === id)?.owned).toBe(true);
    // The order shows a course line, and the success page replayed changes nothing.
    const details = await f.post(f.ownerA, "user/order-details", { orderId });
    expect(details.json().response.lines[0]).toMatchObject({
      kind: "course",
      name: "Safeguarding adults awareness",
    });
    const again = await t.app.inject({
      method: "GET",
      url: `/api/users/details-update/payment/success?orderId=${orderId}`,
      headers: { authorization: `Bearer ${f.ownerA}` },
    });
    expect(again.statusCode).toBe(200);
    expect(await owned(f.a.company.id)).toHaveLength(1);
    const grants = await f.db
      .select()
      .from(acrossCompanies(auditEvents))
      .where(and(eq(auditEvents.companyId, f.a.company.id), eq(auditEvents.action, "course.granted")));
    expect(grants).toHaveLength(1);
    // Company B bought nothing.
    expect(await owned(f.b.company.id)).toHaveLength(0);
  });

  it("refuses a course already owned, an empty choice and an unknown course", async () => {
    const taken = await f.post(f.ownerA, "user/course/checkout", { courseIds: [f.courseId(safeguarding)] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().response).toBe(courseMessages.alreadyOwned);
    const empty = await f.post(f.ownerA, "user/course/checkout", { courseIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(courseMessages.selectCourses);
    const unknown = await f.post(f.ownerA, "user/course/checkout", {
      courseIds: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("leaves a declined order unpaid and grants nothing", async () => {
    const checkout = await f.post(f.ownerB, "user/course/checkout", { courseIds: [f.courseId(infection)] });
    const { orderId } = checkout.json().response as { orderId: string };
    const declined = await f.post(f.ownerB, "user/checkout/pay", {
      orderId,
      card: { number: "4000 0000 0000 0002", expiry: "12/40", cvc: "123", name: "Alex Morgan" },
    });
    expect(declined.statusCode).toBe(402);
    expect(await owned(f.b.company.id)).toHaveLength(0);
    // Another company cannot pay it.
    expect(
      (
        await f.post(f.ownerA, "user/checkout/pay", {
          orderId,
          card: { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "A" },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("the new-provider checklist's ticks", () => {
  it("keeps ticks per company, refuses unknown steps, and a repeat changes nothing", async () => {
    expect((await f.get(f.ownerA, "user/checklist/ticks")).json().data.ticks).toEqual([]);
    const ticked = await f.post(f.ownerA, "user/checklist/tick", { itemId: "england-apply", ticked: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().data.ticks).toEqual(["england-apply"]);
    await f.post(f.ownerA, "user/checklist/tick", { itemId: "ico-registration", ticked: true });
    await f.post(f.ownerA, "user/checklist/tick", { itemId: "ico-registration", ticked: true });
    expect((await f.get(f.ownerA, "user/checklist/ticks")).json().data.ticks).toEqual([
      "england-apply",
      "ico-registration",
    ]);
    const unticked = await f.post(f.ownerA, "user/checklist/tick", {
      itemId: "england-apply",
      ticked: false,
    });
    expect(unticked.json().data.ticks).toEqual(["ico-registration"]);
    const unknown = await f.post(f.ownerA, "user/checklist/tick", { itemId: "no-such-step", ticked: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().response).toBe(courseMessages.unknownStep);
    expect((await f.get(f.ownerB, "user/checklist/ticks")).json().data.ticks).toEqual([]);
    const employee = await f.employeeWithToken(f.a.company.id);
    expect((await f.get(employee.token, "user/checklist/ticks")).statusCode).toBe(403);
  });
});
