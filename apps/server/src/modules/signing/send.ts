import { randomUUID } from "node:crypto";
import { type SendForSignatureRequest, signingMessages } from "@cloudoc/contract";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { badRequest } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { sha256Hex } from "../policies/evidence-signing";
import { findSystemUser } from "../users/queries";
import { emailSigner } from "./invite";
import { recordEvent } from "./queries";
import { canSeal } from "./seal";
import { envelopeDetail } from "./sender";
import { sourcePdf } from "./sources";
import { signingEnvelopes, signingSigners } from "./tables";

const dayMs = 24 * 60 * 60 * 1000;

/** Where an envelope's PDFs live: under the company's folder, by the envelope's id. */
export const envelopeFileKey = (companyId: string, envelopeId: string, version: "original" | "signed") =>
  `companies/${companyId}/signing/${envelopeId}/${version}.pdf`;

const fullName = (user: { firstname: string; lastname: string; email: string }) =>
  `${user.firstname} ${user.lastname}`.trim() || user.email;

/**
 * POST /user/signing/send: prints or reads the document once and keeps those exact bytes with
 * their SHA-256, then, in one transaction, the envelope, its signers, the trail, the first
 * invitations (all signers at once, or the first in a sequential envelope) and the audit event.
 * The stored PDF is removed again if the transaction fails.
 */
export async function sendForSignature(
  platform: Platform,
  actor: CompanyActor,
  request: SendForSignatureRequest,
) {
  const now = platform.clock.now();
  const source = await sourcePdf(platform, actor, request.sourceType, request.sourceId);
  if (!(await canSeal(source.bytes))) throw badRequest(signingMessages.documentNotSignable);
  const envelopeId = randomUUID();
  const originalKey = envelopeFileKey(actor.companyId, envelopeId, "original");
  await platform.storage.put(originalKey, source.bytes, "application/pdf");
  try {
    await platform.db.transaction(async (tx) => {
      const sender = await findSystemUser(tx, actor.companyId, actor.userId);
      const [envelope] = await tx
        .insert(signingEnvelopes)
        .values({
          id: envelopeId,
          companyId: actor.companyId,
          senderId: actor.userId,
          senderName: fullName(sender),
          senderEmail: sender.email,
          title: request.title || source.name,
          message: request.message,
          signingOrder: request.signingOrder,
          sourceType: request.sourceType,
          sourceId: request.sourceId,
          originalKey,
          originalSha256: sha256Hex(source.bytes),
          expiresAt: new Date(now.getTime() + request.expiresInDays * dayMs),
          createdAt: now,
        })
        .returning();
      if (!envelope) throw new Error("the envelope was not written");
      const signers = await tx
        .insert(signingSigners)
        .values(
          request.signers.map((signer, index) => ({
            ...signer,
            companyId: actor.companyId,
            envelopeId,
            position: index + 1,
          })),
        )
        .returning();
      const origin = { ip: actor.origin.ip, userAgent: actor.origin.userAgent };
      await recordEvent(
        tx,
        envelope,
        { action: "sent", ...origin, detail: { sha256: envelope.originalSha256 } },
        now,
      );
      const first =
        request.signingOrder === "parallel" ? signers : signers.filter((signer) => signer.position === 1);
      for (const signer of first) await emailSigner(platform, tx, envelope, signer, "invited", now);
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "signing.sent",
        entityType: "signing_envelope",
        entityId: envelopeId,
        detail: { sourceType: request.sourceType, signers: signers.length, order: request.signingOrder },
      });
    });
  } catch (error) {
    await platform.storage.delete(originalKey).catch(() => {});
    throw error;
  }
  return envelopeDetail(platform, actor, envelopeId);
}
