import { z } from "zod";
import { addOnTypeSchema, idSchema, planTypeSchema, userIdField } from "./commerce";
import { maxPageSize, pageSizes } from "./constants";
import { messages } from "./messages";

/**
 * The checkout, payment and order calls (spec 000 §7 payment success and failure, orders;
 * spec 001 §7): request and reply schemas shared by the server and the web.
 */

export const paymentProviders = ["sandbox", "stripe"] as const;
/**
 * Stripe: the publishable key Stripe.js is loaded with, sent beside a client secret; absent when
 * the site has none (Stripe's form cannot show) and for the sandbox.
 */
export const publishableKeySchema = z.string().optional();
export const orderStatuses = ["pending", "paid", "failed", "cancelled"] as const;
const money = z.number();

// ---- checkout and payment ----

/** Luhn's check digit test (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether an "MM/YY" (or "MM/YYYY") expiry is still valid in the month of `now`. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const cardSchema = z.object({
  number: z
    .string(messages.cardNumberInvalid)
    .max(30, messages.cardNumberInvalid)
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine(luhnValid, messages.cardNumberInvalid),
  expiry: z
    .string(messages.cardExpiryInvalid)
    .max(10, messages.cardExpiryInvalid)
    .refine((value) => /^\d{2}\s*\/\s*(\d{2}|\d{4})$/.test(value.trim()), messages.cardExpiryInvalid)
    .refine((value) => expiryValid(value, new Date()), messages.cardExpired),
  cvc: z.string(messages.cardCvcInvalid).regex(/^\d{3,4}$/, messages.cardCvcInvalid),
  name: z.string(messages.cardNameRequired).trim().min(1, messages.cardNameRequired).max(100),
});
export type CardDetails = z.infer<typeof cardSchema>;

export const checkoutSchema = z
  .object({
    userId: userIdField,
    /** A coupon to apply (issue 22): the server checks it and prices the order with it. */
    couponCode: z.string().trim().max(30).optional(),
  })
  .nullish();
export const checkoutReplySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  total: money,
  provider: z.enum(paymentProviders),
  /** Stripe: what the browser confirms the Payment Intent with (Stripe Elements). */
  clientSecret: z.string().optional(),
  publishableKey: publishableKeySchema,
  /** The coupon applied and what it took off, in pounds (issue 22). */
  couponCode: z.string().nullable().optional(),
  couponDiscount: money.optional(),
});

export const payOrderSchema = z.object({ orderId: idSchema, userId: userIdField, card: cardSchema });

/** The query of the payment success and failure pages (spec 000 §7); only orderId is used. */
export const paymentResultQuerySchema = z.object({ orderId: idSchema, userId: userIdField });

export const paymentResultSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  total: money,
  cartCount: z.number().int(),
  subscriptionIds: z.array(z.string()),
});

// ---- orders ----

export const orderSortFields = ["createdAt", "total", "orderId", "status"] as const;

export const orderListSchema = z.object({
  userId: userIdField,
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(pageSizes.invoices)
    .transform((limit) => Math.min(limit, maxPageSize)),
  /** A status to list, or all. */
  type: z.enum(["all", ...orderStatuses]).default("all"),
  /** Sort direction. */
  order_created: z.enum(["asc", "desc"]).default("desc"),
  search: z.string().trim().max(200).default(""),
  /** Sort field. */
  field: z.enum(orderSortFields).default("createdAt"),
});
export type OrderListRequest = z.infer<typeof orderListSchema>;

export const orderSummarySchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(orderStatuses),
  provider: z.enum(paymentProviders),
  subtotal: money,
  discount: money,
  total: money,
  packages: z.array(z.string()),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListReplySchema = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  response: z.string(),
  list: z.array(orderSummarySchema),
  total: z.number().int(),
  /** Paid and failed orders of the company (spec 001 §3 Order: success and failed counts). */
  success: z.number().int(),
  failed: z.number().int(),
});

export const orderDetailsRequestSchema = z.object({ userId: userIdField, orderId: idSchema });

export const orderLineSchema = z.object({
  _id: z.string(),
  kind: z.enum(["licence", "addon", "document", "course"]),
  name: z.string(),
  packageId: z.string().nullable(),
  fileId: z.string().nullable(),
  addOn: addOnTypeSchema.nullable(),
  plan: planTypeSchema.nullable(),
  listPrice: money,
  discount: money,
  price: money,
});

export const orderDetailsSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  payment: z
    .object({ provider: z.enum(paymentProviders), status: z.string(), last4: z.string().nullable() })
    .nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
