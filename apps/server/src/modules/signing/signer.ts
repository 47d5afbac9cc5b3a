import {
  type SignDocumentRequest,
  type SignerStatus,
  type SigningView,
  signingMessages,
} from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import type { Origin } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { acrossCompanies } from "../../platform/db/tenant";
import { badRequest, conflict, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { sha256 } from "../../platform/tokens";
import { companyNameOf } from "../accounts/companies";
import { ipKey } from "../accounts/visit";
import { safeFileName } from "../exports/files";
import type { SentFile } from "../exports/send";
import { platformCertificate } from "./certificate";
import { completeEnvelope, deliverSigned } from "./complete";
import { emailSigner } from "./invite";
import { declinedMail } from "./mails";
import {
  type EnvelopeRow,
  isOpen,
  recordEvent,
  revokeOpenLinks,
  type SignerRow,
  signersOf,
  statusAt,
  updateEnvelope,
  updateSigner,
} from "./queries";
import { isDrawablePng } from "./seal";
import { signingEnvelopes, signingSigners } from "./tables";

/**
 * The signer's calls (decision 028): the link's token is the only credential, and it opens only
 * the envelope of the signer it was issued to. Every call is rate limited per address.
 */

export const signingLimits = {
  read: { max: 60, windowSeconds: 600 },
  answer: { max: 20, windowSeconds: 600 },
  verify: { max: 20, windowSeconds: 600 },
} as const;

const enforce = (platform: Platform, origin: Origin, kind: keyof typeof signingLimits) =>
  platform.limiter.enforce(`signing-${kind}:ip:${ipKey(origin)}`, signingLimits[kind]);

/**
 * The signer a token names and their envelope, across companies on purpose (the token is the
 * only thing the visitor has). Refused: an unknown, replaced or withdrawn token, an envelope no
 * longer open (404), or a signer who has answered already (409).
 */
async function signerOfToken(tx: Executor, token: string, now: Date, lock = false) {
  const query = tx
    .select({ signer: signingSigners, envelope: signingEnvelopes })
    .from(acrossCompanies(signingSigners))
    .innerJoin(
      signingEnvelopes,
      and(
        eq(signingEnvelopes.id, signingSigners.envelopeId),
        eq(signingEnvelopes.companyId, signingSigners.companyId),
      ),
    )
    .where(eq(signingSigners.tokenHash, sha256(token)));
  const [found] = lock ? await query.for("update") : await query;
  if (!found) throw notFound(signingMessages.linkInvalid);
  if (found.signer.status === "signed" || found.signer.status === "declined") {
    throw conflict(signingMessages.alreadyAnswered);
  }
  if (!isOpen(found.envelope, now)) throw notFound(signingMessages.linkInvalid);
  return found;
}

const answer = (status: SignerStatus, envelope: Pick<EnvelopeRow, "status" | "expiresAt">, now: Date) => ({
  status,
  envelopeStatus: statusAt(envelope, now),
});

/** POST /public/signing/open: what the page shows; the first opening is recorded. */
export async function openSigning(platform: Platform, origin: Origin, token: string): Promise<SigningView> {
  await enforce(platform, origin, "read");
  const now = platform.clock.now();
  return platform.db.transaction(async (tx) => {
    const { signer, envelope } = await signerOfToken(tx, token, now, true);
    const seen = signer.viewedAt
      ? signer
      : await updateSigner(tx, signer, { status: "viewed", viewedAt: now });
    if (!signer.viewedAt)
      await recordEvent(tx, envelope, { action: "viewed", signerId: signer.id, ...origin }, now);
    return {
      title: envelope.title,
      message: envelope.message,
      senderName: envelope.senderName,
      companyName: await companyNameOf(tx, envelope.companyId),
      signerName: seen.name,
      signerEmail: seen.email,
      status: seen.status,
      expiresAt: envelope.expiresAt.toISOString(),
      documentSha256: envelope.originalSha256,
    };
  });
}

/** POST /public/signing/document: the exact PDF the signer is asked to sign. */
export async function signingDocument(platform: Platform, origin: Origin, token: string): Promise<SentFile> {
  await enforce(platform, origin, "read");
  const { envelope } = await signerOfToken(platform.db, token, platform.clock.now());
  const body = await platform.storage.get(envelope.originalKey);
  if (!body) throw notFound();
  return { body, fileName: safeFileName(envelope.title, "pdf"), contentType: "application/pdf" };
}

/** The drawn signature's PNG, or 400 when it is not one a PDF can show. */
async function drawnSignature(request: SignDocumentRequest) {
  if (request.signatureType !== "drawn") return null;
  const png = Buffer.from(request.drawnImage.slice(request.drawnImage.indexOf(",") + 1), "base64");
  if (!(await isDrawablePng(png))) throw badRequest(signingMessages.signatureImageInvalid);
  return png;
}

/** The next signer of a sequential envelope, once the one before has signed. */
const nextInLine = (envelope: EnvelopeRow, signers: readonly SignerRow[]) =>
  envelope.signingOrder === "sequential" ? signers.find((signer) => signer.status === "waiting") : undefined;

/**
 * POST /public/signing/sign: records the adopted signature with where it came from; then either
 * emails the next signer (sequential) or, when it was the last, seals the envelope — all in one
 * transaction that locks the envelope, so two last signatures at once seal it once.
 */
export async function signDocument(platform: Platform, origin: Origin, request: SignDocumentRequest) {
  await enforce(platform, origin, "answer");
  const png = await drawnSignature(request);
  const certificate = await platformCertificate(platform.db, platform.config.signingCertificate);
  const now = platform.clock.now();
  const outcome = await platform.db.transaction(async (tx) => {
    const { signer, envelope } = await signerOfToken(tx, request.token, now, true);
    await updateSigner(tx, signer, {
      status: "signed",
      signedAt: now,
      viewedAt: signer.viewedAt ?? now,
      signatureType: request.signatureType,
      typedName: request.signatureType === "typed" ? request.typedName : null,
      signatureImage: png ? png.toString("base64") : null,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    const detail = { signatureType: request.signatureType };
    await recordEvent(tx, envelope, { action: "signed", signerId: signer.id, ...origin, detail }, now);
    const signers = await signersOf(tx, envelope.companyId, [envelope.id]);
    if (signers.every((row) => row.status === "signed")) {
      return completeEnvelope(platform, tx, envelope, signers, certificate, now);
    }
    const next = nextInLine(envelope, signers);
    if (next) await emailSigner(platform, tx, envelope, next, "invited", now);
    return { completed: envelope, sealed: undefined, signers };
  });
  if (outcome.sealed)
    await deliverSigned(platform, outcome.completed, outcome.signers, outcome.sealed, origin);
  return answer("signed", outcome.completed, now);
}

/** POST /public/signing/decline: closes the envelope; the other links stop working; the sender is told. */
export async function declineSigning(
  platform: Platform,
  origin: Origin,
  request: { token: string; reason: string },
) {
  await enforce(platform, origin, "answer");
  const now = platform.clock.now();
  return platform.db.transaction(async (tx) => {
    const { signer, envelope } = await signerOfToken(tx, request.token, now, true);
    await updateSigner(tx, signer, {
      status: "declined",
      declinedAt: now,
      declineReason: request.reason,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    const declined = await updateEnvelope(tx, envelope, { status: "declined" });
    await revokeOpenLinks(tx, declined);
    const detail = { reason: request.reason };
    await recordEvent(tx, declined, { action: "declined", signerId: signer.id, ...origin, detail }, now);
    const values = { title: envelope.title, signerName: signer.name, reason: request.reason };
    await platform.mail.send(declinedMail(envelope.senderEmail, values));
    return answer("declined", declined, now);
  });
}
