import { adminCompanyMessages, messages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../../testing/app";
import { buyPackage, loadCatalogue, postAs } from "../../../testing/commerce";
import { createCompany, createCompanyWithOwner, createUser } from "../../../testing/factories";
import { signIn, signInAdmin } from "../../../testing/session";
import { companyDocuments } from "../../documents/tables";
import { companies, sessions, users } from "../tables";

let t: TestApp;
let adminToken: string;
let alpha: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let bravo: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let staffEmail: string;
const lastSignIn = new Date("2031-05-06T07:08:09.000Z");

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  const { db } = t.app.platform;
  const ids = await loadCatalogue(db);
  alpha = await createCompanyWithOwner(db, { subdomain: "alphacare" });
  bravo = await createCompanyWithOwner(db, { subdomain: "bravocare" });
  const staff = await createUser(db, { companyId: alpha.company.id, role: "user", firstname: "Sam" });
  staffEmail = staff.email;
  await createUser(db, { companyId: alpha.company.id, role: "employee" });
  const ownerToken = (await signIn(t.app, alpha.owner.email)).authToken;
  await buyPackage(t.app, ownerToken, ids.packageId("care-home-england"), {
    renewalPlan: "monthly",
    packages: ["updates"],
  });
  await db.update(users).set({ lastSignInAt: lastSignIn }).where(eq(users.id, staff.id));
  await db.insert(companyDocuments).values([
    { companyId: alpha.company.id, name: "Kept", content: "a".repeat(1000) },
    { companyId: alpha.company.id, name: "Binned", content: "b".repeat(500), deletedAt: new Date() },
  ]);
  for (let n = 0; n < 25; n += 1) await createCompany(db, { name: `Filler ${n}`, subdomain: `filler${n}` });
  adminToken = (await signInAdmin(t.app)).token;
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}) => postAs(t.app, adminToken, url, payload);
const auditOf = (action: string, companyId: string) =>
  t.app.platform.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.companyId, companyId)));

describe("POST /admin/company/list", () => {
  it("lists companies 25 to a page with owner, subscriptions, last sign-in and status", async () => {
    const first = (await post("admin/company/list")).json();
    expect(first).toMatchObject({ status: 1, total: 27 });
    expect(first.list).toHaveLength(25);
    const second = (await post("admin/company/list", { page: 2 })).json();
    expect(second.list).toHaveLength(2);
    const row = second.list.find((c: { _id: string }) => c._id === alpha.company.id);
    expect(row).toEqual({
      _id: alpha.company.id,
      name: alpha.company.name,
      subdomain: "alphacare",
      ownerName: "Alex Morgan",
      ownerEmail: alpha.owner.email,
      createdAt: alpha.company.createdAt.toISOString(),
      activeSubscriptions: 1,
      lastSignInAt: lastSignIn.toISOString(),
      status: "active",
    });
  });

  it("searches by name, subdomain or owner e-mail and filters by status", async () => {
    const ids = async (payload: object) =>
      (await post("admin/company/list", payload)).json().list.map((c: { _id: string }) => c._id);
    expect(await ids({ search: "BRAVOCA" })).toEqual([bravo.company.id]);
    expect(await ids({ search: alpha.owner.email.toUpperCase() })).toEqual([alpha.company.id]);
    expect(await ids({ search: "filler12" })).toHaveLength(1);
    const none = (await post("admin/company/list", { status: "suspended" })).json();
    expect(none).toMatchObject({ status: 2, response: messages.noRecordsFound, list: [], total: 0 });
    expect((await post("admin/company/list", { status: "active" })).json().total).toBe(27);
  });

  it("refuses a bad filter with 400", async () => {
    const reply = await post("admin/company/list", { status: "closed" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].field).toBe("status");
  });
});

describe("POST /admin/company/view", () => {
  it("shows the profile, subscriptions, orders, people and storage", async () => {
    const reply = await post("admin/company/view", { companyId: alpha.company.id });
    expect(reply.statusCode).toBe(200);
    const view = reply.json().data;
    expect(view.company).toMatchObject({ _id: alpha.company.id, status: "active", suspendedAt: null });
    expect(view.subscriptions).toEqual([
      expect.objectContaining({
        kind: "package",
        name: "Care Home Policies (England)",
        plan: "monthly",
        addOns: ["updates"],
        status: "active",
      }),
    ]);
    expect(view.orders).toEqual([expect.objectContaining({ status: "paid", invoiceNumber: "INV-000001" })]);
    expect(view.users.map((u: { role: string }) => u.role)).toEqual(["company", "user", "employee"]);
    expect(view.users[1]).toMatchObject({ email: staffEmail, lastSignInAt: lastSignIn.toISOString() });
    expect(view.storage).toEqual({ documents: 1, versions: 0, bytes: 1500 });
    expect(view.profile.fields.map((f: { label: string }) => f.label)).toContain("Trading name");
  });

  it("answers 404 for an unknown company", async () => {
    const reply = await post("admin/company/view", { companyId: "5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f" });
    expect(reply.statusCode).toBe(404);
  });
});

describe("suspending and reinstating a company", () => {
  it("needs a reason, and changes nothing without one", async () => {
    const reply = await post("admin/company/suspend", { companyId: bravo.company.id, reason: "  " });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      { field: "reason", message: adminCompanyMessages.suspensionReasonRequired },
    ]);
    const [company] = await t.app.platform.db
      .select()
      .from(companies)
      .where(eq(companies.id, bravo.company.id));
    expect(company?.suspendedAt).toBeNull();
    expect(await auditOf("admin.company.suspended", bravo.company.id)).toEqual([]);
  });

  it("ends the company's sessions at once, refuses sign-in, and reinstating lets them back", async () => {
    const { db } = t.app.platform;
    const token = (await signIn(t.app, bravo.owner.email)).authToken;
    expect((await postAs(t.app, token, "users/getuserbyid")).statusCode).toBe(200);

    const suspended = await post("admin/company/suspend", {
      companyId: bravo.company.id,
      reason: "Unpaid invoices",
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      response: adminCompanyMessages.companySuspended,
      data: { status: "suspended", suspendedReason: "Unpaid invoices" },
    });
    expect(await db.select().from(sessions).where(eq(sessions.companyId, bravo.company.id))).toEqual([]);
    expect((await postAs(t.app, token, "users/getuserbyid")).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { host: "localhost:3000" },
      payload: { email: bravo.owner.email, password: "Test-password-1" },
    });
    expect(refused.statusCode).toBe(403);
    const [event] = await auditOf("admin.company.suspended", bravo.company.id);
    expect(event).toMatchObject({
      entityId: bravo.company.id,
      detail: { reason: "Unpaid invoices", sessionsEnded: 1 },
    });
    expect(
      (await post("admin/company/suspend", { companyId: bravo.company.id, reason: "Again" })).statusCode,
    ).toBe(409);
    const listed = (await post("admin/company/list", { status: "suspended" })).json();
    expect(listed.list.map((c: { _id: string }) => c._id)).toEqual([bravo.company.id]);

    const reinstated = await post("admin/company/reinstate", { companyId: bravo.company.id, reason: "Paid" });
    expect(reinstated.json()).toMatchObject({ status: 1, data: { status: "active", suspendedAt: null } });
    expect(await auditOf("admin.company.reinstated", bravo.company.id)).toHaveLength(1);
    const again = (await signIn(t.app, bravo.owner.email)).authToken;
    expect((await postAs(t.app, again, "users/getuserbyid")).statusCode).toBe(200);
    expect(
      (await post("admin/company/reinstate", { companyId: bravo.company.id, reason: "x" })).statusCode,
    ).toBe(409);
  });
});
