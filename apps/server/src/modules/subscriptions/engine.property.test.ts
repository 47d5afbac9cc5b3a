import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlementsOf } from "./service";
import { paymentCards } from "./tables";
import { type BillingFixture, billingFixture } from "./test-support";

/**
 * The engine over random histories (issue 22): purchases, the clock moving, the card declining or
 * gone, cancellations and their undo, plan switches, manual renewals, and the cycle run once or
 * twice. After every step the company's access equals what its paid periods (and a running grace
 * period) cover, and every successful charge paid a distinct period: the paid periods follow one
 * another with no overlap. Few runs, each a real app on PGlite.
 */

type Step =
  | { kind: "advance"; days: number; twice: boolean }
  | { kind: "card"; card: "good" | "failing" | "none" }
  | { kind: "cancel" }
  | { kind: "undo" }
  | { kind: "renew" }
  | { kind: "plan"; plan: "monthly" | "yearly" };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("advance" as const),
      days: fc.integer({ min: 1, max: 45 }),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("card" as const),
      card: fc.constantFrom("good" as const, "failing" as const, "none" as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "cancel" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "undo" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "renew" as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("plan" as const),
      plan: fc.constantFrom("monthly" as const, "yearly" as const),
    }),
  },
);

let f: BillingFixture;

beforeAll(async () => {
  f = await billingFixture();
}, 180_000);
afterAll(() => f.t.close());

interface Cover {
  start: number;
  end: number;
}

async function play(steps: Step[]) {
  const buyer = await f.company();
  const good = await f.keepCard(buyer.company.id);
  const failing = await f.keepCard(buyer.company.id, { failing: true, isDefault: false });
  const first = await f.subscribe(buyer, "care-home-england", "monthly", ["updates"]);
  const covers: Cover[] = [{ start: first.startsAt.getTime(), end: first.endsAt.getTime() }];
  const setCard = async (card: "good" | "failing" | "none") => {
    await f.db
      .update(paymentCards)
      .set({ isDefault: false })
      .where(eq(paymentCards.companyId, buyer.company.id));
    if (card !== "none") {
      await f.db
        .update(paymentCards)
        .set({ isDefault: true })
        .where(eq(paymentCards.id, card === "good" ? good.id : failing.id));
    }
  };

  for (const s of steps) {
    if (s.kind === "advance") {
      f.clock.advanceDays(s.days);
      await f.runCycle();
      if (s.twice) await f.runCycle();
    } else if (s.kind === "card") {
      await setCard(s.card);
    } else if (s.kind === "cancel" || s.kind === "undo") {
      await buyer.get(
        `user/subscription/${s.kind === "cancel" ? "cancel" : "cancel/undo"}?subs_id=${first.id}`,
      );
    } else if (s.kind === "plan") {
      await buyer.get(`user/subscription/plan/update?subs_id=${first.id}&plan=${s.plan}&confirm=1`);
    } else {
      const reply = await buyer.post("user/renewplan", { planId: first.id });
      if (reply.statusCode === 200) {
        const data = reply.json().data as { periodStart: string; periodEnd: string };
        covers.push({ start: Date.parse(data.periodStart), end: Date.parse(data.periodEnd) });
      }
    }
    await check(buyer.company.id, first.id, covers);
  }
}

/** What the engine did must match what was paid; automatic renewals add their periods to the covers. */
async function check(companyId: string, subscriptionId: string, covers: Cover[]) {
  const now = f.clock.now();
  const rows = (await f.renewalsOf(companyId)).filter((row) => row.subscriptionId === subscriptionId);
  const paid = rows
    .filter((row) => row.status === "paid")
    .sort((a, b) => a.periodEnd.getTime() - b.periodEnd.getTime());
  for (const row of paid) {
    if (!covers.some((cover) => cover.end === row.periodEnd.getTime())) {
      covers.push({ start: row.periodStart.getTime(), end: row.periodEnd.getTime() });
    }
  }
  // No period paid twice: each paid renewal starts where the previous paid cover ended.
  const ends = [covers[0]?.end, ...paid.map((row) => row.periodEnd.getTime())];
  expect(paid.map((row) => row.periodStart.getTime())).toEqual(ends.slice(0, paid.length));
  expect(new Set(paid.map((row) => row.periodEnd.getTime())).size).toBe(paid.length);
  // Every successful charge is one paid renewal; no idempotency key charged twice.
  const keys = [...f.charged.entries()].filter(([key]) =>
    rows.some((row) => key.startsWith(`renewal-${row.id}-`)),
  );
  expect(keys.every(([, times]) => times === 1)).toBe(true);
  expect(keys.length).toBe(paid.length);

  const sub = await f.subscription(companyId, subscriptionId);
  const inCover = covers.some((cover) => cover.start <= now.getTime() && now.getTime() < cover.end);
  const inGrace = sub.status === "past_due" && sub.graceEndsAt !== null && now < sub.graceEndsAt;
  const held = await entitlementsOf(f.db, companyId, now);
  expect(held.active).toBe(inCover || inGrace);
  expect(held.updates).toBe(held.active);
}

describe("the renewal engine over random histories", () => {
  it("keeps access equal to the paid periods and charges no period twice", async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 9 }), play), {
      numRuns: 15,
      endOnFailure: true,
    });
  }, 120_000);
});
