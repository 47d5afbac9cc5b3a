import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addOnTypes, planTypes } from "./constants";
import {
  daysAfter,
  entitlementsAt,
  isLive,
  type SubscriptionFacts,
  subscriptionStatuses,
} from "./entitlements";
import { messages } from "./messages";

const start = new Date("2025-01-01T00:00:00Z");
const dayMs = 86_400_000;
const at = (day: number) => new Date(start.getTime() + day * dayMs);

const subscription: fc.Arbitrary<SubscriptionFacts> = fc
  .record({
    status: fc.constantFrom(...subscriptionStatuses),
    plan: fc.constantFrom(...planTypes),
    startDay: fc.integer({ min: 0, max: 400 }),
    length: fc.integer({ min: 1, max: 400 }),
    grace: fc.option(fc.integer({ min: 0, max: 14 }), { nil: null }),
    ended: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
    addOns: fc.uniqueArray(fc.constantFrom(...addOnTypes)),
  })
  .map((s) => ({
    status: s.status,
    plan: s.plan,
    startsAt: at(s.startDay),
    endsAt: at(s.startDay + s.length),
    graceEndsAt: s.grace === null ? null : at(s.startDay + s.length + s.grace),
    endedAt: s.ended === null ? null : at(s.startDay + s.length + s.ended),
    addOns: s.addOns.map((type) => ({ type, status: s.status, endsAt: at(s.startDay + s.length) })),
  }));

const now = fc.integer({ min: 0, max: 900 }).map(at);

describe("entitlementsAt (the one rule of server and web)", () => {
  it("opens exactly what the live subscriptions' add-ons cover", () => {
    fc.assert(
      fc.property(fc.array(subscription, { maxLength: 4 }), now, fc.boolean(), (subs, when, showPolicies) => {
        const held = entitlementsAt(subs, when, { showPoliciesOnSite: showPolicies });
        const live = subs.filter((sub) => isLive(sub, when));
        const has = (type: string) => live.some((sub) => sub.addOns.some((addOn) => addOn.type === type));
        expect(held.active).toBe(live.length > 0);
        expect(held.combo).toBe(has("combo"));
        expect(held.pro).toBe(has("pro"));
        expect(held.updates).toBe(has("updates") || has("combo") || has("pro"));
        expect(held.management).toBe(has("management") || has("combo"));
        expect([held.docusign, held.forms, held.training]).toEqual([held.pro, held.pro, held.pro]);
        expect(held.publicPolicies).toBe(showPolicies && (held.updates || held.management));
        expect(held.banner === "expired").toBe(!held.active);
        expect(held.bannerText === messages.noActiveSubscription).toBe(!held.active);
        if (held.active) expect(held.downloadUntil).toBeNull();
      }),
    );
  });

  it("keeps a past-due subscription open until its grace end, and no longer", () => {
    fc.assert(
      fc.property(subscription, fc.integer({ min: 0, max: 20 }), (sub, graceDays) => {
        const pastDue = {
          ...sub,
          status: "past_due" as const,
          graceEndsAt: daysAfter(sub.endsAt, graceDays),
        };
        const lastOpen = Math.max(pastDue.endsAt.getTime(), pastDue.graceEndsAt.getTime());
        expect(entitlementsAt([pastDue], new Date(lastOpen - 1)).active).toBe(true);
        expect(entitlementsAt([pastDue], new Date(lastOpen)).active).toBe(false);
        const banner = entitlementsAt([pastDue], new Date(lastOpen - 1)).banner;
        expect(banner).toBe("past_due");
      }),
    );
  });

  it("never takes anything away when a subscription is added", () => {
    fc.assert(
      fc.property(fc.array(subscription, { maxLength: 3 }), subscription, now, (subs, extra, when) => {
        const before = entitlementsAt(subs, when);
        const after = entitlementsAt([...subs, extra], when);
        for (const key of ["active", "updates", "management", "combo", "pro", "printing"] as const) {
          if (before[key]) expect(after[key]).toBe(true);
        }
      }),
    );
  });

  it("offers the download for 90 days after the last end, while nothing is live", () => {
    const ended: SubscriptionFacts = {
      status: "expired",
      plan: "monthly",
      startsAt: at(0),
      endsAt: at(30),
      graceEndsAt: at(44),
      endedAt: at(44),
      addOns: [],
    };
    expect(entitlementsAt([ended], at(100)).downloadUntil).toEqual(at(134));
    expect(entitlementsAt([ended], at(134)).downloadUntil).toBeNull();
  });
});
