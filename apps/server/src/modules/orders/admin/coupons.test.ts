import { adminCompanyMessages as m } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../../testing/app";
import { loadCatalogue, postAs } from "../../../testing/commerce";
import { signInAdmin } from "../../../testing/session";
import { coupons } from "../tables";

let t: TestApp;
let adminToken: string;
let englandId: string;

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
const post = (url: string, payload: object = {}) => postAs(t.app, adminToken, `admin/coupon/${url}`, payload);
const stored = () => t.app.platform.db.select().from(coupons);
const auditActions = async () =>
  (await t.app.platform.db.select({ action: auditEvents.action }).from(auditEvents)).map((e) => e.action);

beforeAll(async () => {
  t = await createTestApp();
  englandId = (await loadCatalogue(t.app.platform.db)).packageId("care-home-england");
  adminToken = (await signInAdmin(t.app)).token;
});
afterAll(() => t.close());

describe("saving a coupon", () => {
  it("creates a fixed coupon stored in pence, with its package and expiry", async () => {
    const reply = await post("save", {
      code: "spring-25",
      kind: "fixed",
      amount: 12.5,
      expiresOn: nextYear,
      usageLimit: 10,
      packageIds: [englandId],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      response: m.couponSaved,
      data: {
        code: "SPRING-25",
        kind: "fixed",
        amount: 12.5,
        expiresOn: nextYear,
        usageLimit: 10,
        usedCount: 0,
        packages: ["Care Home Policies (England)"],
        active: true,
      },
    });
    const [row] = await stored();
    expect(row).toMatchObject({ amount: 1250, code: "SPRING-25" });
    expect(row?.expiresAt?.toISOString()).toBe(`${Number(nextYear.slice(0, 4))}-07-01T00:00:00.000Z`);
    expect(await auditActions()).toContain("admin.coupon.saved");
  });

  it.each([
    [{ code: "ab" }, "code", m.couponCodeInvalid],
    [{ code: "no spaces" }, "code", m.couponCodeInvalid],
    [{ code: "Spring-25" }, "code", m.couponCodeTaken],
    [{ kind: "percent", amount: 0 }, "amount", m.couponPercentInvalid],
    [{ kind: "percent", amount: 12.5 }, "amount", m.couponPercentInvalid],
    [{ kind: "percent", amount: 101 }, "amount", m.couponPercentInvalid],
    [{ kind: "fixed", amount: 0 }, "amount", m.couponAmountInvalid],
    [{ kind: "fixed", amount: 1.234 }, "amount", m.couponAmountInvalid],
    [{ expiresOn: "2020-01-01" }, "expiresOn", m.couponExpiryPast],
    [{ expiresOn: "31/12/2099" }, "expiresOn", m.couponExpiryInvalid],
    [{ usageLimit: 0 }, "usageLimit", m.couponUsageLimitInvalid],
    [{ usageLimit: 1.5 }, "usageLimit", m.couponUsageLimitInvalid],
    [{ packageIds: ["5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f"] }, "packageIds", m.couponPackageUnknown],
  ])("refuses %j with the field's message and saves nothing", async (change, field, message) => {
    const before = await stored();
    const reply = await post("save", { code: "SUMMER", kind: "percent", amount: 10, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toContainEqual({ field, message });
    expect(await stored()).toEqual(before);
  });

  it("edits a coupon, keeping its code unique ignoring case", async () => {
    const created = (await post("save", { code: "WINTER", kind: "percent", amount: 20 })).json().data;
    const edited = await post("save", { id: created._id, code: "winter", kind: "percent", amount: 25 });
    expect(edited.json().data).toMatchObject({
      _id: created._id,
      code: "WINTER",
      amount: 25,
      packageIds: [],
    });
    const [row] = await t.app.platform.db.select().from(coupons).where(eq(coupons.id, created._id));
    expect(row?.amount).toBe(25);
  });
});

describe("listing, deactivating and deleting coupons", () => {
  it("lists coupons, searched by code and filtered by status", async () => {
    const all = (await post("list")).json();
    expect(all.list.map((c: { code: string }) => c.code)).toEqual(["WINTER", "SPRING-25"]);
    expect((await post("list", { search: "spring" })).json().total).toBe(1);
    const packages = (await post("packages")).json().response;
    expect(packages).toContainEqual({
      _id: englandId,
      name: "Care Home Policies (England)",
      published: true,
    });
  });

  it("deactivates a coupon, which then lists as inactive", async () => {
    const [winter] = (await post("list", { search: "winter" })).json().list;
    const reply = await post("deactivate", { id: winter._id });
    expect(reply.json()).toMatchObject({ response: m.couponDeactivated, data: { active: false } });
    expect(
      (await post("list", { status: "inactive" })).json().list.map((c: { code: string }) => c.code),
    ).toEqual(["WINTER"]);
    expect(await auditActions()).toContain("admin.coupon.deactivated");
  });

  it("deletes an unused coupon, but not one that was used", async () => {
    const { db } = t.app.platform;
    const [spring] = (await post("list", { search: "spring" })).json().list;
    await db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, spring._id));
    const refused = await post("delete", { id: spring._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().response).toBe(m.couponUsed);
    expect(await db.select().from(coupons).where(eq(coupons.id, spring._id))).toHaveLength(1);

    const [winter] = (await post("list", { search: "winter" })).json().list;
    const deleted = await post("delete", { id: winter._id });
    expect(deleted.json()).toEqual({ status: 1, response: m.couponDeleted });
    expect(await db.select().from(coupons).where(eq(coupons.id, winter._id))).toEqual([]);
    expect(await auditActions()).toContain("admin.coupon.deleted");
    expect((await post("delete", { id: winter._id })).statusCode).toBe(404);
  });
});
