import { buffer } from "node:stream/consumers";
import type { Origin } from "../../platform/actor";
import type { Transaction } from "../../platform/db/client";
import type { Platform } from "../../platform/platform";
import { companyNameOf } from "../accounts/companies";
import { safeFileName } from "../exports/files";
import { uploadFile } from "../my-files/upload";
import { sha256Hex } from "../policies/evidence-signing";
import type { PlatformCertificate } from "./certificate";
import { completedMail } from "./mails";
import { type EnvelopeRow, recordEvent, type SignerRow, updateEnvelope } from "./queries";
import { type SealFacts, type SignedBy, sealEnvelope } from "./seal";
import { envelopeFileKey } from "./send";

/** Everyone has signed (decision 028): seal, keep, email to every party, file in My Files. */

function signedBy(signer: SignerRow): SignedBy {
  return {
    name: signer.name,
    email: signer.email,
    signatureType: signer.signatureType ?? "typed",
    typedName: signer.typedName ?? signer.name,
    image: signer.signatureImage ? Buffer.from(signer.signatureImage, "base64") : null,
    invitedAt: signer.invitedAt,
    viewedAt: signer.viewedAt,
    signedAt: signer.signedAt ?? new Date(0),
    ip: signer.ip,
    userAgent: signer.userAgent,
  };
}

async function factsOf(tx: Transaction, envelope: EnvelopeRow, signers: readonly SignerRow[], now: Date) {
  return {
    envelopeId: envelope.id,
    title: envelope.title,
    companyName: await companyNameOf(tx, envelope.companyId),
    senderName: envelope.senderName,
    senderEmail: envelope.senderEmail,
    originalSha256: envelope.originalSha256,
    sentAt: envelope.createdAt,
    completedAt: now,
    signers: signers.map(signedBy),
  } satisfies SealFacts;
}

export const signedFileName = (envelope: Pick<EnvelopeRow, "title">) =>
  safeFileName(`${envelope.title} (signed)`, "pdf");

/**
 * Seals the envelope in the last signer's transaction: the sealed PDF is stored and its SHA-256
 * recorded (the verify page finds the envelope by it). The stored file is removed again if the
 * transaction fails. Emailing and filing wait for the commit (`deliverSigned`).
 */
export async function completeEnvelope(
  platform: Platform,
  tx: Transaction,
  envelope: EnvelopeRow,
  signers: readonly SignerRow[],
  certificate: PlatformCertificate,
  now: Date,
) {
  const stored = await platform.storage.get(envelope.originalKey);
  if (!stored) throw new Error(`the PDF of envelope ${envelope.id} is missing`);
  const sealed = await sealEnvelope(
    await buffer(stored),
    await factsOf(tx, envelope, signers, now),
    certificate,
  );
  const signedKey = envelopeFileKey(envelope.companyId, envelope.id, "signed");
  await platform.storage.put(signedKey, sealed, "application/pdf");
  try {
    const signedSha256 = sha256Hex(sealed);
    const completed = await updateEnvelope(tx, envelope, {
      status: "completed",
      completedAt: now,
      signedKey,
      signedSha256,
    });
    const detail = { sha256: signedSha256, certificate: certificate.fingerprint };
    await recordEvent(tx, completed, { action: "completed", detail }, now);
    return { completed, sealed, signers };
  } catch (error) {
    await platform.storage.delete(signedKey).catch(() => {});
    throw error;
  }
}

/**
 * After the commit, every party is emailed the sealed PDF and a copy goes into the sender's My
 * Files. Neither undoes the signatures when it fails: the trail says what was done.
 */
export async function deliverSigned(
  platform: Platform,
  envelope: EnvelopeRow,
  signers: readonly SignerRow[],
  sealed: Buffer,
  origin: Origin,
) {
  await emailParties(platform, envelope, signers, sealed);
  await fileForSender(platform, envelope, sealed, origin);
}

async function emailParties(
  platform: Platform,
  envelope: EnvelopeRow,
  signers: readonly SignerRow[],
  sealed: Buffer,
) {
  const parties = [...new Set([envelope.senderEmail, ...signers.map((signer) => signer.email)])];
  const attachment = { filename: signedFileName(envelope), content: sealed, contentType: "application/pdf" };
  const names = signers.map((signer) => signer.name).join(", ");
  const failed: string[] = [];
  for (const to of parties) {
    await platform.mail
      .send({ ...completedMail(to, { title: envelope.title, names }), attachments: [attachment] })
      .catch(() => failed.push(to));
  }
  const at = platform.clock.now();
  const detail = { parties: parties.length - failed.length };
  await recordEvent(platform.db, envelope, { action: "emailed", detail }, at);
  if (failed.length > 0) {
    await recordEvent(platform.db, envelope, { action: "email-failed", detail: { failed } }, at);
  }
}

/**
 * A copy goes into the sender's My Files (counted against the company's storage
 * like an upload). A full quota or a sender who has left does not undo the signatures: the sealed
 * file stays with the envelope, and the trail says whether it was filed.
 */
async function fileForSender(platform: Platform, envelope: EnvelopeRow, sealed: Buffer, origin: Origin) {
  if (!envelope.senderId) return;
  const sender = { companyId: envelope.companyId, userId: envelope.senderId, origin };
  const filename = signedFileName(envelope);
  const at = platform.clock.now();
  try {
    const file = await uploadFile(platform, sender, { fileName: filename }, { bytes: sealed, filename });
    await recordEvent(platform.db, envelope, { action: "filed", detail: { fileId: file._id } }, at);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordEvent(platform.db, envelope, { action: "filing-failed", detail: { reason } }, at);
  }
}
