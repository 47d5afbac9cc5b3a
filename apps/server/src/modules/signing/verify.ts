import { signingMessages, type VerifyReason, type VerifyReply, verifyMessages } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import type { Origin } from "../../platform/actor";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { AppError, badRequest } from "../../platform/envelope";
import type { UploadedForm } from "../../platform/multipart-form";
import type { Platform } from "../../platform/platform";
import { ipKey } from "../accounts/visit";
import { sha256Hex } from "../policies/evidence-signing";
import { isPdf } from "../policies/upload";
import { platformCertificate } from "./certificate";
import { signingLimits } from "./signer";
import { signingEnvelopes, signingSigners } from "./tables";
import { checkSeal } from "./verify-pdf";

type Verdict = VerifyReply["data"];

const verdict = (reason: VerifyReason, envelope: Verdict["envelope"] = null) => ({
  response: verifyMessages[reason],
  data: { valid: reason === "valid", reason, envelope },
});

/** The completed envelope a sealed file's SHA-256 was recorded for, across companies on purpose. */
async function envelopeSealedAs(platform: Platform, sha256: string): Promise<Verdict["envelope"]> {
  const [envelope] = await platform.db
    .select()
    .from(acrossCompanies(signingEnvelopes))
    .where(eq(signingEnvelopes.signedSha256, sha256));
  if (!envelope?.completedAt) return null;
  const signers = await platform.db
    .select({ name: signingSigners.name, email: signingSigners.email, signedAt: signingSigners.signedAt })
    .from(signingSigners)
    .where(ofCompany(signingSigners, envelope.companyId, eq(signingSigners.envelopeId, envelope.id)))
    .orderBy(asc(signingSigners.position));
  return {
    title: envelope.title,
    completedAt: envelope.completedAt.toISOString(),
    sha256,
    signers: signers.map((signer) => ({ ...signer, signedAt: signer.signedAt?.toISOString() ?? "" })),
  };
}

/**
 * POST /public/signing/verify: anyone may ask whether a PDF is one sealed here and unchanged. The
 * limit is counted before the upload is read; the file's own claims are never trusted.
 */
export async function verifyUpload(platform: Platform, origin: Origin, read: () => Promise<UploadedForm>) {
  await platform.limiter.enforce(`signing-verify:ip:${ipKey(origin)}`, signingLimits.verify);
  const { file } = await read();
  if (!file || file.bytes.length === 0) throw badRequest(signingMessages.verifyFileRequired);
  if (!isPdf(file.bytes)) throw new AppError(415, signingMessages.verifyNotPdf);
  const certificate = await platformCertificate(platform.db, platform.config.signingCertificate);
  const reason = checkSeal(file.bytes, certificate);
  if (reason !== "valid") return verdict(reason);
  const envelope = await envelopeSealedAs(platform, sha256Hex(file.bytes));
  return envelope ? verdict("valid", envelope) : verdict("unknown-envelope");
}
