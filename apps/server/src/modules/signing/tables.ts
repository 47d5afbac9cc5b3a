import {
  envelopeStatuses,
  signatureTypes,
  signerStatuses,
  signingOrders,
  signingSources,
} from "@cloudoc/contract";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * E-signature (issue 16, decision 028). An envelope is one document sent to its signers; the exact
 * PDF sent is kept in storage with its SHA-256, the sealed one too once everyone has signed.
 * `expired` is never stored: a sent envelope past its expiry reads as expired.
 */
export const signingEnvelopes = pgTable(
  "signing_envelopes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as sent: the sender's name and email appear on the certificate even if they leave. */
    senderName: text("sender_name").notNull(),
    senderEmail: text("sender_email").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull().default(""),
    signingOrder: text("signing_order", { enum: signingOrders }).notNull(),
    sourceType: text("source_type", { enum: signingSources }).notNull(),
    sourceId: uuid("source_id").notNull(),
    status: text("status", { enum: envelopeStatuses }).notNull().default("sent"),
    originalKey: text("original_key").notNull(),
    originalSha256: text("original_sha256").notNull(),
    signedKey: text("signed_key"),
    signedSha256: text("signed_sha256"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("signing_envelopes_company_idx").on(t.companyId, t.createdAt),
    index("signing_envelopes_source_idx").on(t.companyId, t.sourceId),
    // The verify page finds the envelope a sealed file completed by the file's SHA-256.
    uniqueIndex("signing_envelopes_signed_sha256_idx").on(t.signedSha256),
  ],
);

/**
 * One signer of an envelope. The link's token is stored only as its SHA-256; a reminder issues a
 * new token (the old link stops working), and answering, voiding or expiry ends it.
 */
export const signingSigners = pgTable(
  "signing_signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    envelopeId: uuid("envelope_id")
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: signerStatuses }).notNull().default("waiting"),
    tokenHash: text("token_hash"),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    signatureType: text("signature_type", { enum: signatureTypes }),
    typedName: text("typed_name"),
    /** The drawn signature, a PNG as base64 (a few kilobytes). */
    signatureImage: text("signature_image"),
    /** Where the signature came from, for the certificate. */
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("signing_signers_envelope_idx").on(t.companyId, t.envelopeId, t.position),
    uniqueIndex("signing_signers_token_idx").on(t.tokenHash),
  ],
);

/** The envelope's audit trail: rows are only ever added (no code updates or deletes them). */
export const signingEvents = pgTable(
  "signing_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order the lines were written in (several share one moment, within one transaction). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    envelopeId: uuid("envelope_id")
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: "cascade" }),
    signerId: uuid("signer_id").references(() => signingSigners.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("signing_events_envelope_idx").on(t.companyId, t.envelopeId, t.seq)],
);
