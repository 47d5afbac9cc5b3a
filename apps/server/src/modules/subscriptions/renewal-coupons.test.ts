import { billingMessages, messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, orders } from "../orders/tables";
import { payments } from "../payments/tables";
import { paymentCards } from "./tables";
import { type BillingFixture, billingFixture } from "./test-support";

/**
 * Coupons on renewal (issue 22): POST /user/renewplan and the document-management renewal take a
 * couponCode, priced within the coupon's terms, counted once per company in the renewing
 * transaction; a renewal the coupon makes £0 needs no card.
 */

let f: BillingFixture;
type Buyer = Awaited<ReturnType<BillingFixture["company"]>>;

beforeAll(async () => {
  f = await billingFixture();
  const only = (slug: string) => [f.ids.packageId(slug)];
  await f.db.insert(coupons).values([
    { code: "RENEW25", kind: "percent", amount: 25 },
    { code: "FREEMONTH", kind: "percent", amount: 100 },
    { code: "MGMT10", kind: "fixed", amount: 1000 },
    { code: "LAPSED", kind: "percent", amount: 10, expiresAt: new Date("2020-01-01") },
    { code: "SPENT", kind: "percent", amount: 10, usageLimit: 1, usedCount: 1 },
    { code: "WALESONLY", kind: "fixed", amount: 5000, packageIds: only("care-home-wales") },
  ]);
}, 180_000);
afterAll(() => f.t.close());

/** A company with a kept default card and a monthly subscription (licence £499, management £20). */
async function subscriber(addOns: string[] = []) {
  const buyer = await f.company();
  await f.keepCard(buyer.company.id);
  const sub = await f.subscribe(buyer, "care-home-england", "monthly", addOns);
  return { buyer, subId: sub.id };
}

const renew = (buyer: Buyer, planId: string, couponCode?: string) =>
  buyer.post("user/renewplan", { planId, ...(couponCode ? { couponCode } : {}) });

const usedCount = async (code: string) =>
  (await f.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0]?.n;

describe("a coupon on POST /user/renewplan", () => {
  it("prices the renewal with it once, and the company cannot use it again", async () => {
    const { buyer, subId } = await subscriber();
    const renewed = await renew(buyer, subId, "renew25");
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({
      response: messages.subscriptionRenewed,
      data: { total: 374.25, couponCode: "RENEW25", couponDiscount: 124.75 },
    });
    const orderId = renewed.json().data.orderId as string;
    const [order] = await f.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      status: "paid",
      kind: "renewal",
      couponCode: "RENEW25",
      totalPence: 37425,
    });
    const [payment] = await f.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: "succeeded", amountPence: 37425 });
    expect(await usedCount("RENEW25")).toBe(1);

    const before = (await f.ordersOf(buyer.company.id, "renewal")).length;
    const again = await renew(buyer, subId, "RENEW25");
    expect(again.statusCode).toBe(400);
    expect(again.json().response).toBe(billingMessages.couponAlreadyUsed);
    expect(await f.ordersOf(buyer.company.id, "renewal")).toHaveLength(before);
    expect(await usedCount("RENEW25")).toBe(1);
  });

  it("shows the coupon as its own discount line on the renewal's invoice", async () => {
    const { buyer, subId } = await subscriber();
    const orderId = (await renew(buyer, subId, "RENEW25")).json().data.orderId as string;
    const invoice = (await f.invoicesOf(buyer.company.id)).find((row) => row.orderId === orderId);
    const details = await buyer.get(`user/invoice/details?invoiceId=${invoice?.id}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().response).toMatchObject({
      subtotal: 499,
      couponCode: "RENEW25",
      couponDiscount: 124.75,
      total: 374.25,
    });
  });

  it("refuses an expired, used-up or other package's coupon with the catalogue's reason, charging nothing", async () => {
    const { buyer, subId } = await subscriber();
    const refusals: [string, string][] = [
      ["LAPSED", billingMessages.couponExpired],
      ["SPENT", billingMessages.couponUsedUp],
      ["WALESONLY", billingMessages.couponNotForRenewal],
      ["NOSUCHCODE", billingMessages.couponNotFound],
    ];
    for (const [code, reason] of refusals) {
      const refused = await renew(buyer, subId, code);
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().response, code).toBe(reason);
    }
    expect(await f.ordersOf(buyer.company.id, "renewal")).toEqual([]);
    expect(await f.renewalsOf(buyer.company.id)).toEqual([]);
  });

  it("renews without a card when the coupon takes off everything", async () => {
    const { buyer, subId } = await subscriber();
    await f.db
      .update(paymentCards)
      .set({ deletedAt: new Date(), isDefault: false })
      .where(eq(paymentCards.companyId, buyer.company.id));
    const noCard = await renew(buyer, subId);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().response).toBe(messages.noDefaultCard);
    const charges = f.charged.size;
    const before = await f.subscription(buyer.company.id, subId);
    const free = await renew(buyer, subId, "FREEMONTH");
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data).toMatchObject({
      total: 0,
      couponDiscount: 499,
      periodStart: before.endsAt.toISOString(),
    });
    expect(f.charged.size).toBe(charges);
    const after = await f.subscription(buyer.company.id, subId);
    expect(after.endsAt.toISOString()).toBe(free.json().data.periodEnd);
    const invoice = (await f.invoicesOf(buyer.company.id)).find(
      (row) => row.orderId === free.json().data.orderId,
    );
    expect(invoice).toMatchObject({ totalPence: 0 });
  });
});

describe("a coupon on the document-management renewal", () => {
  it("prices the renewal with it", async () => {
    const { buyer } = await subscriber(["management"]);
    const renewed = await buyer.post("user/get/document/management", { confirm: true, couponCode: "MGMT10" });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({
      response: messages.documentManagementRenewed,
      renewal: { total: 509, couponCode: "MGMT10", couponDiscount: 10 },
    });
  });
});

describe("GET /list/coupon for a renewal", () => {
  it("prices a code on the subscription's next period, not the cart", async () => {
    const { buyer, subId } = await subscriber();
    const lookup = (code: string, id = subId) => buyer.get(`list/coupon?code=${code}&subs_id=${id}`);
    expect((await lookup("RENEW25")).json()).toMatchObject({ list: [{ code: "RENEW25" }], discount: 124.75 });
    const wales = await lookup("WALESONLY");
    expect(wales.statusCode).toBe(400);
    expect(wales.json().response).toBe(billingMessages.couponNotForRenewal);
    const { subId: othersSub } = await subscriber();
    expect((await lookup("RENEW25", othersSub)).statusCode).toBe(404);
    const anonymous = await f.t.app.inject({
      method: "GET",
      url: `/api/list/coupon?code=RENEW25&subs_id=${subId}`,
      headers: { host: "localhost:3000" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
