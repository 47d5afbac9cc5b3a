import { isAbsent } from "./absent";
import { addOnTypes, planTypes } from "./constants";
import { normaliseAddOns } from "./plan-selection";
import type { AddOnType, PlanType } from "./prices";

/**
 * The cart's constants and the reading of a browser's cart line (spec 000 §3 Cart item), without
 * the calls' zod schemas (`commerce.ts`): the shells sync the offline cart with these alone.
 */

export const cartSendTypes = ["subscription", "document"] as const;
export const defaultPlanType: PlanType = "yearly";
export const maxCartLines = 50;

/** A record id as the server makes them (a UUID). */
export const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: unknown): value is string => typeof value === "string" && idPattern.test(value);

// ---- lines sent by a browser ----

export type CartLineRequest =
  | { kind: "package"; id: string; planType: PlanType; addOns: AddOnType[] }
  | { kind: "document"; id: string };

const truthy = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";
const firstOf = <T>(raw: Record<string, unknown>, keys: string[], accept: (v: unknown) => v is T) =>
  keys.map((key) => raw[key]).find(accept);
const isPlanType = (value: unknown): value is PlanType =>
  typeof value === "string" && (planTypes as readonly string[]).includes(value.toLowerCase());
const flagAddOns: [string, AddOnType, PlanType | null][] = [
  ["monthlyUpdates", "updates", "monthly"],
  ["yearlyUpdates", "updates", "yearly"],
  ["monthlyManagement", "management", "monthly"],
  ["yearlyManagement", "management", "yearly"],
  ["monthlyCombo", "combo", "monthly"],
  ["yearlyCombo", "combo", "yearly"],
  ["monthlyPro", "pro", "monthly"],
  ["yearlyPro", "pro", "yearly"],
  ["printing", "printing", null],
  ["instantBuyUpdate", "updates", null],
  ["updatePlanPurchase", "updates", null],
];

function listedAddOns(value: unknown): AddOnType[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return items
    .map((item) => (typeof item === "string" ? item.trim().toLowerCase() : ""))
    .filter((item): item is AddOnType => (addOnTypes as readonly string[]).includes(item));
}

/**
 * Reads a line a browser kept in its offline cart (or sends to /user/updatecart), whatever
 * names it used (spec 000 §3 Cart item), into what the server stores. Anything else in it,
 * prices included, is ignored; a line without a usable id answers null.
 */
export function cartLineFromClient(raw: unknown): CartLineRequest | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const line = raw as Record<string, unknown>;
  const isDocument = line.sendtype === "document" || (isId(line.fileId) && !isId(line.packageId));
  if (isDocument) {
    const id = firstOf(line, ["fileId", "id", "_id"], isId);
    return id ? { kind: "document", id } : null;
  }
  if (!isAbsent(line.sendtype) && line.sendtype !== "subscription") return null;
  const id = firstOf(line, ["packageId", "id", "_id"], isId);
  if (!id) return null;
  const flagged = flagAddOns.filter(([key]) => truthy(line[key]));
  const named = firstOf(
    line,
    ["renewalPlan", "packagePlanType", "planType", "planId", "licenceType", "licencetype"],
    isPlanType,
  );
  const flaggedPlan = flagged.map(([, , plan]) => plan).find((plan) => plan !== null);
  const planType = (named?.toLowerCase() as PlanType | undefined) ?? flaggedPlan ?? defaultPlanType;
  const addOns = normaliseAddOns([
    ...listedAddOns(line.selectedPackages),
    ...listedAddOns(line.packages),
    ...listedAddOns(line.addOns),
    ...flagged.map(([, addOn]) => addOn),
  ]);
  return { kind: "package", id, planType, addOns };
}
