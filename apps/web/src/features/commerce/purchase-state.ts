import { paymentResultSchema } from "@cloudoc/contract";
import { session } from "../../lib/session";
import type { PaymentResult } from "./cart-api";

/**
 * A paid purchase travels to /company/subscriptions in the navigation state, where the purchase
 * popup shows it (spec 001 §4: a successful purchase lands there).
 */
export interface PurchaseState {
  purchase: PaymentResult;
}

export const purchasePage = "/company/subscriptions";

/** The navigation state that opens the purchase popup on /company/subscriptions. */
export function purchaseState(result: PaymentResult): PurchaseState {
  return { purchase: result };
}

/** The purchase a navigation state carries, or null (a reload or a plain visit carries none). */
export function purchaseOf(state: unknown): PaymentResult | null {
  if (typeof state !== "object" || state === null || !("purchase" in state)) return null;
  const parsed = paymentResultSchema.safeParse(state.purchase);
  return parsed.success ? parsed.data : null;
}

/**
 * Spec 001 §4: a successful subscribe, renewal or document-management renewal clears the saved
 * payment and add-on data (session keys addonDetails, employeePlan, selected_addon, subscriptionPay).
 */
export function clearSavedPurchase(): void {
  session.update({
    addonDetails: undefined,
    employeePlan: undefined,
    selected_addon: undefined,
    subscriptionPay: undefined,
  });
}
