import { z } from "zod";
import { couponCodeSchema } from "./billing";
import { limitSchema, optionalBody, packageFolderSchema, skipSchema } from "./catalogue";
import { cardSchema, publishableKeySchema } from "./checkout";
import { addOnTypeSchema, idSchema, planTypeSchema, userIdField } from "./commerce";
import { pageSizes, sendType } from "./constants";
import { subscriptionStatuses } from "./entitlements";
import { messages } from "./messages";

/**
 * The subscription lifecycle calls (issue 22, spec 001 §3, §4, §7 "Subscriptions, invoices,
 * storage"): the plan list, details, plan change, cancellation and its undo, buying a package or
 * add-on as an existing company, manual and document-management renewal, and the package's
 * folder list. Money is pounds with two decimals on the wire; dates are ISO 8601 UTC.
 */

export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
/** The plans a paid period can be on (a trial converts to one of these). */
export const paidPlans = ["monthly", "yearly"] as const;
export const paidPlanSchema = z.enum(paidPlans);
export type PaidPlan = (typeof paidPlans)[number];

const money = z.number();
const isoDate = z.string();
/** A form or query flag: true, 1, "1" or "true". */
const flag = z.preprocess(
  (value) => value === true || value === 1 || value === "1" || value === "true",
  z.boolean(),
);
/** The subscription a call acts on; another company's id answers 404. */
const subscriptionId = idSchema;

/** Words of these calls that the specification does not give (decision 003). */
export const subscriptionMessages = {
  /** A payment charged to a kept card that the bank wants the customer to confirm (3-D Secure). */
  paymentNeedsConfirmation: "Your bank asks you to confirm this payment.",
} as const;

// ---- POST /user/planList ----

export const planListRequestSchema = optionalBody(
  z.object({ userId: userIdField, skip: skipSchema, limit: limitSchema(pageSizes.subscriptions) }),
);

export const planAddOnSchema = z.object({
  type: addOnTypeSchema,
  plan: planTypeSchema,
  status: subscriptionStatusSchema,
  /** Pounds per period (printing: its one fee). */
  price: money,
  endsAt: isoDate.nullable(),
});

/** Where a subscription stands on renewal. */
export const renewalStateSchema = z.object({
  /** past_due: the last renewal failed; access stays until graceEndsAt. */
  graceEndsAt: isoDate.nullable(),
  /** When the failed renewal is tried again (days 1, 3 and 7 after the period end). */
  nextAttemptAt: isoDate.nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

export const planListItemSchema = z.object({
  _id: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  plan: planTypeSchema,
  status: subscriptionStatusSchema,
  startsAt: isoDate,
  /** The end of the paid (or trial) period. */
  periodEnd: isoDate,
  /** When it renews (null when it will not: cancelled at the period end, or ended). */
  renewsAt: isoDate.nullable(),
  /** When access stops if nothing changes: the period end when cancelling, the grace end when past due. */
  expiresAt: isoDate.nullable(),
  endedAt: isoDate.nullable(),
  /** The plan the next period is charged on, when it changes (monthly ↔ yearly, a trial's paid plan). */
  nextPlan: paidPlanSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The licence's price per period in pounds. */
  licenseFee: money,
  /** Pounds per period, licence and add-ons. */
  price: money,
  /** Pounds the next period will cost (its plan is nextPlan, else plan; a trial's is monthly). */
  nextPrice: money,
  addOns: z.array(planAddOnSchema),
  renewal: renewalStateSchema,
  /** The end of the 90-day window in which an expired subscription's documents may be downloaded. */
  downloadUntil: isoDate.nullable(),
});
export type PlanListItem = z.infer<typeof planListItemSchema>;

/** The company's latest live package subscription, as the old client's userPlan. */
export const userPlanSchema = z.object({
  _id: z.string(),
  plan: planTypeSchema,
  status: subscriptionStatusSchema,
});

export const planListReplySchema = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  response: z.string(),
  planList: z.array(planListItemSchema),
  total: z.number().int().nonnegative(),
  userPlan: userPlanSchema.nullable(),
  /** When the current plan started. */
  subscribedDateObj: isoDate.nullable(),
  /** When the current plan's paid period (or grace period) ends. */
  expireDateObj: isoDate.nullable(),
  /** The dashboard banner state: none, past_due (grace running) or expired (nothing live). */
  banner: z.enum(["none", "past_due", "expired"]),
  bannerText: z.string().nullable(),
  /** The end of the 90-day download window while the company has nothing live. */
  downloadUntil: isoDate.nullable(),
  /** Whether the company has a default card to renew with. */
  hasDefaultCard: z.boolean(),
});
export type PlanListReply = z.infer<typeof planListReplySchema>;

// ---- GET /user/subscription/details ----

export const subscriptionDetailsQuerySchema = z.object({
  userId: userIdField,
  /** The subscription to describe; the latest live one when absent. */
  subs_id: subscriptionId.optional(),
});

export const subscriptionFolderSummarySchema = z.object({
  _id: z.string(),
  folderName: z.string(),
  /** Documents in it and its sub-folders. */
  documents: z.number().int(),
});

export const subscriptionLicenceDetailsSchema = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  /** "No records found" when the company holds no package subscription. */
  response: z.string(),
  subscriptionId: z.string().nullable(),
  packageName: z.string().nullable(),
  licensePeriod: z.object({ plan: planTypeSchema, startsAt: isoDate, endsAt: isoDate }).nullable(),
  /** Pounds per period for the licence. */
  licenseFee: money,
  /** How many documents the package holds. */
  documents: z.number().int(),
  /** Pounds per period, licence and add-ons. */
  total: money,
  /** How many documents the company's space holds from the package. */
  files: z.number().int(),
  folders_data: z.array(subscriptionFolderSummarySchema),
  /** The web path where the package's documents live in the company's space. */
  file_path: z.string(),
});
export type SubscriptionLicenceDetails = z.infer<typeof subscriptionLicenceDetailsSchema>;

// ---- GET /user/subscription/plan/update ----

/**
 * Changes the plan from the next period. Without `confirm` it only answers the next period's
 * price; with it, it sets nextPlan. Choosing the current plan clears a change made before.
 */
export const planUpdateQuerySchema = z.object({
  userId: userIdField,
  subs_id: subscriptionId,
  plan: paidPlanSchema,
  /** What is changed: the subscription (the old client's send type). */
  type: z.literal(sendType).optional(),
  confirm: flag.default(false),
});

export const planChangeSchema = z.object({
  subscriptionId: z.string(),
  currentPlan: planTypeSchema,
  nextPlan: paidPlanSchema,
  /** The next period, on the new plan. */
  nextPeriodStart: isoDate,
  nextPeriodEnd: isoDate,
  /** Pounds the next period costs on the new plan. */
  nextPrice: money,
  /** Pounds the next period would cost on the plan it is on now. */
  currentPrice: money,
  confirmed: z.boolean(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

// ---- GET /user/subscription/cancel and /user/subscription/cancel/undo ----

export const cancelQuerySchema = z.object({ userId: userIdField, subs_id: subscriptionId });

export const cancellationSchema = z.object({
  subscriptionId: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the paid period ends: access stops then if the cancellation stands. */
  endsAt: isoDate,
});
export type Cancellation = z.infer<typeof cancellationSchema>;

// ---- POST /user/subscribeplan and its result pages ----

/** What to buy: a package (new subscription) or add-ons for a subscription already held. */
export const selectedPackageSchema = z.union([
  idSchema.transform((packageId) => ({ packageId, subscriptionId: undefined, addOns: [] })),
  z
    .object({
      packageId: idSchema.optional(),
      subscriptionId: idSchema.optional(),
      addOns: z.array(addOnTypeSchema).max(5).default([]),
    })
    .refine((value) => value.packageId ?? value.subscriptionId, {
      message: messages.fillRequiredFields,
      path: ["packageId"],
    }),
]);

export const subscribePlanSchema = z.object({
  userId: userIdField,
  plan: planTypeSchema.default("monthly"),
  selectedPackage: selectedPackageSchema,
  /** The total in pounds the customer was shown; a different server price answers 409. */
  amount: z.number().nonnegative().optional(),
  /** A kept card (payment_cards id) to charge instead of the default card. */
  token: idSchema.optional(),
  /** A card typed in (sandbox only), when the company keeps none. */
  payment: cardSchema.optional(),
});
export type SubscribePlanRequest = z.infer<typeof subscribePlanSchema>;

/** The outcome of a subscription payment: the order, its invoice and what it made. */
export const subscriptionPaymentSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  /** Pounds charged. */
  total: money,
  subscriptionIds: z.array(z.string()),
  /** Stripe only: the payment still needs the customer (3-D Secure) in Stripe Elements. */
  clientSecret: z.string().optional(),
  publishableKey: publishableKeySchema,
  paid: z.boolean(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

export const subscriptionPaymentReplySchema = z.object({
  status: z.union([z.literal(1), z.literal(3)]),
  response: z.string(),
  data: subscriptionPaymentSchema.nullable(),
});

/** The result pages: only orderId is read (the old client sent userId, paymentDetails and more). */
export const subscriptionResultQuerySchema = z.object({ userId: userIdField, orderId: idSchema });

// ---- POST /user/renewplan and /user/get/document/management ----

/** What a manual renewal renews: the whole package subscription, or for its document management. */
export const renewalPlanTypes = ["package", "management"] as const;

export const renewPlanSchema = z.object({
  userId: userIdField,
  /** The subscription to renew. */
  planId: subscriptionId,
  /** Ignored: receipts go to the owner's address on file. */
  email: z.string().max(320).optional(),
  /** The plan of the period paid now; the plan it is on (or its nextPlan) when absent. */
  renewalCycle: paidPlanSchema.optional(),
  planType: z.enum(renewalPlanTypes).default("package"),
  /** A kept card to charge instead of the default card. */
  token: idSchema.optional(),
  /** A coupon to price the period with, within its terms; one that takes off everything needs no card. */
  couponCode: couponCodeSchema.optional(),
});
export type RenewPlanRequest = z.infer<typeof renewPlanSchema>;

export const renewalSchema = z.object({
  subscriptionId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  total: money,
  /** The coupon the period was priced with, and what it took off in pounds (0 without one). */
  couponCode: z.string().nullable(),
  couponDiscount: money,
  plan: paidPlanSchema,
  periodStart: isoDate,
  periodEnd: isoDate,
  /**
   * false: the bank asks the customer to confirm (3-D Secure); the order waits, unpaid, until the
   * browser confirms `clientSecret` with Stripe and calls the success call (as subscriptionPaymentSchema).
   */
  paid: z.boolean(),
  clientSecret: z.string().optional(),
  publishableKey: publishableKeySchema,
});
export type Renewal = z.infer<typeof renewalSchema>;

/**
 * The document-management add-on: without `confirm` its renewal state and price; with it, the
 * subscription that carries it is renewed for the next (or overdue) period.
 */
export const documentManagementRequestSchema = optionalBody(
  z.object({
    userId: userIdField,
    subs_id: subscriptionId.optional(),
    confirm: flag.default(false),
    /** With `confirm`: a coupon to price the renewal with (as POST /user/renewplan). */
    couponCode: couponCodeSchema.optional(),
  }),
);

export const documentManagementStateSchema = z.object({
  subscriptionId: z.string(),
  packageName: z.string(),
  /** management, or combo (which includes it). */
  addOn: addOnTypeSchema,
  plan: planTypeSchema,
  status: subscriptionStatusSchema,
  endsAt: isoDate,
  graceEndsAt: isoDate.nullable(),
  /** Pounds the renewal (the next period of the subscription) costs. */
  price: money,
  /** Whether it can be renewed now: the company keeps a default card to charge. */
  renewable: z.boolean(),
});
export type DocumentManagementState = z.infer<typeof documentManagementStateSchema>;

export const documentManagementReplySchema = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  response: z.string(),
  data: documentManagementStateSchema.nullable(),
  renewal: renewalSchema.nullable(),
});

// ---- POST /user/subscription/get_json_folder_list ----

export const subscriptionFolderListSchema = z
  .object({ userId: userIdField, subs_id: subscriptionId.optional(), packageId: idSchema.optional() })
  .refine((body) => body.subs_id ?? body.packageId, {
    message: messages.fillRequiredFields,
    path: ["subs_id"],
  });

export const subscriptionFolderListReplySchema = z.object({
  status: z.literal(1),
  response: z.array(packageFolderSchema),
});
