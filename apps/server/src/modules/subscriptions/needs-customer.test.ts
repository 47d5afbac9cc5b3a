import { daysAfter, messages, subscriptionMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { successCard } from "../../testing/commerce";
import { notifications } from "../notifications/tables";
import { paymentCards } from "./tables";
import { type BillingFixture, billingFixture, hourAfter, subjectsTo } from "./test-support";

/**
 * Kept-card payments the bank asks the customer to confirm (3-D Secure), with the sandbox's card
 * that always asks: a renewal or purchase the customer makes waits for them (paid: false with the
 * client secret), the success call completes it once the provider says it succeeded, the failure
 * call gives it up, and the renewal job — no one there to confirm — counts a failed attempt.
 */

let f: BillingFixture;
beforeAll(async () => {
  f = await billingFixture();
}, 180_000);
afterAll(() => f.t.close());

/** A company subscribed monthly with a card that pays, whose default card then becomes one that always asks. */
async function askedToConfirm() {
  const buyer = await f.company();
  const good = await f.keepCard(buyer.company.id);
  const sub = await f.subscribe(buyer, "care-home-england", "monthly");
  await f.db.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.id, good.id));
  await f.keepCard(buyer.company.id, { authentication: true });
  return { buyer, sub };
}

type Buyer = Awaited<ReturnType<typeof askedToConfirm>>["buyer"];

const success = (buyer: Buyer, orderId: string) => buyer.get(`user/subscribeplan/success?orderId=${orderId}`);
const failure = (buyer: Buyer, orderId: string) => buyer.get(`user/subscribeplan/failed?orderId=${orderId}`);
const renewalRow = async (buyer: Buyer) => (await f.renewalsOf(buyer.company.id))[0];

describe("a manual renewal the bank asks the customer to confirm", () => {
  let buyer: Buyer;
  let subId: string;
  let orderId: string;
  let periodEnd: string;

  it("answers paid: false with the client secret, and leaves nothing paid", async () => {
    const made = await askedToConfirm();
    buyer = made.buyer;
    subId = made.sub.id;
    const reply = await buyer.post("user/renewplan", { planId: subId });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      response: subscriptionMessages.paymentNeedsConfirmation,
      data: { subscriptionId: subId, paid: false, invoiceNumber: null, total: 499 },
    });
    expect(reply.json().data.clientSecret).toMatch(/^sbx_pay_.+_secret$/);
    orderId = reply.json().data.orderId;
    periodEnd = reply.json().data.periodEnd;
    expect((await f.ordersOf(buyer.company.id, "renewal")).map((o) => [o.id, o.status])).toEqual([
      [orderId, "pending"],
    ]);
    expect(await f.invoicesOf(buyer.company.id)).toHaveLength(1);
    expect((await f.subscription(buyer.company.id, subId)).endsAt).toEqual(made.sub.endsAt);
    expect(await renewalRow(buyer)).toMatchObject({ status: "confirming", orderId, attempts: 1 });
  });

  it("charges nothing again while the customer confirms, and the success call waits for the bank", async () => {
    const attempts = f.bank.attempts();
    const again = await buyer.post("user/renewplan", { planId: subId });
    expect(again.statusCode).toBe(409);
    expect(again.json().response).toBe(messages.paymentInProgress);
    expect(f.bank.attempts()).toBe(attempts);
    const early = await success(buyer, orderId);
    expect(early.statusCode).toBe(402);
    expect(await renewalRow(buyer)).toMatchObject({ status: "confirming", orderId });
  });

  it("completes once the bank confirmed; replays make no second period or invoice", async () => {
    f.bank.confirm(f.bank.latest());
    const paid = await success(buyer, orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      response: messages.subscriptionRenewed,
      data: { orderId, paid: true, subscriptionIds: [subId], invoiceNumber: expect.stringMatching(/^INV-/) },
    });
    const replays = [
      await success(buyer, orderId),
      await buyer.get(`user/payment/update/success?orderId=${orderId}`),
    ];
    for (const replay of replays) expect(replay.json().data).toEqual(paid.json().data);
    expect((await f.subscription(buyer.company.id, subId)).endsAt.toISOString()).toBe(periodEnd);
    expect(await f.invoicesOf(buyer.company.id)).toHaveLength(2);
    expect((await f.ordersOf(buyer.company.id, "renewal")).map((o) => o.status)).toEqual(["paid"]);
    expect(await renewalRow(buyer)).toMatchObject({ status: "paid", orderId });
    const renewedMails = (await subjectsTo(f.t.dataDir, buyer.owner.email)).filter((s) =>
      s.includes("has been renewed"),
    );
    expect(renewedMails).toHaveLength(1);
    expect((await failure(buyer, orderId)).statusCode).toBe(409);
  });
});

describe("a renewal the customer does not confirm", () => {
  it("is given up by the failure call: cancelled with the provider, nothing paid, tried again later", async () => {
    const { buyer, sub } = await askedToConfirm();
    const first = (await buyer.post("user/renewplan", { planId: sub.id })).json().data;
    const reference = f.bank.latest();
    const failed = await failure(buyer, first.orderId);
    expect(failed.statusCode).toBe(402);
    expect(failed.json().response).toBe(messages.paymentFailed);
    expect(f.bank.state(reference)).toBe("failed");
    expect((await f.ordersOf(buyer.company.id, "renewal")).map((o) => o.status)).toEqual(["failed"]);
    // An early renewal's period has not begun: the row is open again, not failed.
    expect(await renewalRow(buyer)).toMatchObject({ status: "pending", orderId: null, attempts: 1 });
    expect((await f.subscription(buyer.company.id, sub.id)).endsAt).toEqual(sub.endsAt);
    expect((await success(buyer, first.orderId)).statusCode).toBe(402);

    const second = await buyer.post("user/renewplan", { planId: sub.id });
    expect(second.json().data).toMatchObject({ paid: false });
    expect(await renewalRow(buyer)).toMatchObject({ status: "confirming", attempts: 2 });
    // The bank refused the check: the success call hears it from the provider.
    f.bank.refuse(f.bank.latest());
    expect((await success(buyer, second.json().data.orderId)).statusCode).toBe(402);
    expect(await renewalRow(buyer)).toMatchObject({ status: "pending", orderId: null });
    expect(await f.invoicesOf(buyer.company.id)).toHaveLength(1);
  });
});

describe("the renewal job when the bank asks for the customer", () => {
  it("counts a failed attempt and tells the company to confirm; a waiting renewal is not charged again", async () => {
    const { buyer, sub } = await askedToConfirm();
    f.clock.set(hourAfter(sub.endsAt));
    await f.runCycle();
    const row = await renewalRow(buyer);
    const reference = f.bank.latest();
    expect(f.bank.state(reference)).toBe("failed");
    expect(row).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "authentication_required",
      nextAttemptAt: daysAfter(sub.endsAt, 1),
    });
    expect((await f.subscription(buyer.company.id, sub.id)).status).toBe("past_due");
    expect(await subjectsTo(f.t.dataDir, buyer.owner.email)).toContain(
      "Your bank asks you to confirm your Cloudoc renewal",
    );
    const [news] = await f.db
      .select()
      .from(notifications)
      .where(
        ofCompany(
          notifications,
          buyer.company.id,
          eq(notifications.title, "Your bank asks you to confirm your renewal"),
        ),
      );
    expect(news?.link).toBe("/company/subscriptions");

    // The customer renews from the email: it waits for them; the job meanwhile charges nothing.
    const renewal = await buyer.post("user/renewplan", { planId: sub.id });
    expect(renewal.json().data).toMatchObject({ paid: false });
    const waiting = f.bank.latest();
    expect(waiting).not.toBe(reference);
    await f.runCycle();
    expect(await renewalRow(buyer)).toMatchObject({ status: "confirming" });
    expect(f.bank.attempts(row?.id)).toBe(2);
    // The customer confirmed but the success call never came: the next run asks the provider and settles it.
    f.bank.confirm(waiting);
    f.clock.set(hourAfter(daysAfter(sub.endsAt, 1)));
    await f.runCycle();
    expect(f.bank.attempts(row?.id)).toBe(2);
    const renewed = await f.subscription(buyer.company.id, sub.id);
    expect(renewed).toMatchObject({ status: "active" });
    expect(renewed.endsAt.toISOString()).toBe(renewal.json().data.periodEnd);
    expect(await renewalRow(buyer)).toMatchObject({ status: "paid", attempts: 2 });
    expect(await f.invoicesOf(buyer.company.id)).toHaveLength(2);
  });
});

describe("add-ons bought with a card the bank asks to confirm", () => {
  it("waits for the customer, then adds them when the success call hears the bank confirmed", async () => {
    const { buyer, sub } = await askedToConfirm();
    const reply = await buyer.post("user/subscribeplan", {
      plan: "monthly",
      selectedPackage: { subscriptionId: sub.id, addOns: ["management"] },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: subscriptionMessages.paymentNeedsConfirmation,
      data: { paid: false, subscriptionIds: [], invoiceNumber: null },
    });
    expect((await f.subscription(buyer.company.id, sub.id)).addOns).toEqual([]);
    f.bank.confirm(f.bank.latest());
    const paid = await success(buyer, reply.json().data.orderId);
    expect(paid.json()).toMatchObject({
      response: messages.subscriptionAdded,
      data: { paid: true, subscriptionIds: [sub.id] },
    });
    expect((await f.subscription(buyer.company.id, sub.id)).addOns.map((a) => a.type)).toEqual([
      "management",
    ]);
  });
});

describe("the sandbox's 3-D Secure test card", () => {
  it("is kept from its form, and buying a package with it waits for the customer", async () => {
    const buyer = await f.company();
    const card = { ...successCard, number: "4000 0027 6000 3184" };
    const kept = await buyer.post("user/payment/card/add", { card });
    expect(kept.statusCode, kept.body).toBe(200);
    const reply = await buyer.post("user/subscribeplan", {
      plan: "monthly",
      selectedPackage: f.ids.packageId("care-home-england"),
    });
    expect(reply.json()).toMatchObject({ status: 1, data: { paid: false, total: 499 } });
    expect(await f.invoicesOf(buyer.company.id)).toHaveLength(0);
    f.bank.confirm(f.bank.latest());
    const paid = await success(buyer, reply.json().data.orderId);
    expect(paid.json()).toMatchObject({ response: messages.subscriptionAdded, data: { paid: true } });
    expect(paid.json().data.subscriptionIds).toHaveLength(1);
  });
});
