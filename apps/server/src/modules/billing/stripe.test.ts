import { billingMessages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { orders } from "../orders/tables";
import {
  deliverWebhook,
  fakeCustomers,
  fakeIntents,
  fakeSetupIntents,
  fakeStripeProvider,
  signed,
  stripeEvent,
} from "../payments/stripe-fakes";
import { paymentCards } from "../subscriptions/tables";
import { type BillingFixture, billingFixture } from "./test-support";

const intents = fakeIntents();
const setups = fakeSetupIntents();
const customers = fakeCustomers();
let t: TestApp;
let f: BillingFixture;

beforeAll(async () => {
  const payments = fakeStripeProvider({
    intents: intents.api,
    setupIntents: setups.api,
    customers: customers.api,
  });
  t = await createTestApp({ payments });
  f = await billingFixture(t, "stripebill");
}, 120_000);
afterAll(() => t.close());

const deliver = (payload: string, signature?: string) => deliverWebhook(t.app, payload, signature);
const visa = { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 };
const cards = async (token: string) => (await f.get(token, "user/payment/cards")).json();

describe("a card added through Stripe Elements (a SetupIntent)", () => {
  it("is not typed into our sandbox form", async () => {
    expect((await cards(f.tokenA)).provider).toBe("stripe");
    const typed = await f.post(f.tokenA, "user/payment/card/add", {
      card: { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "A" },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().response).toBe(billingMessages.cardsNotSetUp);
  });

  it("is kept once Stripe says the SetupIntent succeeded, for this company only", async () => {
    const started = await f.post(f.tokenA, "user/payment/card/setup");
    expect(started.statusCode, started.body).toBe(200);
    const { setupIntent, clientSecret, publishableKey } = started.json().data;
    expect(clientSecret).toBe(`${setupIntent}_secret_abc`);
    expect(publishableKey).toBe("pk_test_fake");
    expect(setups.store.get(setupIntent)).toMatchObject({
      customer: "cus_test1",
      metadata: { companyId: f.a.company.id },
    });

    const early = await f.post(f.tokenA, "user/payment/card/confirm", { setupIntent });
    expect(early.json().response).toBe(billingMessages.cardSetupIncomplete);
    Object.assign(setups.store.get(setupIntent) ?? {}, {
      status: "succeeded",
      payment_method: { id: "pm_visa", card: visa, billing_details: { name: "Alex Morgan" } },
    });
    const byB = await f.post(f.tokenB, "user/payment/card/confirm", { setupIntent });
    expect(byB.statusCode).toBe(400);
    const unknown = await f.post(f.tokenA, "user/payment/card/confirm", { setupIntent: "seti_nothing" });
    expect(unknown.statusCode).toBe(400);

    const kept = await f.post(f.tokenA, "user/payment/card/confirm", { setupIntent });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      provider: "stripe",
      brand: "Visa",
      last4: "4242",
      expMonth: 8,
      expYear: 2031,
      isDefault: true,
      customerid: "cus_test1",
    });
    expect((await cards(f.tokenB)).list).toEqual([]);
  });
});

let orderId: string;
let reference: string;

describe("checkout with Stripe", () => {
  it("charges on the company's Stripe customer and keeps the paying card for renewals", async () => {
    await f.post(f.tokenA, "user/add-to-cart", { packageId: f.ids.packageId("care-home-england") });
    const started = (await f.post(f.tokenA, "user/checkout")).json().response;
    orderId = started.orderId;
    const created = intents.created.at(-1);
    expect(created).toMatchObject({
      customer: "cus_test1",
      setup_future_usage: "off_session",
      amount: 49900,
    });
    expect(customers.made()).toBe(1);
    reference = `pi_test${intents.created.length}`;
    Object.assign(intents.store.get(reference) ?? {}, {
      status: "succeeded",
      payment_method: "pm_mastercard",
      latest_charge: {
        payment_method_details: {
          card: { brand: "mastercard", last4: "4444", exp_month: 1, exp_year: 2032 },
        },
        billing_details: { name: "Alex Morgan" },
      },
    });
    const payload = stripeEvent("payment_intent.succeeded", {
      object: "payment_intent",
      id: reference,
      amount: 49900,
      currency: "gbp",
      status: "succeeded",
    });
    expect((await deliver(payload, signed(payload))).json().response).toBe("completed");
    const kept = await f.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.methodReference, "pm_mastercard"));
    expect(kept).toMatchObject([
      { companyId: f.a.company.id, brand: "Mastercard", last4: "4444", isDefault: false },
    ]);
  });
});

describe("refunds by Stripe's webhook (charge.refunded)", () => {
  const refund = (amountRefunded: number, id: string) =>
    stripeEvent(
      "charge.refunded",
      {
        object: "charge",
        id: "ch_1",
        payment_intent: reference,
        amount_refunded: amountRefunded,
        currency: "gbp",
      },
      id,
    );
  const refundedOf = async () =>
    (await f.db.select({ pence: orders.refundedPence }).from(orders).where(eq(orders.id, orderId)))[0]?.pence;
  const refundAudits = () =>
    f.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "order.refunded"), eq(auditEvents.entityId, orderId)));

  it("refuses an unsigned or wrongly signed refund", async () => {
    const payload = refund(10000, "evt_r0");
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await deliver(payload, signed(payload, "whsec_other"))).statusCode).toBe(400);
    expect(await refundedOf()).toBe(0);
  });

  it("records a part refund on the order and its invoice, once however often it is delivered", async () => {
    const payload = refund(10000, "evt_r1");
    expect((await deliver(payload, signed(payload))).json()).toEqual({ status: 1, response: "refunded" });
    expect((await deliver(payload, signed(payload))).json()).toEqual({ status: 1, response: "unchanged" });
    expect(await refundedOf()).toBe(10000);
    expect(await refundAudits()).toHaveLength(1);
    const invoice = (await f.post(f.tokenA, "user/invoice/list")).json().list[0];
    expect(invoice).toMatchObject({ status: "partially refunded", refunded: 100 });
  });

  it("records the full refund, and an older event arriving late changes nothing", async () => {
    const full = refund(49900, "evt_r2");
    expect((await deliver(full, signed(full))).json().response).toBe("refunded");
    const late = refund(10000, "evt_r1");
    expect((await deliver(late, signed(late))).json().response).toBe("unchanged");
    expect(await refundedOf()).toBe(49900);
    expect(await refundAudits()).toHaveLength(2);
    expect((await f.post(f.tokenA, "user/invoice/list")).json().list[0].status).toBe("refunded");
  });
});
