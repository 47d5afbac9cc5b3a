import { z } from "zod";
import { orderStatuses, orderSummarySchema, paymentProviders } from "../checkout";
import { idSchema } from "../commerce";
import { addOnTypes, planTypes } from "../constants";
import { envelopeOf, pagedOf } from "../envelope";
import { couponMessages, couponSchema } from "./coupons";

export * from "./coupons";

/** Schemas, messages and audit actions of the admin console's companies, orders and coupons. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminCompanyAuditActions = [
  "admin.company.suspended",
  "admin.company.reinstated",
  "admin.coupon.saved",
  "admin.coupon.deactivated",
  "admin.coupon.deleted",
] as const;

export const adminCompanyMessages = {
  ...couponMessages,
  companySuspended: "The company has been suspended and its people signed out.",
  companyReinstated: "The company has been reinstated; its people can sign in again.",
  companyAlreadySuspended: "This company is already suspended.",
  companyNotSuspended: "This company is not suspended.",
  suspensionReasonRequired: "Please give a reason.",
  dateRangeInvalid: "The start date must not be after the end date.",
} as const;

/** Console lists show 25 to a page (as the specification's users and subscriptions lists). */
export const adminPageSize = 25;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const search = z.string().trim().max(200).default("");
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .nullable()
  .default(null);

// ---- companies ----

export const companyStatuses = ["active", "suspended"] as const;
export type CompanyStatus = (typeof companyStatuses)[number];

export const companyListSchema = z.object({
  page,
  /** Part of the name, subdomain or an owner's e-mail. */
  search,
  status: z.enum(["all", ...companyStatuses]).default("all"),
});
export type CompanyListRequest = z.infer<typeof companyListSchema>;

export const companySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  createdAt: z.string(),
  activeSubscriptions: z.number().int(),
  /** The latest sign-in of any of its people. */
  lastSignInAt: z.string().nullable(),
  status: z.enum(companyStatuses),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyRequestSchema = z.object({ companyId: idSchema });

const reason = z
  .string(adminCompanyMessages.suspensionReasonRequired)
  .trim()
  .min(1, adminCompanyMessages.suspensionReasonRequired)
  .max(1000);
export const companyStatusChangeSchema = companyRequestSchema.extend({ reason });

export const companySubscriptionSchema = z.object({
  _id: z.string(),
  kind: z.enum(["package", "document"]),
  /** The package's (or single document's) name. */
  name: z.string(),
  plan: z.enum(planTypes).nullable(),
  addOns: z.array(z.enum(addOnTypes)),
  status: z.enum(["active", "past_due", "cancelled", "expired"]),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  licenceFee: z.number(),
});
export type CompanySubscription = z.infer<typeof companySubscriptionSchema>;

export const companyPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["company", "user", "employee"]),
  lastSignInAt: z.string().nullable(),
});

export const companyViewSchema = z.object({
  company: companySummarySchema.extend({
    suspendedAt: z.string().nullable(),
    suspendedReason: z.string(),
  }),
  /** A few organisation-profile facts and how complete the profile is (0–100). */
  profile: z.object({
    completeness: z.number(),
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  subscriptions: z.array(companySubscriptionSchema),
  orders: z.array(orderSummarySchema),
  users: z.array(companyPersonSchema),
  storage: z.object({ documents: z.number().int(), versions: z.number().int(), bytes: z.number().int() }),
});
export type CompanyView = z.infer<typeof companyViewSchema>;

export const companyListReplySchema = pagedOf(companySummarySchema);
export const companyViewReplySchema = envelopeOf(z.string()).extend({ data: companyViewSchema });
export const companyStatusReplySchema = envelopeOf(z.string()).extend({
  data: companyViewSchema.shape.company,
});

// ---- orders and payments ----

export const adminOrderListSchema = z
  .object({
    page,
    /** Part of the company's name or subdomain. */
    search,
    status: z.enum(["all", ...orderStatuses]).default("all"),
    /** Made on or after this day, and on or before that one (YYYY-MM-DD). */
    from: day,
    to: day,
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: adminCompanyMessages.dateRangeInvalid,
    path: ["to"],
  });
export type AdminOrderListRequest = z.infer<typeof adminOrderListSchema>;

const companyRef = z.object({ _id: z.string(), name: z.string(), subdomain: z.string() });
export const adminOrderSummarySchema = orderSummarySchema.extend({ company: companyRef });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListReplySchema = pagedOf(adminOrderSummarySchema).extend({
  /** The totals of every order the filters match, and of those paid, in pounds. */
  amount: z.number(),
  paidAmount: z.number(),
});

export const adminOrderRequestSchema = z.object({ orderId: idSchema });

export const adminOrderViewSchema = adminOrderSummarySchema.extend({
  lines: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(["licence", "addon", "document", "course"]),
      name: z.string(),
      addOn: z.enum(addOnTypes).nullable(),
      plan: z.enum(planTypes).nullable(),
      listPrice: z.number(),
      discount: z.number(),
      price: z.number(),
    }),
  ),
  payment: z
    .object({
      provider: z.enum(paymentProviders),
      reference: z.string(),
      status: z.string(),
      amount: z.number(),
      last4: z.string().nullable(),
      failureReason: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  invoice: z.object({ number: z.string(), total: z.number(), issuedAt: z.string() }).nullable(),
});
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;

// ---- coupons ----

export const couponListSchema = z.object({
  page,
  /** Part of the code or description. */
  search,
  status: z.enum(["all", "active", "inactive"]).default("all"),
});
export type CouponListRequest = z.infer<typeof couponListSchema>;

export const couponRequestSchema = z.object({ id: idSchema });
export const couponListReplySchema = pagedOf(couponSchema);
export const couponReplySchema = envelopeOf(z.string()).extend({ data: couponSchema });
export const messageReplySchema = envelopeOf(z.string());
/** The packages a coupon may be limited to, withdrawn ones included. */
export const couponPackagesReplySchema = envelopeOf(
  z.array(z.object({ _id: z.string(), name: z.string(), published: z.boolean() })),
);
