import { messages, permissions } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declinedCard, successCard } from "../../testing/commerce";
import { createUser } from "../../testing/factories";
import { bearer, signIn } from "../../testing/session";
import { getSiteSettings } from "../settings/service";
import { claimRenewal, coveredPeriod, ensureRenewal } from "./renewal-rows";
import { type BillingFixture, billingFixture, hourAfter } from "./test-support";

let f: BillingFixture;
let owner: Awaited<ReturnType<BillingFixture["company"]>>;
let other: Awaited<ReturnType<BillingFixture["company"]>>;
let subId: string;
let otherSubId: string;

beforeAll(async () => {
  f = await billingFixture();
  other = await f.company();
  await f.keepCard(other.company.id);
  otherSubId = (await f.subscribe(other, "care-home-england", "monthly")).id;
  owner = await f.company();
  await f.keepCard(owner.company.id);
  subId = (await f.subscribe(owner, "care-home-england", "monthly", ["management"])).id;
}, 180_000);
afterAll(() => f.t.close());

/** Every call with a subscription id in it, as [method, url, payload]. */
const calls = (id: string): [string, string, object?][] => [
  ["POST", "user/planList", {}],
  ["GET", `user/subscription/details?subs_id=${id}`],
  ["GET", `user/subscription/plan/update?subs_id=${id}&plan=yearly`],
  ["GET", `user/subscription/cancel?subs_id=${id}`],
  ["GET", `user/subscription/cancel/undo?subs_id=${id}`],
  [
    "POST",
    "user/subscribeplan",
    { plan: "monthly", selectedPackage: { subscriptionId: id, addOns: ["pro"] } },
  ],
  ["POST", "user/renewplan", { planId: id }],
  ["POST", "user/get/document/management", { subs_id: id }],
  ["POST", "user/subscription/get_json_folder_list", { subs_id: id }],
];

const send = (method: string, url: string, payload: object | undefined, headers: Record<string, string>) =>
  f.t.app.inject({ method: method as "GET" | "POST", url: `/api/${url}`, headers, payload });

describe("access to every call", () => {
  it("answers 401 without a session", async () => {
    for (const [method, url, payload] of calls(subId)) {
      expect((await send(method, url, payload, { host: "localhost:3000" })).statusCode, url).toBe(401);
    }
  });

  it("answers 403 to staff without the Subscriptions permission and to employees", async () => {
    const staff = await createUser(f.db, {
      companyId: owner.company.id,
      role: "user",
      permissions: [permissions.documents],
    });
    const employee = await createUser(f.db, { companyId: owner.company.id, role: "employee" });
    for (const user of [staff, employee]) {
      const { authToken } = await signIn(f.t.app, user.email);
      for (const [method, url, payload] of calls(subId)) {
        expect((await send(method, url, payload, bearer(authToken))).statusCode, url).toBe(403);
      }
    }
  });

  it("answers 404 for another company's subscription", async () => {
    for (const [method, url, payload] of calls(otherSubId).slice(1)) {
      expect((await send(method, url, payload, bearer(owner.token))).statusCode, url).toBe(404);
    }
    const paid = (await f.ordersOf(other.company.id, "purchase"))[0];
    const result = await owner.get(`user/payment/update/success?orderId=${paid?.id}`);
    expect(result.statusCode).toBe(404);
  });

  it("lets staff with the Subscriptions permission in", async () => {
    const staff = await createUser(f.db, {
      companyId: owner.company.id,
      role: "user",
      permissions: [permissions.subscriptions],
    });
    const { authToken } = await signIn(f.t.app, staff.email);
    expect((await send("POST", "user/planList", {}, bearer(authToken))).statusCode).toBe(200);
  });
});

describe("the plan list and details", () => {
  it("lists the subscription with its add-ons, prices and renewal date", async () => {
    const reply = await owner.post("user/planList");
    expect(reply.json()).toMatchObject({
      status: 1,
      total: 1,
      banner: "none",
      bannerText: null,
      hasDefaultCard: true,
      userPlan: { _id: subId, plan: "monthly", status: "active" },
      planList: [
        {
          _id: subId,
          packageName: expect.any(String),
          plan: "monthly",
          status: "active",
          cancelAtPeriodEnd: false,
          licenseFee: 499,
          price: 519,
          addOns: [{ type: "management", price: 20, status: "active" }],
        },
      ],
    });
    const sub = await f.subscription(owner.company.id, subId);
    expect(reply.json().planList[0].renewsAt).toBe(sub.endsAt.toISOString());
    expect((await owner.post("user/planList", { skip: 1 })).json().planList).toEqual([]);
  });

  it("describes the licence and its folders, and 'No records found' without one", async () => {
    const details = await owner.get(`user/subscription/details?subs_id=${subId}`);
    expect(details.json()).toMatchObject({
      status: 1,
      licenseFee: 499,
      total: 519,
      licensePeriod: { plan: "monthly" },
    });
    expect(details.json().documents).toBeGreaterThan(0);
    expect(details.json().folders_data.length).toBeGreaterThan(0);
    const newcomer = await f.company();
    const none = await newcomer.get("user/subscription/details");
    expect(none.json()).toMatchObject({ status: 2, response: messages.noRecordsFound });
    const folders = await owner.post("user/subscription/get_json_folder_list", { subs_id: subId });
    expect(folders.json().response.length).toBe(details.json().folders_data.length);
  });
});

describe("buying more as an existing company (POST /user/subscribeplan)", () => {
  it("answers status 3 for a package already held", async () => {
    const again = await owner.post("user/subscribeplan", {
      plan: "monthly",
      selectedPackage: f.ids.packageId("care-home-england"),
    });
    expect(again.json()).toMatchObject({ status: 3, response: messages.alreadySubscribed });
  });

  it("adds updates to management as combo, charged to the default card, with an invoice", async () => {
    const reply = await owner.post("user/subscribeplan", {
      plan: "monthly",
      amount: 30,
      selectedPackage: { subscriptionId: subId, addOns: ["updates"] },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.subscriptionAdded,
      data: {
        total: 30,
        invoiceNumber: expect.stringMatching(/^INV-/),
        subscriptionIds: [subId],
        paid: true,
      },
    });
    const sub = await f.subscription(owner.company.id, subId);
    expect(sub.addOns.map((a) => a.type)).toEqual(["combo"]);
    const page = await owner.get(`user/subscribeplan/success?orderId=${reply.json().data.orderId}`);
    expect(page.json()).toMatchObject({ status: 1, response: messages.subscriptionAdded });
  });

  it("refuses a price the customer was not shown, and a declined card with 402", async () => {
    const body = { plan: "monthly", selectedPackage: f.ids.packageId("domiciliary-care-england") };
    expect((await owner.post("user/subscribeplan", { ...body, amount: 1 })).statusCode).toBe(409);
    const declined = await owner.post("user/subscribeplan", { ...body, payment: declinedCard });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().response).toBe(messages.paymentFailed);
    const paid = await owner.post("user/subscribeplan", { ...body, payment: successCard });
    expect(paid.statusCode, paid.body).toBe(200);
    const failed = await owner.get(`user/subscribeplan/failed?orderId=${paid.json().data.orderId}`);
    expect(failed.statusCode).toBe(409);
  });
});

describe("manual and document-management renewal", () => {
  it("renews early for the next period and answers the catalogue's message", async () => {
    const before = await f.subscription(owner.company.id, subId);
    const reply = await owner.post("user/renewplan", { planId: subId });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      response: messages.subscriptionRenewed,
      data: { periodStart: before.endsAt.toISOString(), plan: "monthly" },
    });
    const result = await owner.get(`user/payment/update/success?orderId=${reply.json().data.orderId}`);
    expect(result.json()).toMatchObject({
      response: messages.subscriptionRenewed,
      data: { subscriptionIds: [subId] },
    });
    // The job at the old period end finds the period paid and charges nothing.
    f.clock.set(hourAfter(before.endsAt));
    await f.runCycle();
    const rows = (await f.renewalsOf(owner.company.id)).filter((row) => row.subscriptionId === subId);
    expect(rows.map((row) => [row.status, row.source])).toEqual([["paid", "manual"]]);
    const after = await f.subscription(owner.company.id, subId);
    expect(after.endsAt.toISOString()).toBe(reply.json().data.periodEnd);
  });

  it("shows document management's state, then renews it", async () => {
    const state = await owner.post("user/get/document/management", {});
    expect(state.json()).toMatchObject({
      status: 1,
      data: { subscriptionId: subId, addOn: "combo", renewable: true },
    });
    const renewed = await owner.post("user/get/document/management", { confirm: true });
    expect(renewed.json()).toMatchObject({
      response: messages.documentManagementRenewed,
      renewal: { subscriptionId: subId },
    });
    expect(await f.ordersOf(owner.company.id, "management")).toHaveLength(1);
    const none = await other.post("user/get/document/management", {});
    expect(none.json()).toMatchObject({ status: 2, response: messages.noSubscriptionFound });
  });

  it("claims a period once however many ask at the same moment", async () => {
    const sub = await f.subscription(other.company.id, otherSubId);
    const settings = await getSiteSettings(f.db);
    const period = coveredPeriod(sub, settings, f.clock.now());
    const row = await ensureRenewal(f.db, sub, period, 100, "manual");
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimRenewal(f.db, row, f.clock.now(), { manual: true, period, amountPence: 100 })),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
