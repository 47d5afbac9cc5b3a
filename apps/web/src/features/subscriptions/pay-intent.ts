import { addOnTypes, paidPlans, planTypes } from "@cloudoc/contract";
import { z } from "zod";
import { session } from "../../lib/session";

/**
 * What /subscription/pay and /document/management/renewal are about to pay for, kept in the
 * session's subscriptionPay key (spec 000 §3) so a reload keeps it; cleared on success (spec 001
 * §4). The server prices every payment again; the amounts here are what the customer was shown.
 */
export const payIntentSchema = z.discriminatedUnion("kind", [
  /** The next (or overdue) period of a subscription, paid now. */
  z.object({
    kind: z.literal("renew"),
    subscriptionId: z.string(),
    packageName: z.string(),
    plan: z.enum(paidPlans),
    price: z.number(),
  }),
  /** Add-ons bought for a subscription already held, on its plan. */
  z.object({
    kind: z.literal("addOns"),
    subscriptionId: z.string(),
    packageName: z.string(),
    plan: z.enum(planTypes),
    addOns: z.array(z.enum(addOnTypes)).min(1),
    price: z.number(),
  }),
  /** The document-management add-on of a subscription, renewed. */
  z.object({ kind: z.literal("management"), subscriptionId: z.string() }),
]);
export type PayIntent = z.infer<typeof payIntentSchema>;

export function savePayIntent(intent: PayIntent): void {
  session.set("subscriptionPay", intent);
}

/** The saved payment, or null when there is none (or it is not one of ours). */
export function readPayIntent(value: unknown = session.get("subscriptionPay")): PayIntent | null {
  const parsed = payIntentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
