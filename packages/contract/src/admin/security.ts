import { z } from "zod";
import { envelopeOf, pagedOf } from "../envelope";

/** Schemas, messages and audit actions of the admin console's security area. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminSecurityAuditActions = [
  "admin.second-factor.set-up-started",
  "admin.second-factor.set-up",
  "admin.second-factor.verified",
  "admin.second-factor.recovery-used",
  "admin.second-factor.recovery-regenerated",
  "admin.second-factor.failed",
] as const;

export const adminSecurityMessages = {
  companySuspended: "This company's account is suspended. Please contact Cloudoc support.",
  secondFactorWrongCode: "That code is not right. Check your authenticator app and try again.",
  secondFactorCodeUsed: "That code has already been used. Wait for the next code and try again.",
  recoveryCodeWrong: "That recovery code is not right, or it has already been used.",
  secondFactorAlreadySetUp: "The second factor is already set up for this account.",
  secondFactorNotSetUp: "Set up the second factor first.",
  secondFactorSetUp: "Your authenticator app is set up.",
  secondFactorVerified: "Signed in to the admin console.",
  recoveryCodesRegenerated: "New recovery codes made. The old ones no longer work.",
  activityListed: "Admin activity",
} as const;

/** How many one-time recovery codes an admin gets at a time. */
export const recoveryCodeCount = 10;

/** The six digits an authenticator app shows (spaces as typed are ignored). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."));

/** A recovery code as shown (four groups of four letters or digits), in any case, dashes optional. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, "Enter a recovery code, like ABCD-EFGH-JKLM-NPQR."));

/** Where the signed-in admin stands with the second factor. */
export const secondFactorStates = ["set-up", "verify", "proved"] as const;
export type SecondFactorState = (typeof secondFactorStates)[number];

export const secondFactorStatusSchema = z.object({
  state: z.enum(secondFactorStates),
  /** When the authenticator app was set up (ISO 8601), or null before. */
  setUpAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const secondFactorSetUpSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as a PNG data URL. */
  qrDataUrl: z.string(),
});

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const secondFactorCodeBodySchema = z.object({ code: totpCodeSchema });
export const recoveryCodeBodySchema = z.object({ recoveryCode: recoveryCodeSchema });

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Enter a real date.");

/** Filters of the admin activity list: free text over who and what, one action, a date range. */
export const adminActivityQuerySchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    search: z.string().trim().max(200).default(""),
    action: z.string().trim().max(100).default(""),
    from: dayField.or(z.literal("")).default(""),
    to: dayField.or(z.literal("")).default(""),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "The end date must be on or after the start date.",
  });

export const adminActivityItemSchema = z.object({
  _id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  adminName: z.string(),
  adminEmail: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminActivityItem = z.infer<typeof adminActivityItemSchema>;

export const secondFactorStatusReplySchema = envelopeOf(secondFactorStatusSchema);
export const secondFactorSetUpReplySchema = envelopeOf(secondFactorSetUpSchema);
export const recoveryCodesReplySchema = envelopeOf(z.string()).extend({ data: recoveryCodesSchema });
export const secondFactorVerifiedReplySchema = envelopeOf(z.string());
export const adminActivityReplySchema = pagedOf(adminActivityItemSchema);
