import { type EnvelopeDetail, type EnvelopeSummary, type Signer, signingReminders } from "@cloudoc/contract";
import { type EnvelopeRow, type EventRow, type SignerRow, statusAt } from "./queries";

/** How the sender sees envelopes and signers (the contract's shapes). */

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const hourMs = 60 * 60 * 1000;

/** A signer who was asked and has not answered may be reminded, up to the cap, an hour apart. */
export function remindRefusal(envelope: EnvelopeRow, signer: SignerRow, now: Date) {
  if (statusAt(envelope, now) !== "sent") return "notOpen" as const;
  if (signer.status !== "sent" && signer.status !== "viewed") return "signerNotAsked" as const;
  if (signer.remindersSent >= signingReminders.max) return "reminderLimit" as const;
  const last = signer.lastRemindedAt ?? signer.invitedAt;
  if (last && now.getTime() - last.getTime() < signingReminders.minHours * hourMs)
    return "reminderTooSoon" as const;
  return undefined;
}

export function toSigner(envelope: EnvelopeRow, signer: SignerRow, now: Date): Signer {
  return {
    _id: signer.id,
    name: signer.name,
    email: signer.email,
    position: signer.position,
    status: signer.status,
    invitedAt: iso(signer.invitedAt),
    viewedAt: iso(signer.viewedAt),
    signedAt: iso(signer.signedAt),
    declinedAt: iso(signer.declinedAt),
    declineReason: signer.declineReason,
    remindersSent: signer.remindersSent,
    lastRemindedAt: iso(signer.lastRemindedAt),
    canRemind: remindRefusal(envelope, signer, now) === undefined,
  };
}

export function toSummary(envelope: EnvelopeRow, signers: readonly SignerRow[], now: Date): EnvelopeSummary {
  return {
    _id: envelope.id,
    title: envelope.title,
    status: statusAt(envelope, now),
    signingOrder: envelope.signingOrder,
    sourceType: envelope.sourceType,
    sourceId: envelope.sourceId,
    senderName: envelope.senderName,
    createdAt: envelope.createdAt.toISOString(),
    expiresAt: envelope.expiresAt.toISOString(),
    completedAt: iso(envelope.completedAt),
    signersTotal: signers.length,
    signersSigned: signers.filter((signer) => signer.status === "signed").length,
  };
}

export function toDetail(
  envelope: EnvelopeRow,
  signers: readonly SignerRow[],
  events: readonly EventRow[],
  now: Date,
): EnvelopeDetail {
  const names = new Map(signers.map((signer) => [signer.id, signer.name]));
  return {
    ...toSummary(envelope, signers, now),
    message: envelope.message,
    voidReason: envelope.voidReason,
    originalSha256: envelope.originalSha256,
    signedSha256: envelope.signedSha256,
    signers: signers.map((signer) => toSigner(envelope, signer, now)),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      action: event.action,
      signerName: event.signerId ? (names.get(event.signerId) ?? null) : null,
      ip: event.ip,
      userAgent: event.userAgent,
    })),
  };
}
