import { messages, permissions } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { subscriptions } from "./tables";

let t: TestApp;
let f: LibraryFixture;
let documentIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  documentIds = (await f.documentsOf(f.a.company.id)).slice(0, 2).map((document) => document.id);
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

/** Company A's subscription as the billing cycle leaves it: ended `days` ago, or live again. */
async function endedDaysAgo(days: number) {
  await f.db
    .update(subscriptions)
    .set({ status: "expired", endsAt: daysAgo(days + 14), endedAt: daysAgo(days) })
    .where(eq(subscriptions.companyId, f.a.company.id));
}
async function renewed() {
  await f.db
    .update(subscriptions)
    .set({ status: "active", endsAt: new Date(Date.now() + 30 * dayMs), endedAt: null })
    .where(eq(subscriptions.companyId, f.a.company.id));
}

const folders = (token = f.ownerA) => f.post(token, "user/getFoldersList", {});
const exportCheck = () => f.post(f.ownerA, "user/export/check", { values: documentIds });

describe("calls follow the company's subscriptions (spec 000 §6, issue 22)", () => {
  it("opens the library while the subscription is live", async () => {
    expect((await folders()).statusCode).toBe(200);
    expect((await exportCheck()).statusCode).toBe(200);
  });

  it("refuses the library with the banner's wording once nothing is live, for the owner and staff alike", async () => {
    await endedDaysAgo(10);
    const staff = await f.person("user", [permissions.documents]);
    for (const token of [f.ownerA, staff.token]) {
      const reply = await folders(token);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ status: 0, response: messages.noActiveSubscription });
    }
    const employees = await f.post(f.ownerA, "user/employee/list", {});
    expect(employees.statusCode).toBe(403);
    // Company B is untouched.
    expect((await folders(f.ownerB)).statusCode).toBe(200);
  });

  it("still answers the calls a lapsed company needs: its subscriptions, dashboard and bell", async () => {
    expect((await f.post(f.ownerA, "user/planList", {})).statusCode).toBe(200);
    expect((await f.post(f.ownerA, "userdashboard", {})).statusCode).toBe(200);
    expect((await f.get(f.ownerA, "user/get/notification/count")).statusCode).toBe(200);
  });

  it("lets the company take its documents away for 90 days after the end, and not after", async () => {
    await endedDaysAgo(89);
    expect((await exportCheck()).statusCode).toBe(200);
    await endedDaysAgo(91);
    const reply = await exportCheck();
    expect(reply.statusCode).toBe(403);
    expect(reply.json().response).toBe(messages.noActiveSubscription);
  });

  it("keeps employees reading the policies they were asked to read", async () => {
    const employee = await f.person("employee");
    expect((await f.get(employee.token, "user/employee/policies")).statusCode).toBe(200);
  });

  it("gives everything back as it was when the company renews", async () => {
    const before = await f.documentsOf(f.a.company.id);
    await renewed();
    expect((await folders()).statusCode).toBe(200);
    expect((await f.documentsOf(f.a.company.id)).map((d) => d.id)).toEqual(before.map((d) => d.id));
  });
});
