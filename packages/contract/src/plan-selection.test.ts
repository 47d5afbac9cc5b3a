import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addOnTypes, planTypes } from "./constants";
import {
  choosePlan,
  coversManagement,
  coversUpdates,
  normaliseAddOns,
  type PlanSelection,
  removeAddOn,
} from "./plan-selection";

const addOnArb = fc.constantFrom(...addOnTypes);
const planArb = fc.constantFrom(...planTypes);
const selectionArb = fc.record({ planType: planArb, addOns: fc.array(addOnArb, { maxLength: 8 }) });
const choiceArb = fc.record({
  planType: planArb,
  addOn: fc.option(addOnArb, { nil: undefined }),
  selected: fc.boolean(),
});

describe("plan selection (spec 000 §4 Cart)", () => {
  it("merges management and updates into combo", () => {
    const monthly: PlanSelection = { planType: "monthly", addOns: ["management"] };
    expect(choosePlan(monthly, { planType: "monthly", addOn: "updates" })).toEqual({
      planType: "monthly",
      addOns: ["combo"],
    });
  });

  it("removes management and updates when combo is chosen", () => {
    const selection: PlanSelection = { planType: "yearly", addOns: ["updates", "pro"] };
    expect(choosePlan(selection, { planType: "yearly", addOn: "combo" }).addOns).toEqual(["combo", "pro"]);
  });

  it("keeps the other half when updates or management is unticked from a combo", () => {
    expect(removeAddOn(["combo"], "updates")).toEqual(["management"]);
    expect(removeAddOn(["combo", "printing"], "management")).toEqual(["updates", "printing"]);
    expect(removeAddOn(["combo"], "combo")).toEqual([]);
  });

  it("moves the whole selection to the plan type chosen last, so plan types are never mixed", () => {
    const selection: PlanSelection = { planType: "monthly", addOns: ["updates"] };
    expect(choosePlan(selection, { planType: "yearly", addOn: "management" })).toEqual({
      planType: "yearly",
      addOns: ["combo"],
    });
    expect(choosePlan(selection, { planType: "trial" })).toEqual({ planType: "trial", addOns: ["updates"] });
  });

  it("property: a selection never holds combo with its parts, nor both parts", () => {
    fc.assert(
      fc.property(selectionArb, fc.array(choiceArb, { minLength: 1, maxLength: 10 }), (start, choices) => {
        const end = choices.reduce(choosePlan, start);
        const has = (a: string) => end.addOns.includes(a as never);
        expect(has("combo") && (has("updates") || has("management"))).toBe(false);
        expect(has("updates") && has("management")).toBe(false);
        expect(new Set(end.addOns).size).toBe(end.addOns.length);
        expect(end.planType).toBe(choices.at(-1)?.planType);
      }),
    );
  });

  it("property: normalising is idempotent and keeps what the selection covers", () => {
    fc.assert(
      fc.property(fc.array(addOnArb, { maxLength: 8 }), (addOns) => {
        const once = normaliseAddOns(addOns);
        expect(normaliseAddOns(once)).toEqual(once);
        expect(coversUpdates(once)).toBe(coversUpdates(addOns));
        expect(coversManagement(once)).toBe(coversManagement(addOns));
        expect(once.includes("pro")).toBe(addOns.includes("pro"));
        expect(once.includes("printing")).toBe(addOns.includes("printing"));
      }),
    );
  });

  it("property: ticking an add-on covers it; unticking it leaves it uncovered", () => {
    fc.assert(
      fc.property(selectionArb, addOnArb, (selection, addOn) => {
        const ticked = choosePlan(selection, { planType: selection.planType, addOn });
        const covers = (s: PlanSelection) =>
          addOn === "updates"
            ? coversUpdates(s.addOns)
            : addOn === "management"
              ? coversManagement(s.addOns)
              : s.addOns.includes(addOn);
        expect(covers(ticked)).toBe(true);
        const unticked = choosePlan(ticked, { planType: selection.planType, addOn, selected: false });
        expect(covers(unticked)).toBe(false);
      }),
    );
  });
});
