import { policyEvidenceAccess } from "@cloudoc/contract";
import type { PrintDocument } from "@cloudoc/documents";
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import type { CompanyActor, SignedIn } from "../../platform/actor";
import { allows } from "../../platform/auth";
import type { Database } from "../../platform/db/client";
import { forbidden, notFound } from "../../platform/envelope";
import { PdfUnavailableError } from "../../platform/pdf/renderer";
import type { Platform } from "../../platform/platform";
import { companies } from "../accounts/tables";
import { exportFailed, safeFileName } from "../exports/files";
import type { SentFile } from "../exports/send";
import { acknowledgementById, acknowledgementsOf } from "./acknowledge-queries";
import { syncMajorChanges } from "./document-policies";
import { certificateDocument, packDocument } from "./evidence-html";
import { outstandingFor, packPolicy } from "./evidence-queries";
import { evidenceKey, evidenceStatementPrefix, signPack } from "./evidence-signing";

/**
 * The acknowledgement evidence (decision 022): a certificate PDF per acknowledgement, and a signed
 * evidence pack per policy: a zip of the pack PDF, its detached Ed25519 signature, the platform's
 * public key and VERIFY.txt (the PDF's SHA-256 and how to check the signature offline).
 */

/**
 * Who may see a company's evidence through a call open to every signed-in role: an employee
 * (their own, checked by the caller), or the owner and staff allowed to see staff policies.
 */
export function evidenceViewer(actor: SignedIn): { companyId: string; employee: boolean } {
  const { session } = actor;
  if (!session.companyId) throw forbidden();
  if (session.role === "employee") return { companyId: session.companyId, employee: true };
  if (!allows(session, policyEvidenceAccess)) throw forbidden();
  return { companyId: session.companyId, employee: false };
}

export async function companyName(db: Database, companyId: string) {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.name ?? "";
}

export async function printed(platform: Platform, document: PrintDocument) {
  try {
    return await platform.pdf.render(document);
  } catch (error) {
    if (error instanceof PdfUnavailableError) throw exportFailed();
    throw error;
  }
}

/** POST /user/policies/acknowledgement/certificate: the employee's own, or any of the company's for a manager. */
export async function certificate(platform: Platform, actor: SignedIn, id: string): Promise<SentFile> {
  const viewer = evidenceViewer(actor);
  const ack = await acknowledgementById(platform.db, viewer.companyId, id);
  if (viewer.employee && ack.userId !== actor.userId) throw notFound();
  const name = await companyName(platform.db, viewer.companyId);
  const body = await printed(platform, certificateDocument(name, ack, new Date().toISOString()));
  const day = ack.acknowledgedAt.slice(0, 10);
  return {
    body,
    fileName: safeFileName(`Acknowledgement ${ack.policyName} ${ack.employeeName} ${day}`, "pdf"),
    contentType: "application/pdf",
  };
}

/** POST /user/policies/acknowledgements: one policy's acknowledgements, for a manager. */
export async function listAcknowledgements(
  db: Database,
  actor: CompanyActor,
  input: { policyId: string; employeeId?: string; skip: number; limit: number },
) {
  await packPolicy(db, actor.companyId, input.policyId);
  return acknowledgementsOf(
    db,
    actor.companyId,
    { policyId: input.policyId, userId: input.employeeId },
    { skip: input.skip, limit: input.limit },
  );
}

function verifyText(pdfName: string, sigName: string, sha256: string, keyId: string) {
  return [
    "Cloudoc evidence pack",
    "",
    `PDF: ${pdfName}`,
    `SHA-256 of the PDF: ${sha256}`,
    `Signature: ${sigName} (Ed25519, 64 bytes), key id ${keyId}`,
    `Signed statement: "${evidenceStatementPrefix}" followed by the PDF's SHA-256 in lower-case hex`,
    "",
    "Check it online: POST /api/user/policies/evidence/verify with {sha256, signature (Base64)}.",
    "Check it offline (OpenSSL 3), comparing the key with GET /api/user/policies/evidence/key:",
    `  printf '${evidenceStatementPrefix}%s' "$(sha256sum '${pdfName}' | cut -d' ' -f1)" > statement.txt`,
    `  openssl pkeyutl -verify -pubin -inkey cloudoc-evidence-key.pem -rawin -in statement.txt -sigfile '${sigName}'`,
    "",
  ].join("\n");
}

/** POST /user/policies/evidence/pack: the signed evidence pack of one policy, as a zip. */
export async function evidencePack(platform: Platform, actor: CompanyActor, policyId: string) {
  const { db } = platform;
  await syncMajorChanges(db, actor.companyId);
  const policy = await packPolicy(db, actor.companyId, policyId);
  const [acks, outstanding, name, key] = await Promise.all([
    acknowledgementsOf(db, actor.companyId, { policyId: policy.id }),
    outstandingFor(db, actor.companyId, policy),
    companyName(db, actor.companyId),
    evidenceKey(db),
  ]);
  const generatedAt = new Date().toISOString();
  const facts = { ...policy, policyName: policy.name, companyName: name, generatedAt, keyId: key.keyId };
  const pdf = await printed(platform, packDocument(facts, acks.list, outstanding));
  const signed = await signPack(db, pdf);
  const base = safeFileName(`${policy.policyNumber} ${policy.name} evidence pack`.trim(), "pdf").slice(0, -4);
  const pdfName = `${base}.pdf`;
  const sigName = `${base}.pdf.sig`;
  const zip = new JSZip();
  zip.file(pdfName, pdf);
  zip.file(sigName, signed.signature);
  zip.file("cloudoc-evidence-key.pem", key.publicKeyPem);
  zip.file("VERIFY.txt", verifyText(pdfName, sigName, signed.sha256, key.keyId));
  const body = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  return {
    file: { body, fileName: `${base}.zip`, contentType: "application/zip" } satisfies SentFile,
    sha256: signed.sha256,
    signature: signed.signature.toString("base64"),
  };
}
