import { messages } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { getAs, loadCatalogue, postAs } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { signIn } from "../../testing/session";
import { invoices, orders } from "../orders/tables";
import {
  authenticationRequiredMethod,
  deliverWebhook,
  fakeIntents,
  fakeStripeProvider,
  intentEvent,
  signed,
} from "../payments/stripe-fakes";
import { paymentCards, subscriptions } from "./tables";

/**
 * A renewal with Stripe (its APIs faked) whose card the bank wants confirmed: the failed
 * off-session intent gets the card back and its client secret goes to the browser with the
 * publishable key; Stripe's webhook then completes it as a renewal (the subscription moves on, no
 * new one starts), and the success call that follows answers it without doing it twice.
 */

const intents = fakeIntents();
let t: TestApp;
let token: string;
let companyId: string;
let subId: string;

const db = () => t.app.platform.db;
const countOf = async (table: typeof invoices | typeof subscriptions) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table).where(ofCompany(table, companyId)))[0]?.n;

beforeAll(async () => {
  t = await createTestApp({ payments: fakeStripeProvider({ intents: intents.api }) });
  const ids = await loadCatalogue(db());
  const { owner, company } = await createCompanyWithOwner(db(), { subdomain: "stripe3ds" });
  companyId = company.id;
  token = (await signIn(t.app, owner.email)).authToken;
  const card = { companyId, provider: "stripe" as const, customerReference: "cus_3ds", last4: "4242" };
  await db()
    .insert(paymentCards)
    .values({ ...card, methodReference: "pm_card_visa", isDefault: true });
  const bought = await postAs(t.app, token, "user/subscribeplan", {
    plan: "monthly",
    selectedPackage: ids.packageId("care-home-england"),
  });
  expect(bought.statusCode, bought.body).toBe(200);
  subId = bought.json().data.subscriptionIds[0];
  await db().update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.companyId, companyId));
  await db()
    .insert(paymentCards)
    .values({ ...card, methodReference: authenticationRequiredMethod, last4: "3184", isDefault: true });
}, 180_000);
afterAll(() => t.close());

describe("a Stripe renewal the bank asks the customer to confirm", () => {
  let renewal: { orderId: string; clientSecret: string; periodEnd: string; total: number };

  it("answers the intent's client secret and the publishable key, with the card put back on the intent", async () => {
    const reply = await postAs(t.app, token, "user/renewplan", { planId: subId });
    expect(reply.statusCode, reply.body).toBe(200);
    renewal = reply.json().data;
    expect(reply.json().data).toMatchObject({ paid: false, publishableKey: "pk_test_fake" });
    const intent = [...intents.store.values()].find((i) => renewal.clientSecret === i.client_secret);
    expect(intent).toMatchObject({
      status: "requires_confirmation",
      payment_method: authenticationRequiredMethod,
    });
    const [order] = await db().select().from(orders).where(eq(orders.id, renewal.orderId));
    expect(order?.status).toBe("pending");
  });

  it("is completed by Stripe's webhook as a renewal, and the success call does not do it twice", async () => {
    const before = { invoices: await countOf(invoices), subscriptions: await countOf(subscriptions) };
    const intent = [...intents.store.values()].find((i) => renewal.clientSecret === i.client_secret);
    if (!intent) throw new Error("no intent");
    intent.status = "succeeded";
    const payload = intentEvent("payment_intent.succeeded", { id: intent.id, amount: intent.amount });
    const delivered = await deliverWebhook(t.app, payload, signed(payload));
    expect(delivered.json()).toEqual({ status: 1, response: "completed" });
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, subId));
    expect(sub?.endsAt?.toISOString()).toBe(renewal.periodEnd);
    expect(await countOf(subscriptions)).toBe(before.subscriptions);
    expect(await countOf(invoices)).toBe((before.invoices ?? 0) + 1);

    for (let call = 0; call < 2; call += 1) {
      const result = await getAs(t.app, token, `user/subscribeplan/success?orderId=${renewal.orderId}`);
      expect(result.json()).toMatchObject({
        response: messages.subscriptionRenewed,
        data: { paid: true, subscriptionIds: [subId] },
      });
    }
    expect(await countOf(invoices)).toBe((before.invoices ?? 0) + 1);
  });
});
