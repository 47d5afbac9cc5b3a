import { addMonths, daysAfter, defaultSiteSettings, messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxProvider } from "../../platform/payments/sandbox";
import { createTestApp } from "../../testing/app";
import { testDatabaseKind } from "../../testing/database";
import { invoices } from "../orders/tables";
import { saveSiteSettings } from "../settings/service";
import { runBillingCycle } from "./cycle";
import { entitlementsOf } from "./service";
import { paymentCards } from "./tables";
import { type BillingFixture, billingFixture, hourAfter, subjectsTo } from "./test-support";

let f: BillingFixture;
beforeAll(async () => {
  f = await billingFixture();
}, 180_000);
afterAll(() => f.t.close());

const planListOf = async (buyer: { post: (url: string, payload?: object) => Promise<{ json(): unknown }> }) =>
  (await buyer.post("user/planList")).json() as {
    planList: { _id: string; status: string; renewal: { nextAttemptAt: string | null; attempts: number } }[];
    banner: string;
    bannerText: string | null;
    downloadUntil: string | null;
  };

/** Monthly care home licence with combo: £499 + £30 per month. */
const monthlyComboPence = 52_900;
const yearlyComboPence = 79_900;

describe("a monthly subscription renews with the default card", () => {
  it("renews three times: three renewal invoices, numbers without gaps, each period moved on", async () => {
    const buyer = await f.company();
    await f.keepCard(buyer.company.id);
    const sub = await f.subscribe(buyer, "care-home-england", "monthly", ["combo"]);
    let end = sub.endsAt;
    for (let period = 1; period <= 3; period += 1) {
      f.clock.set(hourAfter(end));
      const report = await f.runCycle();
      expect(report.renewed).toBe(1);
      // A rerun in the same hour finds nothing due.
      expect((await f.runCycle()).renewed).toBe(0);
      const renewed = await f.subscription(buyer.company.id, sub.id);
      expect(renewed.endsAt).toEqual(addMonths(end, 1));
      expect(renewed.startsAt).toEqual(sub.startsAt);
      expect(renewed.status).toBe("active");
      end = renewed.endsAt;
    }
    const renewalOrders = await f.ordersOf(buyer.company.id, "renewal");
    expect(renewalOrders).toHaveLength(3);
    expect(renewalOrders.every((o) => o.status === "paid" && o.totalPence === monthlyComboPence)).toBe(true);
    const mine = await f.invoicesOf(buyer.company.id);
    expect(mine).toHaveLength(4);
    const all = await f.db.select({ sequence: invoices.sequence }).from(invoices).orderBy(invoices.sequence);
    expect(all.map((i) => i.sequence)).toEqual(all.map((_, index) => index + 1));
    expect(await subjectsTo(f.t.dataDir, buyer.owner.email)).toContain(
      "Your Cloudoc subscription has been renewed",
    );
  });
});

describe("a declined card: retries on days 1, 3 and 7, grace, then expiry", () => {
  it("keeps access through the 14-day grace period and takes it away after", async () => {
    const buyer = await f.company();
    const good = await f.keepCard(buyer.company.id);
    const sub = await f.subscribe(buyer, "care-home-england", "monthly", ["combo"]);
    await f.db.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.id, good.id));
    await f.keepCard(buyer.company.id, { failing: true });

    const retries: (string | null)[] = [];
    for (const day of [0, 1, 3, 7]) {
      f.clock.set(hourAfter(daysAfter(sub.endsAt, day)));
      expect((await f.runCycle()).failed).toBe(1);
      const list = await planListOf(buyer);
      retries.push(list.planList[0]?.renewal.nextAttemptAt ?? null);
      expect(list.planList[0]?.status).toBe("past_due");
      expect(list.banner).toBe("past_due");
      expect((await entitlementsOf(f.db, buyer.company.id, f.clock.now())).management).toBe(true);
    }
    expect(retries).toEqual([
      daysAfter(sub.endsAt, 1).toISOString(),
      daysAfter(sub.endsAt, 3).toISOString(),
      daysAfter(sub.endsAt, 7).toISOString(),
      null,
    ]);
    const [row] = await f.renewalsOf(buyer.company.id);
    expect(row).toMatchObject({ status: "failed", attempts: 4 });
    const failures = (await subjectsTo(f.t.dataDir, buyer.owner.email)).filter((s) =>
      s.includes("renewal failed"),
    );
    expect(failures).toHaveLength(4);

    // Nothing more is tried between the last retry and the grace end; still open on day 13.
    f.clock.set(daysAfter(sub.endsAt, 13));
    expect(await f.runCycle()).toMatchObject({ failed: 0, expired: 0 });
    expect((await entitlementsOf(f.db, buyer.company.id, f.clock.now())).active).toBe(true);

    f.clock.set(hourAfter(daysAfter(sub.endsAt, 14)));
    expect((await f.runCycle()).expired).toBe(1);
    const expired = await f.subscription(buyer.company.id, sub.id);
    expect(expired.status).toBe("expired");
    expect(expired.endedAt).toEqual(daysAfter(sub.endsAt, 14));
    expect((await entitlementsOf(f.db, buyer.company.id, f.clock.now())).active).toBe(false);
    const list = await planListOf(buyer);
    expect(list.banner).toBe("expired");
    expect(list.bannerText).toBe(messages.noActiveSubscription);
    expect(list.downloadUntil).toBe(daysAfter(expired.endedAt ?? new Date(), 90).toISOString());
    expect(await f.ordersOf(buyer.company.id, "renewal")).toHaveLength(0);

    // Renewing with a working card restores it from now.
    await f.db
      .update(paymentCards)
      .set({ isDefault: false })
      .where(eq(paymentCards.companyId, buyer.company.id));
    await f.db.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, good.id));
    const renewed = await buyer.post("user/renewplan", { planId: sub.id });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().response).toBe(messages.subscriptionRenewed);
    const back = await f.subscription(buyer.company.id, sub.id);
    expect(back).toMatchObject({ status: "active", endedAt: null, graceEndsAt: null });
    expect(back.endsAt).toEqual(addMonths(f.clock.now(), 1));
    expect((await entitlementsOf(f.db, buyer.company.id, f.clock.now())).active).toBe(true);
  });
});

describe("cancellation at the end of the paid period", () => {
  it("can be undone before the end, and at the end it stops with no charge", async () => {
    const buyer = await f.company();
    await f.keepCard(buyer.company.id);
    const sub = await f.subscribe(buyer, "care-home-england", "monthly");
    const cancelled = await buyer.get(`user/subscription/cancel?subs_id=${sub.id}`);
    expect(cancelled.json()).toMatchObject({
      status: 1,
      response: messages.cancelScheduled,
      data: { cancelAtPeriodEnd: true, endsAt: sub.endsAt.toISOString() },
    });
    const undone = await buyer.get(`user/subscription/cancel/undo?subs_id=${sub.id}`);
    expect(undone.json()).toMatchObject({
      response: messages.cancelUndone,
      data: { cancelAtPeriodEnd: false },
    });
    await buyer.get(`user/subscription/cancel?subs_id=${sub.id}`);

    f.clock.set(hourAfter(sub.endsAt));
    expect((await f.runCycle()).cancelled).toBe(1);
    const ended = await f.subscription(buyer.company.id, sub.id);
    expect(ended).toMatchObject({ status: "cancelled", endedAt: sub.endsAt });
    expect(await f.renewalsOf(buyer.company.id)).toHaveLength(0);
    expect(await f.paidOrderCount(buyer.company.id)).toBe(1);
    const late = await buyer.get(`user/subscription/cancel/undo?subs_id=${sub.id}`);
    expect(late.statusCode).toBe(409);
  });
});

describe("switching monthly to yearly", () => {
  it("shows the yearly price first, then charges it at the next period", async () => {
    const buyer = await f.company();
    await f.keepCard(buyer.company.id);
    const sub = await f.subscribe(buyer, "care-home-england", "monthly", ["combo"]);
    const preview = await buyer.get(`user/subscription/plan/update?subs_id=${sub.id}&plan=yearly`);
    expect(preview.json()).toMatchObject({
      response: messages.planChangePreview,
      data: { nextPlan: "yearly", nextPrice: 799, currentPrice: 529, confirmed: false },
    });
    expect((await f.subscription(buyer.company.id, sub.id)).row.nextPlan).toBeNull();
    const confirmed = await buyer.get(
      `user/subscription/plan/update?subs_id=${sub.id}&plan=yearly&type=subscription&confirm=1`,
    );
    expect(confirmed.json()).toMatchObject({ response: messages.planChangeSaved, data: { confirmed: true } });

    f.clock.set(hourAfter(sub.endsAt));
    expect((await f.runCycle()).renewed).toBe(1);
    const [order] = await f.ordersOf(buyer.company.id, "renewal");
    expect(order?.totalPence).toBe(yearlyComboPence);
    const yearly = await f.subscription(buyer.company.id, sub.id);
    expect(yearly.plan).toBe("yearly");
    expect(yearly.row.nextPlan).toBeNull();
    expect(yearly.endsAt).toEqual(addMonths(sub.endsAt, 12));
  });
});

describe("trials", () => {
  beforeAll(async () => {
    await saveSiteSettings(f.db, { ...defaultSiteSettings, offerStatus: 1, trialStatus: 1, trialPeriod: 14 });
  });
  afterAll(() => saveSiteSettings(f.db, defaultSiteSettings));

  it("reminds once 3 days before the end, then converts to monthly with the default card", async () => {
    const buyer = await f.company();
    await f.keepCard(buyer.company.id);
    const sub = await f.subscribe(buyer, "care-home-england", "trial", ["combo"]);
    expect(sub.plan).toBe("trial");
    f.clock.set(daysAfter(sub.endsAt, -2));
    expect((await f.runCycle()).reminded).toBe(1);
    expect((await f.runCycle()).reminded).toBe(0);
    const subjects = await subjectsTo(f.t.dataDir, buyer.owner.email);
    expect(subjects.filter((s) => s === "Your Cloudoc free trial ends in 3 days")).toHaveLength(1);

    f.clock.set(hourAfter(sub.endsAt));
    expect((await f.runCycle()).renewed).toBe(1);
    const converted = await f.subscription(buyer.company.id, sub.id);
    expect(converted).toMatchObject({ plan: "monthly", status: "active" });
    expect(converted.endsAt).toEqual(addMonths(sub.endsAt, 1));
    const [order] = await f.ordersOf(buyer.company.id, "renewal");
    expect(order?.totalPence).toBe(monthlyComboPence);
  });

  it("expires at its end when the company keeps no card", async () => {
    const buyer = await f.company();
    const card = await f.keepCard(buyer.company.id);
    const sub = await f.subscribe(buyer, "care-home-england", "trial", ["updates"]);
    await f.db
      .update(paymentCards)
      .set({ deletedAt: new Date(), isDefault: false })
      .where(eq(paymentCards.id, card.id));
    f.clock.set(hourAfter(sub.endsAt));
    expect((await f.runCycle()).expired).toBeGreaterThanOrEqual(1);
    expect(await f.subscription(buyer.company.id, sub.id)).toMatchObject({
      status: "expired",
      endedAt: sub.endsAt,
    });
    expect(await f.renewalsOf(buyer.company.id)).toHaveLength(0);
  });
});

describe("running the cycle twice at once", () => {
  it("charges a due period once, from one process or two", async () => {
    const buyer = await f.company();
    await f.keepCard(buyer.company.id);
    const sub = await f.subscribe(buyer, "care-home-england", "monthly");
    const second = await createTestApp({ database: f.t.app.platform.database, clock: f.clock });
    try {
      f.clock.set(hourAfter(sub.endsAt));
      const provider = createSandboxProvider({ delayMs: 0 });
      const runs = [
        f.runCycle,
        f.runCycle,
        () => runBillingCycle({ platform: second.app.platform, provider, log: second.app.log }),
      ];
      // Embedded PGlite is one connection that statements of overlapping runs would share, so
      // there the runs go one after another; on PostgreSQL they overlap, as two processes would.
      const reports =
        testDatabaseKind === "postgres"
          ? await Promise.all(runs.map((run) => run()))
          : await runs.reduce(
              async (done, run) => [...(await done), await run()],
              Promise.resolve([] as Awaited<ReturnType<typeof f.runCycle>>[]),
            );
      expect(reports.reduce((sum, report) => sum + report.renewed, 0)).toBe(1);
      expect(await f.ordersOf(buyer.company.id, "renewal")).toHaveLength(1);
      const [row] = await f.renewalsOf(buyer.company.id);
      expect(row).toMatchObject({ status: "paid", attempts: 1 });
    } finally {
      await second.close();
    }
  });
});
