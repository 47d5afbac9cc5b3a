import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/app";
import { buyPackage, declinedCard, loadCatalogue, postAs } from "../../../testing/commerce";
import { createCompanyWithOwner } from "../../../testing/factories";
import { signIn, signInAdmin } from "../../../testing/session";
import { orders } from "../tables";

let t: TestApp;
let adminToken: string;
let alphaId: string;
let paidOrderId: string;
let failedOrderId: string;
let bravoOrderId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  const { db } = t.app.platform;
  const ids = await loadCatalogue(db);
  const alpha = await createCompanyWithOwner(db, { subdomain: "alphahomes" });
  const bravo = await createCompanyWithOwner(db, { subdomain: "bravohomes" });
  alphaId = alpha.company.id;
  const alphaToken = (await signIn(t.app, alpha.owner.email)).authToken;
  const bravoToken = (await signIn(t.app, bravo.owner.email)).authToken;
  paidOrderId = (
    await buyPackage(t.app, alphaToken, ids.packageId("care-home-england"), {
      renewalPlan: "monthly",
      packages: ["updates"],
    })
  ).orderId;
  await postAs(t.app, alphaToken, "user/add-to-cart", { packageId: ids.packageId("temporary-staffing") });
  failedOrderId = (await postAs(t.app, alphaToken, "user/checkout")).json().response.orderId;
  await postAs(t.app, alphaToken, "user/checkout/pay", { orderId: failedOrderId, card: declinedCard });
  bravoOrderId = (await buyPackage(t.app, bravoToken, ids.packageId("care-home-scotland"))).orderId;
  // Bravo's order was made at 00:30 on 2 June 2025, UK summer time (23:30 UTC on 1 June).
  await db
    .update(orders)
    .set({ createdAt: new Date("2025-06-01T23:30:00Z") })
    .where(eq(orders.id, bravoOrderId));
  adminToken = (await signInAdmin(t.app)).token;
});
afterAll(() => t.close());

const list = async (payload: object = {}) =>
  (await postAs(t.app, adminToken, "admin/order/list", payload)).json();
const idsOf = (body: { list: { _id: string }[] }) => body.list.map((order) => order._id);

describe("POST /admin/order/list", () => {
  it("lists every company's orders, newest first, with the company and sums in pounds", async () => {
    const body = await list();
    expect(body).toMatchObject({ status: 1, total: 3 });
    const totals = body.list.map((order: { total: number }) => order.total);
    expect(body.amount).toBeCloseTo(totals[0] + totals[1] + totals[2], 2);
    expect(idsOf(body)).toEqual([failedOrderId, paidOrderId, bravoOrderId]);
    expect(body.list[1]).toMatchObject({
      status: "paid",
      total: 514,
      invoiceNumber: "INV-000001",
      packages: ["Care Home Policies (England)"],
      company: { _id: alphaId, subdomain: "alphahomes" },
    });
    expect(body.paidAmount).toBe(514 + body.list[2].total);
  });

  it("filters by status, company and date range", async () => {
    expect(idsOf(await list({ status: "failed" }))).toEqual([failedOrderId]);
    expect(idsOf(await list({ search: "BRAVOHOM" }))).toEqual([bravoOrderId]);
    expect(idsOf(await list({ from: "2025-06-02", to: "2025-06-02" }))).toEqual([bravoOrderId]);
    expect(idsOf(await list({ from: "2025-01-01", to: "2025-06-01" }))).toEqual([]);
    expect(idsOf(await list({ from: "2025-06-03" }))).toEqual([failedOrderId, paidOrderId]);
    const paidAlpha = await list({ status: "paid", search: "alphahomes" });
    expect(paidAlpha).toMatchObject({ total: 1, amount: 514, paidAmount: 514 });
  });

  it("refuses a date range that ends before it starts, and a bad date", async () => {
    const reply = await postAs(t.app, adminToken, "admin/order/list", {
      from: "2025-03-02",
      to: "2025-03-01",
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0]).toMatchObject({ field: "to" });
    expect((await postAs(t.app, adminToken, "admin/order/list", { from: "yesterday" })).statusCode).toBe(400);
  });
});

describe("POST /admin/order/view", () => {
  it("shows an order's lines, payment and invoice", async () => {
    const reply = await postAs(t.app, adminToken, "admin/order/view", { orderId: paidOrderId });
    expect(reply.statusCode).toBe(200);
    const order = reply.json().response;
    expect(order.lines.map((line: { kind: string }) => line.kind)).toEqual(["licence", "addon"]);
    expect(order.payment).toMatchObject({
      provider: "sandbox",
      status: "succeeded",
      amount: 514,
      last4: "4242",
    });
    expect(order.invoice).toMatchObject({ number: "INV-000001", total: 514 });
  });

  it("shows why a payment failed, with no invoice", async () => {
    const order = (await postAs(t.app, adminToken, "admin/order/view", { orderId: failedOrderId })).json()
      .response;
    expect(order.status).toBe("failed");
    expect(order.payment.status).toBe("failed");
    expect(order.payment.failureReason).toEqual(expect.any(String));
    expect(order.invoice).toBeNull();
  });

  it("answers 404 for an unknown order", async () => {
    const reply = await postAs(t.app, adminToken, "admin/order/view", {
      orderId: "5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f",
    });
    expect(reply.statusCode).toBe(404);
  });
});
