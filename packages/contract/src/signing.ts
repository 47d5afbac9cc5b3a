import { z } from "zod";
import { isAbsent } from "./absent";
import { emailPattern, maxNameLength } from "./account-rules";
import { limitSchema, optionalBody, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { pageSizes } from "./constants";
import { messageReplyOf, recordIdSchema } from "./documents";
import { envelopeOf, pagedOf } from "./envelope";
import {
  maxDeclineReasonLength,
  maxSignatureImageLength,
  maxSigners,
  maxSigningMessageLength,
  signingExpiryDays,
  signingMessages,
} from "./signing-messages";

/**
 * E-signature (issue 16, decision 028): a company user sends a document to signers, each signs
 * or declines through an emailed link that carries a token, never a session; the completed PDF
 * is sealed with the platform's certificate and anyone may check a PDF on the verify page.
 */

// ---- statuses ----

/** An envelope's state; `expired` is a sent envelope whose expiry has passed. */
export const envelopeStatuses = ["sent", "completed", "declined", "voided", "expired"] as const;
export type EnvelopeStatus = (typeof envelopeStatuses)[number];
/** waiting: in a sequential envelope, not yet their turn (no email sent yet). */
export const signerStatuses = ["waiting", "sent", "viewed", "signed", "declined"] as const;
export type SignerStatus = (typeof signerStatuses)[number];
export const signingOrders = ["sequential", "parallel"] as const;
export type SigningOrder = (typeof signingOrders)[number];
/** Where the document came from: a My Files file or a company library document. */
export const signingSources = ["myfile", "document"] as const;
export type SigningSource = (typeof signingSources)[number];
export const signatureTypes = ["typed", "drawn"] as const;
export type SignatureType = (typeof signatureTypes)[number];

// ---- sender: sending ----

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);

const signerInputSchema = z.object({
  name: z
    .string(signingMessages.signerNameRequired)
    .trim()
    .min(1, signingMessages.signerNameRequired)
    .max(maxNameLength, signingMessages.signerNameRequired),
  email: z
    .string(signingMessages.signerEmailInvalid)
    .trim()
    .toLowerCase()
    .max(254, signingMessages.signerEmailInvalid)
    .regex(emailPattern, signingMessages.signerEmailInvalid),
});
export type SignerInput = z.infer<typeof signerInputSchema>;

const hasDistinctEmails = (signers: readonly SignerInput[]) =>
  new Set(signers.map((signer) => signer.email)).size === signers.length;

/** POST /user/signing/send: one document to one or more signers. */
export const sendForSignatureSchema = z.object({
  sourceType: z.enum(signingSources),
  sourceId: recordIdSchema,
  /** Shown to the signers and in the list; the document's name when absent. */
  title: z.preprocess(absentToUndefined, z.string().trim().max(300, signingMessages.titleTooLong).optional()),
  signers: z
    .array(signerInputSchema, signingMessages.signersRequired)
    .min(1, signingMessages.signersRequired)
    .max(maxSigners, signingMessages.tooManySigners)
    .refine(hasDistinctEmails, signingMessages.duplicateSigner),
  signingOrder: z.enum(signingOrders).default("sequential"),
  message: z.preprocess(
    (value) => (isAbsent(value) ? "" : value),
    z.string().trim().max(maxSigningMessageLength, signingMessages.messageTooLong),
  ),
  expiresInDays: z.preprocess(
    absentToUndefined,
    z.coerce
      .number(signingMessages.expiryInvalid)
      .int(signingMessages.expiryInvalid)
      .min(signingExpiryDays.min, signingMessages.expiryInvalid)
      .max(signingExpiryDays.max, signingMessages.expiryInvalid)
      .default(signingExpiryDays.default),
  ),
  userId: userIdField,
});
export type SendForSignatureRequest = z.infer<typeof sendForSignatureSchema>;

// ---- sender: what they see ----

export const signerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 1, 2, 3 … the signing order (all sign at once when the envelope is parallel). */
  position: z.number().int(),
  status: z.enum(signerStatuses),
  invitedAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  remindersSent: z.number().int(),
  lastRemindedAt: z.string().nullable(),
  /** Whether the sender may remind this signer now (asked, not answered, under the cap, not too soon). */
  canRemind: z.boolean(),
});
export type Signer = z.infer<typeof signerSchema>;

export const envelopeSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.enum(envelopeStatuses),
  signingOrder: z.enum(signingOrders),
  sourceType: z.enum(signingSources),
  sourceId: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  signersTotal: z.number().int(),
  signersSigned: z.number().int(),
});
export type EnvelopeSummary = z.infer<typeof envelopeSummarySchema>;

/** One line of the envelope's append-only audit trail. */
export const signingEventSchema = z.object({
  at: z.string(),
  /** sent, invited, viewed, signed, declined, reminded, voided, completed, emailed. */
  action: z.string(),
  /** The signer it concerns, when it concerns one. */
  signerName: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SigningEvent = z.infer<typeof signingEventSchema>;

export const envelopeDetailSchema = envelopeSummarySchema.extend({
  message: z.string(),
  voidReason: z.string().nullable(),
  /** SHA-256 (hex) of the exact PDF sent for signature. */
  originalSha256: z.string(),
  /** SHA-256 (hex) of the sealed PDF, once everyone has signed. */
  signedSha256: z.string().nullable(),
  signers: z.array(signerSchema),
  events: z.array(signingEventSchema),
});
export type EnvelopeDetail = z.infer<typeof envelopeDetailSchema>;
export const envelopeDetailReplySchema = messageReplyOf(envelopeDetailSchema);

export const envelopeListSchema = optionalBody(
  z.object({
    skip: skipSchema,
    limit: limitSchema(pageSizes.myFiles),
    status: z.preprocess(absentToUndefined, z.enum(envelopeStatuses).optional()).catch(undefined),
    userId: userIdField,
  }),
);
export type EnvelopeListRequest = z.infer<typeof envelopeListSchema>;
export const envelopeListReplySchema = pagedOf(envelopeSummarySchema);

export const envelopeIdSchema = z.object({ id: recordIdSchema, userId: userIdField });
export const remindSignerSchema = z.object({
  id: recordIdSchema,
  signerId: recordIdSchema,
  userId: userIdField,
});
export const voidEnvelopeSchema = z.object({
  id: recordIdSchema,
  reason: z
    .string(signingMessages.voidReasonRequired)
    .trim()
    .min(1, signingMessages.voidReasonRequired)
    .max(maxDeclineReasonLength, signingMessages.voidReasonRequired),
  userId: userIdField,
});
/** The PDF as sent (original) or as sealed once everyone signed (signed). */
export const envelopeFileSchema = z.object({
  id: recordIdSchema,
  version: z.enum(["original", "signed"]).default("signed"),
  userId: userIdField,
});

// ---- signer ----

/** The token of a signing link: 32 random bytes, base64url. */
export const signingTokenSchema = z
  .string(signingMessages.linkInvalid)
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, signingMessages.linkInvalid);
export const signingTokenRequestSchema = z.object({ token: signingTokenSchema });

/** What the signing page shows: only this envelope, as this signer sees it. */
export const signingViewSchema = z.object({
  title: z.string(),
  message: z.string(),
  senderName: z.string(),
  companyName: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  status: z.enum(signerStatuses),
  expiresAt: z.string(),
  /** SHA-256 (hex) of the PDF the signer is asked to sign. */
  documentSha256: z.string(),
});
export type SigningView = z.infer<typeof signingViewSchema>;
export const signingViewReplySchema = envelopeOf(signingViewSchema);

const pngDataUrl = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** POST /public/signing/sign: the adopted signature, typed (the name) or drawn (a PNG data URL). */
export const signDocumentSchema = z
  .object({
    token: signingTokenSchema,
    signatureType: z.enum(signatureTypes, signingMessages.signatureRequired),
    typedName: z.preprocess(
      (value) => (isAbsent(value) ? "" : value),
      z.string().trim().max(maxNameLength, signingMessages.signatureRequired),
    ),
    drawnImage: z.preprocess(
      (value) => (isAbsent(value) ? "" : value),
      z.string().max(maxSignatureImageLength, signingMessages.signatureImageInvalid),
    ),
    agree: z.literal(true, signingMessages.agreementRequired),
  })
  .superRefine((value, context) => {
    if (value.signatureType === "typed" && value.typedName === "") {
      context.addIssue({ code: "custom", path: ["typedName"], message: signingMessages.signatureRequired });
    }
    if (value.signatureType === "drawn" && !pngDataUrl.test(value.drawnImage)) {
      context.addIssue({
        code: "custom",
        path: ["drawnImage"],
        message: signingMessages.signatureImageInvalid,
      });
    }
  });
export type SignDocumentRequest = z.infer<typeof signDocumentSchema>;

export const declineSigningSchema = z.object({
  token: signingTokenSchema,
  reason: z
    .string(signingMessages.declineReasonRequired)
    .trim()
    .min(1, signingMessages.declineReasonRequired)
    .max(maxDeclineReasonLength, signingMessages.declineReasonRequired),
});

export const signingAnswerReplySchema = messageReplyOf(
  z.object({ status: z.enum(signerStatuses), envelopeStatus: z.enum(envelopeStatuses) }),
);

// ---- verify ----

export const verifyReasons = [
  "valid",
  "not-signed",
  "altered",
  "unknown-certificate",
  "unknown-envelope",
  "unreadable",
] as const;
export type VerifyReason = (typeof verifyReasons)[number];

export const verifyMessages: Record<VerifyReason, string> = {
  valid: signingMessages.verifyValid,
  "not-signed": signingMessages.verifyNotSigned,
  altered: signingMessages.verifyAltered,
  "unknown-certificate": signingMessages.verifyUnknownCertificate,
  "unknown-envelope": signingMessages.verifyUnknownEnvelope,
  unreadable: signingMessages.verifyUnreadable,
};

export const verifiedEnvelopeSchema = z.object({
  title: z.string(),
  completedAt: z.string(),
  sha256: z.string(),
  signers: z.array(z.object({ name: z.string(), email: z.string(), signedAt: z.string() })),
});

/** POST /public/signing/verify (multipart `file`): whether the PDF is an unaltered one signed here. */
export const verifyReplySchema = envelopeOf(z.string()).extend({
  data: z.object({
    valid: z.boolean(),
    reason: z.enum(verifyReasons),
    /** The envelope the PDF completed, when valid. */
    envelope: verifiedEnvelopeSchema.nullable(),
  }),
});
export type VerifyReply = z.infer<typeof verifyReplySchema>;
