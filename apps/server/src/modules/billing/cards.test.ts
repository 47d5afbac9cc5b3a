import { billingMessages, messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { sandboxFailingMethodPrefix } from "../../platform/payments/sandbox";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage, declinedCard, successCard } from "../../testing/commerce";
import { paymentCards } from "../subscriptions/tables";
import { type BillingFixture, billingFixture } from "./test-support";

const logLines: string[] = [];
let t: TestApp;
let f: BillingFixture;

beforeAll(async () => {
  t = await createTestApp({ logLines, env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  f = await billingFixture(t, "cards");
}, 120_000);
afterAll(() => t.close());

const failsLater = { ...successCard, number: "4000 0000 0000 0341", name: "Sam Failing" };
const cardsOf = async (token: string) => (await f.get(token, "user/payment/cards")).json();
const add = (token: string, card: object) => f.post(token, "user/payment/card/add", { card });

describe("the card used at checkout", () => {
  it("is kept as the company's default card when it has none", async () => {
    expect(await cardsOf(f.tokenA)).toMatchObject({ status: 1, list: [], provider: "sandbox" });
    await buyPackage(t.app, f.tokenA, f.ids.packageId("care-home-england"));
    const { list } = await cardsOf(f.tokenA);
    expect(list).toEqual([
      expect.objectContaining({
        brand: "Visa",
        last4: "4242",
        expMonth: 12,
        expYear: 2040,
        holderName: "Alex Morgan",
        isDefault: true,
        provider: "sandbox",
      }),
    ]);
  });
});

describe("POST /user/payment/card/add (the sandbox's card form)", () => {
  it("keeps 4000 0000 0000 0341 with a method reference that fails later, not as the default", async () => {
    const reply = await add(f.tokenA, failsLater);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: billingMessages.cardSaved,
      data: { last4: "0341", isDefault: false },
    });
    const [row] = await f.db.select().from(paymentCards).where(eq(paymentCards.id, reply.json().data._id));
    expect(row?.methodReference.startsWith(sandboxFailingMethodPrefix)).toBe(true);
    const [first] = (await cardsOf(f.tokenA)).list;
    expect(row?.customerReference).toBe(first.customerid);
  });

  it("refuses a declined card (402) and a wrong number (400), keeping nothing", async () => {
    const declined = await add(f.tokenA, declinedCard);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().response).toBe(billingMessages.cardDeclinedOnSave);
    const wrong = await add(f.tokenA, { ...successCard, number: "4242 4242 4242 4241" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().response).toBe(messages.cardNumberInvalid);
    expect((await cardsOf(f.tokenA)).list).toHaveLength(2);
  });

  it("never stores or logs a card number", async () => {
    const stored = JSON.stringify([
      await f.db.select().from(paymentCards),
      await f.db.select().from(auditEvents),
    ]);
    for (const digits of ["4242424242424242", "4000000000000341", "4000000000000002"]) {
      expect(stored).not.toContain(digits);
      expect(logLines.join("")).not.toContain(digits);
      expect(logLines.join("")).not.toContain(digits.replace(/(\d{4})(?=\d)/g, "$1 "));
    }
  });

  it("is a sandbox call: the Stripe setup calls answer 400 here", async () => {
    expect((await f.post(f.tokenA, "user/payment/card/setup")).statusCode).toBe(400);
    expect((await f.post(f.tokenA, "user/payment/card/confirm", { setupIntent: "seti_1" })).statusCode).toBe(
      400,
    );
  });
});

describe("GET /user/set/defaultcard", () => {
  it("makes another card the default, and only that one", async () => {
    const [visa, failing] = (await cardsOf(f.tokenA)).list;
    const wrongCustomer = await f.get(
      f.tokenA,
      `user/set/defaultcard?cardid=${failing._id}&customerid=cus_other`,
    );
    expect(wrongCustomer.statusCode).toBe(404);
    const reply = await f.get(
      f.tokenA,
      `user/set/defaultcard?cardid=${failing._id}&customerid=${failing.customerid}`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      response: billingMessages.defaultCardSet,
      data: { isDefault: true },
    });
    const list = (await cardsOf(f.tokenA)).list;
    expect(list.map((card: { _id: string; isDefault: boolean }) => [card._id, card.isDefault])).toEqual([
      [failing._id, true],
      [visa._id, false],
    ]);
  });
});

describe("POST /users/details/delete/payment", () => {
  it("removes the default card and makes the newest card left the default", async () => {
    const [failing, visa] = (await cardsOf(f.tokenA)).list;
    const reply = await f.post(f.tokenA, "users/details/delete/payment", { card_id: failing._id });
    expect(reply.json()).toEqual({ status: 1, response: messages.successfullyDeleted, warning: null });
    expect((await cardsOf(f.tokenA)).list).toEqual([
      expect.objectContaining({ _id: visa._id, isDefault: true }),
    ]);
    const again = await f.post(f.tokenA, "users/details/delete/payment", { card_id: failing._id });
    expect(again.statusCode).toBe(404);
  });

  it("removes the last card too, warning that renewals will fail without one", async () => {
    const [visa] = (await cardsOf(f.tokenA)).list;
    const reply = await f.post(f.tokenA, "users/details/delete/payment", { card_id: visa._id });
    expect(reply.json()).toEqual({
      status: 1,
      response: messages.successfullyDeleted,
      warning: billingMessages.lastCardRemoved,
    });
    expect((await cardsOf(f.tokenA)).list).toEqual([]);
    const audit = await f.db.select().from(auditEvents).where(eq(auditEvents.action, "payment-card.deleted"));
    expect(audit).toHaveLength(2);
  });
});

describe("who may manage cards", () => {
  it("answers 401 without a session and 403 to staff without the Subscriptions permission", async () => {
    expect((await f.anonymous("GET", "user/payment/cards")).statusCode).toBe(401);
    expect((await f.anonymous("POST", "user/payment/card/add", { card: successCard })).statusCode).toBe(401);
    expect((await f.get(f.staffToken, "user/payment/cards")).statusCode).toBe(403);
    expect((await add(f.staffToken, successCard)).statusCode).toBe(403);
  });

  it("answers 404 to another company for A's card, changing nothing", async () => {
    const kept = (await add(f.tokenA, successCard)).json().data;
    const other = await f.get(f.tokenB, `user/set/defaultcard?cardid=${kept._id}`);
    expect(other.statusCode).toBe(404);
    const removal = await f.post(f.tokenB, "users/details/delete/payment", { card_id: kept._id });
    expect(removal.statusCode).toBe(404);
    expect((await cardsOf(f.tokenA)).list).toEqual([
      expect.objectContaining({ _id: kept._id, isDefault: true }),
    ]);
    expect((await cardsOf(f.tokenB)).list).toEqual([]);
  });
});
