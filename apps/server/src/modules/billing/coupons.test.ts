import { billingMessages, messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../testing/app";
import { successCard } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { signIn } from "../../testing/session";
import { coupons, invoices, orders } from "../orders/tables";
import { payments } from "../payments/tables";
import { couponRedemptions, subscriptions } from "../subscriptions/tables";
import { type BillingFixture, billingFixture } from "./test-support";

let t: TestApp;
let f: BillingFixture;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  f = await billingFixture(t, "coupon");
  const ids = (slug: string) => [f.ids.packageId(slug)];
  await f.db.insert(coupons).values([
    { code: "SPRING25", description: "Use SPRING25 for 25% off", kind: "percent", amount: 25, usageLimit: 2 },
    { code: "PRIVATE10", kind: "fixed", amount: 1000 },
    {
      code: "WALESONLY",
      description: "£50 off Wales",
      kind: "fixed",
      amount: 5000,
      packageIds: ids("care-home-wales"),
    },
    { code: "FREEYEAR", kind: "percent", amount: 100 },
    { code: "GONE", description: "Expired", kind: "percent", amount: 10, expiresAt: new Date("2020-01-01") },
    { code: "OFF", description: "Switched off", kind: "percent", amount: 10, active: false },
  ]);
}, 120_000);
afterAll(() => t.close());

const lookup = (code?: string, token?: string) => {
  const url = code ? `list/coupon?code=${code}` : "list/coupon";
  return token ? f.get(token, url) : f.anonymous("GET", url);
};
/** A new company whose owner has the package in their cart. */
async function buyer(name: string, slug = "care-home-england") {
  const { company, owner } = await createCompanyWithOwner(f.db, { subdomain: name });
  const token = (await signIn(t.app, owner.email)).authToken;
  await f.post(token, "user/add-to-cart", { packageId: f.ids.packageId(slug) });
  return { company, token };
}
const checkout = (token: string, couponCode?: string) =>
  f.post(token, "user/checkout", couponCode ? { couponCode } : {});
const pay = (token: string, orderId: string) =>
  f.post(token, "user/checkout/pay", { orderId, card: successCard });
const usedCount = async (code: string) =>
  (await f.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0]?.n;

describe("GET /list/coupon", () => {
  it("lists the coupons on offer to anyone, without their codes", async () => {
    const reply = await lookup();
    expect(reply.statusCode).toBe(200);
    expect(reply.json().list).toEqual([
      {
        code: null,
        description: "Use SPRING25 for 25% off",
        kind: "percent",
        amount: 25,
        expiresOn: null,
        packages: [],
      },
      expect.objectContaining({
        code: null,
        description: "£50 off Wales",
        amount: 50,
        packages: [expect.any(String)],
      }),
    ]);
  });

  it("checks a code, in any case, and prices it on a signed-in buyer's cart", async () => {
    const open = await lookup("spring25");
    expect(open.json()).toMatchObject({
      list: [{ code: "SPRING25", kind: "percent", amount: 25 }],
      discount: null,
    });
    const { token } = await buyer("couponlook");
    expect((await lookup("SPRING25", token)).json().discount).toBe(124.75);
    const wales = await lookup("WALESONLY", token);
    expect(wales.statusCode).toBe(400);
    expect(wales.json().response).toBe(billingMessages.couponNotForCart);
  });

  it("refuses an unknown, expired or switched-off code with its reason", async () => {
    expect((await lookup("NOPE")).json()).toEqual({ status: 0, response: billingMessages.couponNotFound });
    expect((await lookup("GONE")).json().response).toBe(billingMessages.couponExpired);
    expect((await lookup("OFF")).json().response).toBe(billingMessages.couponNotFound);
  });
});

describe("a coupon at checkout", () => {
  it("prices the order with it, and counts it once in the paying transaction", async () => {
    const { company, token } = await buyer("couponone");
    const started = await checkout(token, "spring25");
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().response).toMatchObject({
      total: 374.25,
      couponCode: "SPRING25",
      couponDiscount: 124.75,
    });
    expect(await usedCount("SPRING25")).toBe(0);
    const paid = await pay(token, started.json().response.orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await usedCount("SPRING25")).toBe(1);
    const [redemption] = await f.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.companyId, company.id));
    expect(redemption).toMatchObject({ orderId: started.json().response.orderId, discountPence: 12475 });
    const invoiceId = (await f.post(token, "user/invoice/list")).json().list[0]._id;
    const invoice = (await f.get(token, `user/invoice/details?invoiceId=${invoiceId}`)).json().response;
    expect(invoice).toMatchObject({
      subtotal: 499,
      couponCode: "SPRING25",
      couponDiscount: 124.75,
      total: 374.25,
    });

    await f.post(token, "user/add-to-cart", { packageId: f.ids.packageId("care-home-wales") });
    const again = await checkout(token, "SPRING25");
    expect(again.statusCode).toBe(400);
    expect(again.json().response).toBe(billingMessages.couponAlreadyUsed);
  });

  it("respects the usage limit across companies", async () => {
    const second = await buyer("coupontwo");
    const started = await checkout(second.token, "SPRING25");
    expect((await pay(second.token, started.json().response.orderId)).statusCode).toBe(200);
    expect(await usedCount("SPRING25")).toBe(2);
    const third = await buyer("couponthree");
    const refused = await checkout(third.token, "SPRING25");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().response).toBe(billingMessages.couponUsedUp);
  });

  it("is refused at payment, charging nothing, when it ran out after checkout", async () => {
    await f.db.insert(coupons).values({ code: "LASTONE", kind: "percent", amount: 10, usageLimit: 1 });
    const early = await buyer("couponearly");
    const late = await buyer("couponlate");
    const earlyOrder = (await checkout(early.token, "LASTONE")).json().response.orderId;
    const lateOrder = (await checkout(late.token, "LASTONE")).json().response.orderId;
    expect((await pay(early.token, earlyOrder)).statusCode).toBe(200);
    const refused = await pay(late.token, lateOrder);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().response).toBe(billingMessages.couponNoLongerAvailable);
    const [order] = await f.db.select().from(orders).where(eq(orders.id, lateOrder));
    expect(order?.status).toBe("cancelled");
    expect(await usedCount("LASTONE")).toBe(1);
  });

  it("makes a £0 order that completes without a card", async () => {
    const { company, token } = await buyer("couponfree");
    const started = await checkout(token, "FREEYEAR");
    expect(started.json().response).toMatchObject({ total: 0, couponDiscount: 499 });
    const orderId = started.json().response.orderId;
    expect(await f.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
    const done = await f.get(token, `users/details-update/payment/success?orderId=${orderId}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ response: messages.paymentCompleted, data: { total: 0 } });
    const [invoice] = await f.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ totalPence: 0, vatPence: 0 });
    const live = await f.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    expect(live).toMatchObject([{ status: "active" }]);
    expect((await f.get(token, "user/payment/cards")).json().list).toEqual([]);
  });

  it("is refused after its expiry by the platform clock", async () => {
    const clock = manualClock(new Date("2031-01-01T00:00:00Z"));
    await f.db.insert(coupons).values({
      code: "UNTIL2030",
      kind: "percent",
      amount: 10,
      expiresAt: new Date("2030-12-31T00:00:00Z"),
    });
    const original = t.app.platform.clock;
    Object.assign(t.app.platform, { clock });
    try {
      const { token } = await buyer("couponlate2030");
      const refused = await checkout(token, "UNTIL2030");
      expect(refused.json().response).toBe(billingMessages.couponExpired);
    } finally {
      Object.assign(t.app.platform, { clock: original });
    }
  });
});
