import { addOnTypes } from "./constants";
import type { AddOnType, PlanType } from "./prices";

/**
 * The plan selection rules of spec 000 §4 Cart and spec 001 §4: management and updates together
 * become combo; choosing combo removes management and updates; plan types are not mixed in one
 * selection. A selection is one cart line's plan type and add-ons.
 */
export interface PlanSelection {
  planType: PlanType;
  addOns: AddOnType[];
}

export interface PlanChoice {
  /** The plan type chosen; a selection on another plan type moves to this one. */
  planType: PlanType;
  /** The add-on ticked (or unticked); absent when only the plan type changes. */
  addOn?: AddOnType;
  /** false unticks the add-on; true (the default) ticks it. */
  selected?: boolean;
}

/** Whether the selection gives document updates (updates, or combo, which includes it). */
export const coversUpdates = (addOns: readonly AddOnType[]) =>
  addOns.includes("updates") || addOns.includes("combo");

/** Whether the selection gives document management (management, or combo). */
export const coversManagement = (addOns: readonly AddOnType[]) =>
  addOns.includes("management") || addOns.includes("combo");

/**
 * The canonical form of a set of add-ons: no duplicates, in catalogue order, and management
 * with updates (or either with combo) folded into combo.
 */
export function normaliseAddOns(addOns: readonly AddOnType[]): AddOnType[] {
  const chosen = new Set(addOns);
  if (chosen.has("combo") || (chosen.has("updates") && chosen.has("management"))) {
    chosen.delete("updates");
    chosen.delete("management");
    chosen.add("combo");
  }
  return addOnTypes.filter((addOn) => chosen.has(addOn));
}

/** Unticks an add-on; unticking updates or management from a combo keeps the other half. */
export function removeAddOn(addOns: readonly AddOnType[], addOn: AddOnType): AddOnType[] {
  const normal = normaliseAddOns(addOns);
  if (normal.includes("combo") && (addOn === "updates" || addOn === "management")) {
    const other: AddOnType = addOn === "updates" ? "management" : "updates";
    return normaliseAddOns([...normal.filter((a) => a !== "combo"), other]);
  }
  return normal.filter((a) => a !== addOn);
}

/**
 * Applies one choice to a selection. Plan types cannot be mixed: a choice made on another plan
 * type replaces the selection's plan type, and the add-ons already ticked move to it (so monthly
 * updates followed by yearly management is yearly combo). The result is always normalised.
 */
export function choosePlan(selection: PlanSelection, choice: PlanChoice): PlanSelection {
  const addOns = normaliseAddOns(selection.addOns);
  if (!choice.addOn) return { planType: choice.planType, addOns };
  return {
    planType: choice.planType,
    addOns:
      choice.selected === false
        ? removeAddOn(addOns, choice.addOn)
        : normaliseAddOns([...addOns, choice.addOn]),
  };
}
