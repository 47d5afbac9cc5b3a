import { messages } from "@cloudoc/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { declinedCard, getAs, loadCatalogue, postAs, successCard } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { signIn } from "../../testing/session";
import { invoices, orders } from "../orders/tables";
import { type SubscriptionActivated, subscriptionActivatedQueue } from "../subscriptions/service";
import { subscriptionAddOns, subscriptions } from "../subscriptions/tables";
import { completeOrder } from "./complete";
import { payments } from "./tables";

const jobs: SubscriptionActivated[] = [];
let t: TestApp;
let ids: Awaited<ReturnType<typeof loadCatalogue>>;
let a: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let tokenA: string;
let firstOrderId: string;

beforeAll(async () => {
  t = await createTestApp({ startJobs: true, env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  ids = await loadCatalogue(t.app.platform.db);
  await t.jobs.work<SubscriptionActivated>(subscriptionActivatedQueue, async (data) => {
    jobs.push(data);
  });
  a = await createCompanyWithOwner(t.app.platform.db, { subdomain: "payalpha" });
  tokenA = (await signIn(t.app, a.owner.email)).authToken;
});
afterAll(() => t.close());

const call = (url: string, payload: object = {}, token = tokenA) => postAs(t.app, token, url, payload);
const db = () => t.app.platform.db;
const companyState = async () => (await call("users/get/compdetails")).json();
const checkout = async (token = tokenA) => {
  const reply = await call("user/checkout", {}, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().response as { orderId: string; total: number; provider: string; clientSecret?: string };
};
const countRows = async (table: typeof invoices | typeof subscriptions | typeof payments) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 100));
  return check();
};

describe("checkout and a successful sandbox payment (4242 4242 4242 4242)", () => {
  it("starts inactive, with an empty cart refused", async () => {
    expect(await companyState()).toMatchObject({
      activesubs: false,
      docUpdateStatus: 0,
      subscription_status: 0,
    });
    const empty = await call("user/checkout");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().response).toBe(messages.cartEmpty);
  });

  it("makes an order priced by the server and pays it in one go", async () => {
    const careHome = ids.packageId("care-home-england");
    await call("user/add-to-cart", { packageId: careHome, renewalPlan: "yearly", packages: ["combo"] });
    const order = await checkout();
    expect(order).toEqual({
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(/^ORD-\d{6}$/),
      total: 799,
      provider: "sandbox",
    });
    firstOrderId = order.orderId;
    // The sandbox's own form: no Stripe key is sent, and the page may not load Stripe.js.
    expect(order).not.toHaveProperty("publishableKey");
    const csp = (await t.app.inject({ method: "GET", url: "/api/health" })).headers[
      "content-security-policy"
    ];
    expect(csp).not.toContain("stripe.com");

    const paid = await call("user/checkout/pay", { orderId: order.orderId, card: successCard });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 1,
      response: messages.paymentCompleted,
      data: { orderId: order.orderId, invoiceNumber: "INV-000001", total: 799, cartCount: 0 },
    });
    expect((await call("user/cart-count")).json().response).toBe(0);

    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: "paid", totalPence: 79900 });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ status: "succeeded", last4: "4242", provider: "sandbox" });
    expect(payment?.token).toMatch(/^sbx_tok_[0-9a-f]{32}$/);

    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order.orderId));
    expect(subscription).toMatchObject({
      status: "active",
      plan: "yearly",
      packageId: careHome,
      licenceFeePence: 49900,
    });
    const start = subscription?.startsAt as Date;
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(subscription?.endsAt?.getTime()).toBe(end.getTime());
    const addOns = await db()
      .select()
      .from(subscriptionAddOns)
      .where(eq(subscriptionAddOns.subscriptionId, subscription?.id ?? ""));
    expect(addOns).toMatchObject([{ addOn: "combo", plan: "yearly", pricePence: 30000 }]);

    expect(await companyState()).toMatchObject({
      activesubs: true,
      docUpdateStatus: 1,
      docManagementStatus: 1,
      subscription_status: 1,
      employeeSubscription: true,
      userLicenseStatus: 1,
    });
    const profile = (await call("user/details")).json().response;
    expect(profile).toMatchObject({
      comboPackage: { status: 1 },
      documentManagement: { status: 1 },
      documentUpdate: { status: 1 },
      proPackage: { status: 0 },
      currentSubscription: subscription?.id,
      planId: "yearly",
    });

    const audit = await db().select().from(auditEvents).where(eq(auditEvents.action, "order.paid"));
    expect(audit).toMatchObject([
      { companyId: a.company.id, actorUserId: a.owner.id, entityId: order.orderId },
    ]);
    expect(await waitFor(() => jobs.length === 1)).toBe(true);
    expect(jobs[0]).toEqual({
      companyId: a.company.id,
      subscriptionId: subscription?.id,
      packageIds: [careHome],
      templateIds: [],
    });
  });

  it("declines 4000 0000 0000 0002 with 'Payment Failed.' and keeps the cart", async () => {
    await call("user/add-to-cart", {
      packageId: ids.packageId("care-home-wales"),
      renewalPlan: "monthly",
      packages: ["updates"],
    });
    const order = await checkout();
    const declined = await call("user/checkout/pay", { orderId: order.orderId, card: declinedCard });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ status: 0, response: messages.paymentFailed });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.status).toBe("failed");
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ status: "failed", last4: "0002", failureReason: "declined" });
    expect((await call("user/cart-count")).json().response).toBe(1);
    const retry = await call("user/checkout/pay", { orderId: order.orderId, card: successCard });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().response).toBe(messages.orderNotPayable);
  });

  it("numbers invoices with no gap across orders, the declined one taking no number", async () => {
    const order = await checkout();
    const paid = await call("user/checkout/pay", { orderId: order.orderId, card: successCard });
    expect(paid.json().data.invoiceNumber).toBe("INV-000002");
    const numbers = await db()
      .select({ number: invoices.number, sequence: invoices.sequence })
      .from(invoices)
      .orderBy(invoices.sequence);
    expect(numbers).toEqual([
      { number: "INV-000001", sequence: 1 },
      { number: "INV-000002", sequence: 2 },
    ]);
    expect(await waitFor(() => jobs.length === 2)).toBe(true);
  });

  it("keeps numbers sequential when two companies pay at the same moment", async () => {
    const buyers = await Promise.all(
      ["paycharlie", "paydelta"].map(async (subdomain) => {
        const buyer = await createCompanyWithOwner(db(), { subdomain });
        const token = (await signIn(t.app, buyer.owner.email)).authToken;
        await call("user/add-to-cart", { packageId: ids.packageId("temporary-staffing") }, token);
        return { token, order: await checkout(token) };
      }),
    );
    const replies = await Promise.all(
      buyers.map((buyer) =>
        call("user/checkout/pay", { orderId: buyer.order.orderId, card: successCard }, buyer.token),
      ),
    );
    expect(replies.map((r) => r.json().data.invoiceNumber).sort()).toEqual(["INV-000003", "INV-000004"]);
    expect(await waitFor(() => jobs.length === 4)).toBe(true);
  });
});

describe("replays change nothing", () => {
  it("answers a replayed success page with the same result, charging and issuing nothing", async () => {
    const before = {
      invoices: await countRows(invoices),
      subscriptions: await countRows(subscriptions),
      jobs: jobs.length,
    };
    const [paymentBefore] = await db().select().from(payments).where(eq(payments.orderId, firstOrderId));
    const url = `users/details-update/payment/success?orderId=${firstOrderId}&userId=${a.owner.id}&paymentDetails=x`;
    const first = await getAs(t.app, tokenA, url);
    const second = await getAs(t.app, tokenA, url);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().data).toMatchObject({ invoiceNumber: "INV-000001", cartCount: 0 });
    const payAgain = await call("user/checkout/pay", { orderId: firstOrderId, card: successCard });
    expect(payAgain.json().data.invoiceNumber).toBe("INV-000001");
    const [paymentAfter] = await db().select().from(payments).where(eq(payments.orderId, firstOrderId));
    expect(paymentAfter).toEqual(paymentBefore);
    expect({
      invoices: await countRows(invoices),
      subscriptions: await countRows(subscriptions),
      jobs: jobs.length,
    }).toEqual(before);
    const paidEvents = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "order.paid"), eq(auditEvents.entityId, firstOrderId)));
    expect(paidEvents).toHaveLength(1);
  });

  it("leaves a paid order alone when it is completed again (the conditional pending → paid update)", async () => {
    const before = { invoices: await countRows(invoices), subscriptions: await countRows(subscriptions) };
    const again = await db().transaction((tx) =>
      completeOrder(tx, {
        companyId: a.company.id,
        orderId: firstOrderId,
        actorUserId: null,
        origin: { ip: null, userAgent: null },
        card: { token: null, last4: null },
      }),
    );
    expect(again).toEqual({ changed: false, subscriptionIds: [] });
    expect({ invoices: await countRows(invoices), subscriptions: await countRows(subscriptions) }).toEqual(
      before,
    );
  });
});

describe("the failure page and abandoned orders", () => {
  it("marks a pending order failed with 'Payment Failed.', and never a paid one", async () => {
    await call("user/add-to-cart", { packageId: ids.packageId("care-home-scotland") });
    const order = await checkout();
    const failed = await getAs(
      t.app,
      tokenA,
      `users/details-update/payment/failure?orderId=${order.orderId}`,
    );
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({ status: 0, response: messages.paymentFailed });
    const success = await getAs(
      t.app,
      tokenA,
      `users/details-update/payment/success?orderId=${order.orderId}`,
    );
    expect(success.statusCode).toBe(402);
    const paid = await getAs(t.app, tokenA, `users/details-update/payment/failure?orderId=${firstOrderId}`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().response).toBe(messages.orderAlreadyPaid);
  });

  it("cancels an earlier unpaid order when the user checks out again", async () => {
    const earlier = await checkout();
    const later = await checkout();
    const old = await call("user/checkout/pay", { orderId: earlier.orderId, card: successCard });
    expect(old.statusCode).toBe(409);
    const [row] = await db().select().from(orders).where(eq(orders.id, earlier.orderId));
    expect(row?.status).toBe("cancelled");
    const invalid = await call("user/checkout/pay", {
      orderId: later.orderId,
      card: { ...successCard, number: "4242 4242 4242 4241" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().response).toBe(messages.cardNumberInvalid);
    const [stillPending] = await db().select().from(orders).where(eq(orders.id, later.orderId));
    expect(stillPending?.status).toBe("pending");
  });

  it("leaves one payable order when the same cart is checked out twice at once", async () => {
    const both = await Promise.all([checkout(), checkout()]);
    const rows = await db().select({ id: orders.id, status: orders.status }).from(orders);
    const statuses = both.map(({ orderId }) => rows.find((row) => row.id === orderId)?.status);
    expect(statuses.sort()).toEqual(["cancelled", "pending"]);
  });
});
