import { messages, type PlanListItem } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { pastDueBanner } from "./banner-rules";
import { selections } from "./download-all";
import {
  actionsFor,
  addableAddOns,
  cardLabel,
  keyDateOf,
  nextPlanOf,
  pendingPlanChange,
  planSwitchOf,
  priceWithCoupon,
  statusOf,
} from "./rules";

const now = new Date("2025-03-10T12:00:00Z");

function item(overrides: Partial<PlanListItem> = {}): PlanListItem {
  return {
    _id: "sub-1",
    packageId: "pkg-1",
    packageName: "Care Home Policies (England)",
    plan: "monthly",
    status: "active",
    startsAt: "2025-01-01T12:00:00Z",
    periodEnd: "2025-04-01T12:00:00Z",
    renewsAt: "2025-04-01T12:00:00Z",
    expiresAt: null,
    endedAt: null,
    nextPlan: null,
    cancelAtPeriodEnd: false,
    licenseFee: 30,
    price: 45,
    nextPrice: 45,
    addOns: [],
    renewal: { graceEndsAt: null, nextAttemptAt: null, attempts: 0, lastError: null },
    downloadUntil: null,
    ...overrides,
  };
}

const management: Pick<PlanListItem["addOns"][number], "type" | "plan" | "status"> = {
  type: "management",
  plan: "monthly",
  status: "active",
};
const addOn = (a: typeof management) => ({ ...a, price: 10, endsAt: null });

describe("statusOf and keyDateOf", () => {
  it("names an active subscription and its renewal date", () => {
    expect(statusOf(item())).toEqual({ label: "Active", tone: "green" });
    expect(keyDateOf(item())).toEqual({ label: "Renews on", value: "01/04/2025" });
  });

  it("names a trial and the day it ends", () => {
    const trial = item({ plan: "trial", renewsAt: null, periodEnd: "2025-03-24T12:00:00Z" });
    expect(statusOf(trial)).toEqual({ label: "Trial", tone: "blue" });
    expect(keyDateOf(trial)).toEqual({ label: "Trial ends on", value: "24/03/2025" });
  });

  it("shows a cancellation with the day access stops", () => {
    const ending = item({ cancelAtPeriodEnd: true, renewsAt: null, expiresAt: "2025-04-01T12:00:00Z" });
    expect(statusOf(ending)).toEqual({ label: "Cancelling on 01/04/2025", tone: "orange" });
    expect(keyDateOf(ending)).toEqual({ label: "Ends on", value: "01/04/2025" });
  });

  it("shows an overdue payment with the grace end", () => {
    const overdue = item({
      status: "past_due",
      renewsAt: null,
      periodEnd: "2025-03-01T12:00:00Z",
      expiresAt: "2025-03-15T12:00:00Z",
      renewal: {
        graceEndsAt: "2025-03-15T12:00:00Z",
        nextAttemptAt: null,
        attempts: 2,
        lastError: "declined",
      },
    });
    expect(statusOf(overdue)).toEqual({
      label: "Payment overdue",
      tone: "red",
      detail: "Open until 15/03/2025 while the payment is retried",
    });
    expect(keyDateOf(overdue)).toEqual({ label: "Open until", value: "15/03/2025" });
  });

  it("shows an ended subscription with the day it ended", () => {
    const ended = { renewsAt: null, endedAt: "2025-02-01T12:00:00Z" };
    expect(statusOf(item({ status: "cancelled", ...ended })).label).toBe("Cancelled");
    expect(statusOf(item({ status: "expired", ...ended })).label).toBe("Expired");
    expect(keyDateOf(item({ status: "expired", ...ended }))).toEqual({
      label: "Ended on",
      value: "01/02/2025",
    });
  });
});

describe("plan switching", () => {
  it("offers the other plan, from the plan the next period is on", () => {
    expect(planSwitchOf(item())).toEqual({ to: "yearly", undoesChange: false });
    expect(planSwitchOf(item({ plan: "yearly" }))).toEqual({ to: "monthly", undoesChange: false });
    // A trial goes on to monthly unless another plan was chosen.
    expect(nextPlanOf(item({ plan: "trial" }))).toBe("monthly");
    expect(planSwitchOf(item({ plan: "trial" }))).toEqual({ to: "yearly", undoesChange: false });
    expect(planSwitchOf(item({ plan: "trial", nextPlan: "yearly" }))).toEqual({
      to: "monthly",
      undoesChange: false,
    });
  });

  it("offers to keep the current plan once a change is waiting", () => {
    const changing = item({ nextPlan: "yearly" });
    expect(pendingPlanChange(changing)).toBe("yearly");
    expect(planSwitchOf(changing)).toEqual({ to: "monthly", undoesChange: true });
    expect(pendingPlanChange(item({ nextPlan: "monthly" }))).toBeNull();
  });
});

describe("actionsFor", () => {
  it("lets an active subscription add add-ons, change plan or be cancelled, and a cancellation be undone", () => {
    expect(actionsFor(item(), now)).toEqual(["addOns", "switchPlan", "cancel"]);
    const everything = (["combo", "pro", "printing"] as const).map((type) => addOn({ ...management, type }));
    expect(actionsFor(item({ addOns: everything }), now)).toEqual(["switchPlan", "cancel"]);
    expect(actionsFor(item({ cancelAtPeriodEnd: true }), now)).toEqual(["undoCancel"]);
  });

  it("lets a past-due subscription be paid now, with document management when it holds it", () => {
    expect(actionsFor(item({ status: "past_due" }), now)).toEqual(["renew"]);
    expect(actionsFor(item({ status: "past_due", addOns: [addOn(management)] }), now)).toEqual([
      "renew",
      "renewManagement",
    ]);
  });

  it("offers renewal and the download for 90 days after the end, then buying again", () => {
    const ended = item({ status: "expired", endedAt: "2025-02-01T12:00:00Z" });
    expect(actionsFor({ ...ended, downloadUntil: "2025-05-02T12:00:00Z" }, now)).toEqual([
      "renew",
      "download",
    ]);
    expect(actionsFor({ ...ended, downloadUntil: "2025-03-01T12:00:00Z" }, now)).toEqual(["subscribeAgain"]);
    expect(actionsFor(item({ status: "cancelled" }), now)).toEqual(["subscribeAgain"]);
  });
});

describe("selections", () => {
  it("splits all documents into the bulk export's largest selections", () => {
    const ids = Array.from({ length: 1001 }, (_, n) => `doc-${n}`);
    expect(selections(ids).map((part) => part.length)).toEqual([500, 500, 1]);
    expect(selections([])).toEqual([]);
  });
});

describe("addableAddOns", () => {
  it("offers what is not held, combo covering updates and management", () => {
    expect(addableAddOns([])).toEqual(["updates", "management", "combo", "pro", "printing"]);
    expect(addableAddOns(["updates"])).toEqual(["management", "pro", "printing"]);
    expect(addableAddOns(["combo", "pro"])).toEqual(["printing"]);
  });
});

describe("pastDueBanner", () => {
  const overdue = (graceEndsAt: string) =>
    item({
      status: "past_due",
      renewal: { graceEndsAt, nextAttemptAt: null, attempts: 1, lastError: null },
    });

  it("shows while a renewal is overdue, with the earliest grace end", () => {
    const reply = {
      banner: "past_due" as const,
      bannerText: messages.renewalPastDueBanner,
      planList: [item(), overdue("2025-03-20T12:00:00Z"), overdue("2025-03-15T12:00:00Z")],
    };
    expect(pastDueBanner(reply, false)).toEqual({
      text: messages.renewalPastDueBanner,
      openUntil: "15/03/2025",
    });
    expect(pastDueBanner(reply, true)).toBeNull();
  });

  it("does not show when all is paid, nothing is live, or the list is not known", () => {
    expect(pastDueBanner({ banner: "none", bannerText: null, planList: [item()] }, false)).toBeNull();
    expect(
      pastDueBanner({ banner: "expired", bannerText: messages.noActiveSubscription, planList: [] }, false),
    ).toBeNull();
    expect(pastDueBanner(undefined, false)).toBeNull();
  });
});

describe("cardLabel", () => {
  it("names the brand, the last four digits, the expiry and the default", () => {
    const card = { brand: "Visa", last4: "4242", expMonth: 3, expYear: 2034, isDefault: true };
    expect(cardLabel(card)).toBe("Visa •••• 4242, expires 03/34 (default)");
    expect(cardLabel({ ...card, expMonth: null, isDefault: false })).toBe("Visa •••• 4242");
  });
});

describe("priceWithCoupon", () => {
  it("takes the coupon off the renewal's price to the penny, never below £0", () => {
    expect(priceWithCoupon(499, null)).toBe(499);
    expect(priceWithCoupon(519.1, { code: "RENEW25", discount: 129.78 })).toBe(389.32);
    expect(priceWithCoupon(499, { code: "FREEMONTH", discount: 499 })).toBe(0);
    expect(priceWithCoupon(20, { code: "BIG", discount: 50 })).toBe(0);
  });
});
