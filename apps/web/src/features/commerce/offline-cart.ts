import {
  cartLineFromClient,
  cartTotals,
  choosePlan,
  defaultPlanType,
  type PlanChoice,
  type PlanSelection,
  type PricedLine,
  type PriceSettings,
  priceLine,
} from "@cloudoc/contract";
import { type OfflineCartLine, offlineLineKey } from "../../lib/cart-storage";
import type { CartLineView, CartSummaryView } from "./cart-view";
import { offlineLicencePence, withSelection } from "./offline-line";

/**
 * A signed-out visitor's cart in the browser: what the server will read from each line (the
 * contract's own reader), the plan choices with the contract's merge rules, and prices worked out
 * with the contract's price rules from the public fees, for display before sign-in.
 */

/** A package line's plan type and add-ons as the server will read them; null for anything else. */
export function selectionOf(line: OfflineCartLine): PlanSelection | null {
  const request = cartLineFromClient(line);
  return request?.kind === "package" ? { planType: request.planType, addOns: request.addOns } : null;
}

/** Applies one plan choice with the contract's merge rules (combo, no mixed plan types). */
export function applyOfflineChoice(line: OfflineCartLine, choice: PlanChoice): OfflineCartLine {
  const current = selectionOf(line) ?? { planType: defaultPlanType, addOns: [] };
  return withSelection(line, choosePlan(current, choice));
}

/**
 * Prices an offline line in the browser with the contract's rules, from the licence fee the line
 * carries and the public fees: for display before sign-in only. Null when it cannot be priced.
 */
export function priceOfflineLine(
  settings: PriceSettings | null,
  line: OfflineCartLine,
  now: Date,
): PricedLine | null {
  if (!settings) return null;
  const request = cartLineFromClient(line);
  if (!request) return null;
  if (request.kind === "document") return priceLine(settings, request, now);
  const licenseFeePence = offlineLicencePence(line);
  if (licenseFeePence === null) return null;
  const slug = typeof line.slug === "string" ? line.slug : "";
  return priceLine(settings, { ...request, slug, licenseFeePence }, now);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A line of the offline cart, priced in the browser when the fees are known. */
export function offlineLineView(
  line: OfflineCartLine,
  settings: PriceSettings | null,
  now: Date,
  /** The line's place in the cart: the key of a line that names no id. */
  position = 0,
): CartLineView & { priced: PricedLine | null } {
  const { id, sendtype } = offlineLineKey(line);
  const selection = sendtype === "subscription" ? selectionOf(line) : null;
  const priced = priceOfflineLine(settings, line, now);
  const images = Array.isArray(line.images)
    ? line.images.filter((i): i is string => typeof i === "string")
    : [];
  const listPence = priced?.listPence ?? offlineLicencePence(line);
  const available = sendtype === "document" ? id !== "" : selection !== null && listPence !== null;
  return {
    key: id ? `${sendtype}:${id}` : `unnamed:${position}`,
    id,
    kind: sendtype === "document" ? "document" : "package",
    sendtype,
    name: text(line.name) || "Unnamed item",
    slug: text(line.slug),
    image: images[0] ?? (text(line.image) || null),
    description: text(line.description),
    selection,
    listPence,
    licencePence: priced?.licencePence ?? listPence,
    discountPence: priced?.discountPence ?? 0,
    addOns: priced
      ? priced.addOns.map((a) => ({
          type: a.type,
          plan: a.plan,
          unitPence: a.unitPence,
          dueNowPence: a.dueNowPence,
        }))
      : [],
    totalPence: priced?.totalPence ?? null,
    trialEndsAt: null,
    available,
    priced,
  };
}

/** The totals of the offline cart's priced lines; lines that cannot be bought are left out. */
export function offlineSummary(
  lines: readonly (CartLineView & { priced: PricedLine | null })[],
): CartSummaryView {
  const buyable = lines.filter((line) => line.available);
  const priced = buyable.flatMap((line) => (line.priced ? [line.priced] : []));
  const totals = cartTotals(priced);
  return {
    count: buyable.length,
    subtotalPence: totals.subtotalPence,
    discountPence: totals.discountPence,
    totalPence: totals.totalPence,
    complete: priced.length === buyable.length,
  };
}
