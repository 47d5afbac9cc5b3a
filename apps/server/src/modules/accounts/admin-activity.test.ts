import { adminPageSize, messages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { bearer, companyHost, signIn, signInAdmin } from "../../testing/session";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let meadow: Awaited<ReturnType<typeof createCompanyWithOwner>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, { email: "console.admin@cloudoc.test" });
  meadow = await createCompanyWithOwner(t.app.platform.db, { subdomain: "activitycare" });
});
afterAll(() => t.close());

const list = (headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: "POST", url: "/api/admin/activity/list", headers, payload });

const at = (day: string, time = "10:00:00") => new Date(`${day}T${time}Z`);

describe("who may read the admin activity", () => {
  it("answers 401 without a session and for an admin without the second factor", async () => {
    expect((await list({ host: "localhost:3000" })).statusCode).toBe(401);
    const unproved = await createUser(t.app.platform.db, { companyId: null, role: "admin" });
    const reply = await list(bearer((await signIn(t.app, unproved.email)).authToken));
    expect(reply.statusCode).toBe(401);
    expect(reply.json().response).toBe(messages.secondFactorNeeded);
  });

  it("refuses a company owner, a staff user and an employee with 403", async () => {
    const db = t.app.platform.db;
    const staff = await createUser(db, {
      companyId: meadow.company.id,
      role: "user",
      permissions: ["settings"],
    });
    const employee = await createUser(db, { companyId: meadow.company.id, role: "employee" });
    const host = companyHost("activitycare");
    for (const headers of [
      bearer((await signIn(t.app, meadow.owner.email)).authToken),
      bearer((await signIn(t.app, staff.email)).authToken),
      bearer((await signIn(t.app, employee.email, { host })).authToken, host),
    ]) {
      expect((await list(headers)).statusCode).toBe(403);
    }
  });
});

describe("the admin activity list", () => {
  beforeAll(async () => {
    await t.app.platform.db.insert(auditEvents).values([
      {
        actorUserId: admin.admin.id,
        companyId: meadow.company.id,
        action: "admin.company.suspended",
        entityType: "company",
        entityId: meadow.company.id,
        ip: "203.0.113.9",
        createdAt: at("2031-03-02"),
      },
      {
        actorUserId: admin.admin.id,
        companyId: null,
        action: "admin.package.saved",
        entityType: "package",
        entityId: "pkg-1",
        createdAt: at("2031-03-01"),
      },
      // A company owner's own change is not admin activity.
      {
        actorUserId: meadow.owner.id,
        companyId: meadow.company.id,
        action: "profile.update-variables",
        entityType: "company",
        createdAt: at("2031-03-03"),
      },
    ]);
  });

  it("lists changes made by platform admins, newest first, with who, what, which company and where", async () => {
    const reply = await list(admin.headers, { from: "2031-03-01", to: "2031-03-31" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().total).toBe(2);
    expect(reply.json().list).toEqual([
      expect.objectContaining({
        action: "admin.company.suspended",
        entityType: "company",
        entityId: meadow.company.id,
        adminName: "Alex Morgan",
        adminEmail: "console.admin@cloudoc.test",
        companyId: meadow.company.id,
        companyName: meadow.company.name,
        ip: "203.0.113.9",
        createdAt: "2031-03-02T10:00:00.000Z",
      }),
      expect.objectContaining({ action: "admin.package.saved", companyId: null, companyName: null }),
    ]);
  });

  it("filters by action, by text over who and which company, and by dates (the end day whole)", async () => {
    const byAction = await list(admin.headers, { action: "admin.package.saved" });
    expect(byAction.json().list.map((e: { entityId: string }) => e.entityId)).toEqual(["pkg-1"]);
    const byCompany = await list(admin.headers, { search: meadow.company.name.slice(0, 12) });
    expect(byCompany.json().list.map((e: { action: string }) => e.action)).toEqual([
      "admin.company.suspended",
    ]);
    const oneDay = await list(admin.headers, { from: "2031-03-01", to: "2031-03-01" });
    expect(oneDay.json().list.map((e: { action: string }) => e.action)).toEqual(["admin.package.saved"]);
    const wildcard = await list(admin.headers, { search: "%" });
    expect(wildcard.json().total).toBe(0);
  });

  it("pages 25 at a time", async () => {
    const other = await createUser(t.app.platform.db, {
      companyId: null,
      role: "admin",
      email: "pager@cloudoc.test",
    });
    await t.app.platform.db.insert(auditEvents).values(
      Array.from({ length: 30 }, (_, i) => ({
        actorUserId: other.id,
        companyId: null,
        action: "admin.package.saved",
        entityType: "package",
        entityId: `page-${i}`,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      })),
    );
    const first = await list(admin.headers, { search: "pager@cloudoc" });
    expect(first.json().total).toBe(30);
    expect(first.json().list).toHaveLength(adminPageSize);
    expect(first.json().list[0].entityId).toBe("page-29");
    const second = await list(admin.headers, { search: "pager@cloudoc", page: 2 });
    expect(second.json().list.map((e: { entityId: string }) => e.entityId)).toEqual([
      "page-4",
      "page-3",
      "page-2",
      "page-1",
      "page-0",
    ]);
  });

  it("refuses a date that is not one, and an end before the start, with a message", async () => {
    const notADate = await list(admin.headers, { from: "2031-13-01" });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().errors).toEqual([{ field: "from", message: "Enter a real date." }]);
    const backwards = await list(admin.headers, { from: "2031-03-02", to: "2031-03-01" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: "to", message: "The end date must be on or after the start date." },
    ]);
  });
});
