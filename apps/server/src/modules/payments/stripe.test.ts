import { messages } from "@cloudoc/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { getAs, loadCatalogue, postAs, successCard } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { signIn } from "../../testing/session";
import { invoices, orders } from "../orders/tables";
import { subscriptions } from "../subscriptions/tables";
import { deliverWebhook, fakeIntents, fakeStripeProvider, intentEvent, signed } from "./stripe-fakes";
import { payments } from "./tables";

const intents = fakeIntents();
let t: TestApp;
let ids: Awaited<ReturnType<typeof loadCatalogue>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ payments: fakeStripeProvider({ intents: intents.api }) });
  ids = await loadCatalogue(t.app.platform.db);
  const { owner } = await createCompanyWithOwner(t.app.platform.db, { subdomain: "stripealpha" });
  token = (await signIn(t.app, owner.email)).authToken;
});
afterAll(() => t.close());

const db = () => t.app.platform.db;
const deliver = (payload: string, signature?: string) => deliverWebhook(t.app, payload, signature);
const orderStatus = async (orderId: string) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
const count = async (table: typeof invoices | typeof subscriptions) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
async function checkoutPackage(slug: string) {
  await postAs(t.app, token, "user/add-to-cart", { packageId: ids.packageId(slug) });
  const reply = await postAs(t.app, token, "user/checkout");
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().response as { orderId: string; total: number; provider: string; clientSecret: string };
}

let orderId: string;
let reference: string;

describe("checkout with Stripe", () => {
  it("creates the Payment Intent server-side for the server's price and answers its client secret", async () => {
    const order = await checkoutPackage("care-home-england");
    orderId = order.orderId;
    expect(order).toMatchObject({
      provider: "stripe",
      total: 499,
      clientSecret: "pi_test1_secret_abc",
      publishableKey: "pk_test_fake",
    });
    // Only methods confirmed on the page: a bank redirect would return to a new checkout.
    expect(intents.created[0]?.automatic_payment_methods).toEqual({
      enabled: true,
      allow_redirects: "never",
    });
    expect(intents.created[0]).toMatchObject({ amount: 49900, currency: "gbp", metadata: { orderId } });
    reference = "pi_test1";
    const pay = await postAs(t.app, token, "user/checkout/pay", { orderId, card: successCard });
    expect(pay.statusCode).toBe(400);
  });

  it("lets the page load Stripe.js and its card frames (Content-Security-Policy)", async () => {
    const csp = String(
      (await t.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"],
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });
});

describe("the Stripe webhook", () => {
  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const payload = intentEvent("payment_intent.succeeded", { id: reference, amount: 49900 });
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await deliver(payload, signed(payload, "whsec_someoneelse"))).statusCode).toBe(400);
    const tampered = intentEvent("payment_intent.succeeded", { id: reference, amount: 1 });
    const reply = await deliver(tampered, signed(payload));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 0, response: messages.invalidRequest });
    expect(await orderStatus(orderId)).toBe("pending");
  });

  it("marks the order paid on a validly signed payment_intent.succeeded", async () => {
    const payload = intentEvent("payment_intent.succeeded", { id: reference, amount: 49900 });
    const reply = await deliver(payload, signed(payload));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 1, response: "completed" });
    expect(await orderStatus(orderId)).toBe("paid");
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice?.number).toBe("INV-000001");
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
    expect(subscription).toMatchObject({ status: "active", plan: "yearly" });
    expect((await postAs(t.app, token, "user/cart-count")).json().response).toBe(0);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "order.paid"), eq(auditEvents.entityId, orderId)));
    expect(audit).toMatchObject([{ actorUserId: null }]);
  });

  it("changes nothing when the same event is delivered again", async () => {
    const before = { invoices: await count(invoices), subscriptions: await count(subscriptions) };
    const payload = intentEvent("payment_intent.succeeded", { id: reference, amount: 49900 });
    const reply = await deliver(payload, signed(payload));
    expect(reply.json()).toEqual({ status: 1, response: "unchanged" });
    expect({ invoices: await count(invoices), subscriptions: await count(subscriptions) }).toEqual(before);
  });

  it("completes an order once when the same event arrives twice at the same moment", async () => {
    const order = await checkoutPackage("childrens-home-england");
    const reference = intents.created.length;
    const payload = intentEvent(
      "payment_intent.succeeded",
      { id: `pi_test${reference}`, amount: 49900 },
      "evt_race",
    );
    const invoicesBefore = await count(invoices);
    const replies = await Promise.all([deliver(payload, signed(payload)), deliver(payload, signed(payload))]);
    expect(replies.map((r) => r.json().response).sort()).toEqual(["completed", "unchanged"]);
    expect(await orderStatus(order.orderId)).toBe("paid");
    expect(await count(invoices)).toBe((invoicesBefore ?? 0) + 1);
  });

  it("does not pay an order for an amount other than its total", async () => {
    const order = await checkoutPackage("care-home-wales");
    const payload = intentEvent("payment_intent.succeeded", { id: "pi_test3", amount: 100 }, "evt_2");
    expect((await deliver(payload, signed(payload))).json().response).toBe("unchanged");
    expect(await orderStatus(order.orderId)).toBe("pending");
    const failed = intentEvent("payment_intent.payment_failed", { id: "pi_test3", amount: 39900 }, "evt_3");
    expect((await deliver(failed, signed(failed))).json().response).toBe("unchanged");
    expect(await orderStatus(order.orderId)).toBe("pending");
  });

  it("acknowledges events it does not handle", async () => {
    const payload = JSON.stringify({
      id: "evt_4",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect((await deliver(payload, signed(payload))).json()).toEqual({ status: 1, response: "ignored" });
  });
});

describe("the payment result pages with Stripe", () => {
  it("confirm a pending order by asking Stripe, keeping the card's last four digits", async () => {
    const order = await checkoutPackage("care-home-wales");
    const intent = intents.store.get("pi_test4");
    expect(intent?.amount).toBe(39900);
    if (intent)
      Object.assign(intent, {
        status: "succeeded",
        latest_charge: { payment_method_details: { card: { last4: "4242" } } },
        payment_method: "pm_1",
      });
    const reply = await getAs(t.app, token, `users/details-update/payment/success?orderId=${order.orderId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.invoiceNumber).toBe("INV-000003");
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ status: "succeeded", last4: "4242", token: "pm_1" });
  });

  it("refuse to confirm an unpaid one, and cancel its Payment Intent on the failure page", async () => {
    const order = await checkoutPackage("care-home-scotland");
    const early = await getAs(t.app, token, `users/details-update/payment/success?orderId=${order.orderId}`);
    expect(early.statusCode).toBe(402);
    const failed = await getAs(t.app, token, `users/details-update/payment/failure?orderId=${order.orderId}`);
    expect(failed.json()).toEqual({ status: 0, response: messages.paymentFailed });
    expect(intents.store.get("pi_test5")?.status).toBe("canceled");
    expect(await orderStatus(order.orderId)).toBe("failed");
  });
});

describe("without Stripe", () => {
  it("has no webhook (404)", async () => {
    const sandbox = await createTestApp();
    try {
      const payload = intentEvent("payment_intent.succeeded", { id: "pi_x", amount: 1 });
      const reply = await deliverWebhook(sandbox.app, payload, signed(payload));
      expect(reply.statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
