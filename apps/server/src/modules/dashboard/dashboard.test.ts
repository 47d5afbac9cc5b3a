import { addDays, complianceOf, permissions, routes, ukToday } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { companyDocuments } from "../documents/tables";
import { testPackage } from "../library/test-support";
import { type ReadingFixture, readingFixture } from "../policies/reading-test-support";
import { sendPolicyReminders } from "../policies/reminders";
import { subscribePackage } from "../updates/fanout-test-support";

/**
 * POST /userdashboard (issue 15): the counts, the acknowledgement completion and the subscription
 * the compliance figure is made of; and the staff-policy notifications that come with them.
 */

let t: TestApp;
let f: ReadingFixture;
let ids: { alpha: string; beta: string; adams: string };
const path = routes.companyDashboard.path.slice(1);
const dashboard = (token = f.ownerA, payload: object = {}) => f.post(token, path, payload);
const bell = async (token = f.ownerA) =>
  (await f.post(token, "user/get/notification", { limit: 100 })).json().list;

beforeAll(async () => {
  t = await createTestApp();
  f = await readingFixture(t);
  await subscribePackage(f.db, f.a.company.id, f.ids.packageId(testPackage), { addOns: ["combo"] });
  const adams = await f.employeeWithToken(f.a.company.id, { firstname: "Alex" });
  const brown = await f.employeeWithToken(f.a.company.id, { firstname: "Bea" });
  const alpha = (await f.written("Alpha policy"))._id;
  const beta = (await f.written("Beta policy"))._id;
  await f.assign([alpha, beta], adams.user.id);
  await f.assign([alpha], brown.user.id, 2);
  expect((await f.readAndAcknowledge(adams.token, alpha, "Alex Morgan")).statusCode).toBe(200);
  // Two of A's documents are past their review date, one has a library update waiting.
  const [first, second, third] = await f.documentsOf(f.a.company.id);
  for (const document of [first, second]) {
    await f.db
      .update(companyDocuments)
      .set({ reviewDate: addDays(ukToday(), -3) })
      .where(ofCompany(companyDocuments, f.a.company.id, eq(companyDocuments.id, document?.id ?? "")));
  }
  await f.db
    .update(companyDocuments)
    .set({ updateVersion: 2 })
    .where(ofCompany(companyDocuments, f.a.company.id, eq(companyDocuments.id, third?.id ?? "")));
  ids = { alpha, beta, adams: adams.user.id };
}, 180_000);
afterAll(() => t.close());

describe("POST /userdashboard", () => {
  it("answers the counts, acknowledgements, subscription and the compliance figure of the company", async () => {
    const reply = await dashboard();
    expect(reply.statusCode, reply.body).toBe(200);
    const data = reply.json().data;
    const documents = (await f.documentsOf(f.a.company.id)).length;
    expect(data.counts).toMatchObject({ documents, overdue: 2, awaitingUpdate: 1 });
    expect(data.acknowledgements).toMatchObject({ assigned: 3, acknowledged: 1, percent: 33 });
    expect(data.acknowledgements.lowest.map((p: { _id: string }) => p._id)).toEqual([ids.beta, ids.alpha]);
    expect(data.subscription).toEqual({
      active: true,
      updates: true,
      management: true,
      combo: true,
      pro: false,
    });
    const expected = complianceOf({ documents, overdue: 2, awaitingUpdate: 1, assigned: 3, acknowledged: 1 });
    expect(data.compliance).toEqual(expected);
    expect(data.compliance.factors.map((factor: { key: string }) => factor.key)).toEqual([
      "outstandingAcknowledgements",
      "overdueReviews",
      "pendingUpdates",
    ]);
    expect(data.compliance.factors[0]).toMatchObject({
      label: "2 policy assignments not acknowledged",
      count: 2,
    });
  });

  it("shows another company only its own: nothing assigned, its bare licence without A's combo", async () => {
    const data = (await dashboard(f.ownerB)).json().data;
    expect(data.acknowledgements).toEqual({ assigned: 0, acknowledged: 0, percent: null, lowest: [] });
    expect(data.subscription).toEqual({
      active: true,
      updates: false,
      management: false,
      combo: false,
      pro: false,
    });
    expect(data.counts.overdue).toBe(0);
    expect(data.compliance.factors).toEqual([]);
  });

  it("answers 401 without a session, 403 to staff without Dashboard or Manage users and to employees", async () => {
    expect((await t.app.inject({ method: "POST", url: `/api/${path}`, payload: {} })).statusCode).toBe(401);
    const staff = await f.person("user", [permissions.documents]);
    const withDashboard = await f.person("user", [permissions.dashboard]);
    const employee = await f.person("employee");
    expect((await dashboard(staff.token)).statusCode).toBe(403);
    expect((await dashboard(employee.token)).statusCode).toBe(403);
    expect((await dashboard(withDashboard.token)).statusCode).toBe(200);
    expect((await dashboard(f.ownerA, { userId: f.b.owner.id })).statusCode).toBe(403);
  });
});

describe("staff policy notifications", () => {
  it("tell the company when an employee acknowledges", async () => {
    const [acknowledged] = (await bell()).filter(
      (n: { category: string }) => n.category === "Staff policies",
    );
    expect(acknowledged).toMatchObject({
      title: "Alex Morgan acknowledged Alpha policy",
      content: "Alex Morgan read and acknowledged version 1 of Alpha policy.",
      link: "/company/policies",
      read: false,
    });
    expect((await bell(f.ownerB)).some((n: { category: string }) => n.category === "Staff policies")).toBe(
      false,
    );
  });

  it("tell the company once a day which employees were reminded of policies due or overdue", async () => {
    await f.setDueDate(f.a.company.id, ids.beta, ids.adams, addDays(ukToday(), -1));
    expect(await sendPolicyReminders(t.app.platform)).toBe(2);
    const reminded = (await bell()).filter((n: { title: string }) => n.title.includes("was reminded"));
    expect(reminded.map((n: { title: string }) => n.title).sort()).toEqual([
      "Alex Morgan was reminded: 1 overdue",
      "Bea Morgan was reminded: 1 due soon",
    ]);
    expect(await sendPolicyReminders(t.app.platform)).toBe(0);
    expect((await bell()).filter((n: { title: string }) => n.title.includes("was reminded"))).toHaveLength(2);
  });
});
