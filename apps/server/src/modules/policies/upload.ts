import { createHash, randomUUID } from "node:crypto";
import { policyMessages, versionsAfter } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { AppError, badRequest } from "../../platform/envelope";
import type { UploadedForm } from "../../platform/multipart-form";
import type { Platform } from "../../platform/platform";
import { recordStoredFile } from "../billing/storage";
import { safeFileName } from "../exports/files";
import { findPolicy, policyDetail, policyVersionRow } from "./queries";
import { staffPolicies, staffPolicyVersions } from "./tables";

/** A PDF by its bytes: the `%PDF-` signature (never the file name or the browser's type). */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/** Where an uploaded policy PDF lives: under the company's own folder, never guessable. */
const pdfKey = (companyId: string) => `companies/${companyId}/policies/${randomUUID()}.pdf`;

export interface UploadFields {
  fileName?: string;
  policyNumber?: string;
  /** A new version of this PDF policy. */
  id?: string;
  major: boolean;
}

interface StoredPdf {
  key: string;
  hash: string;
  size: number;
  fileName: string;
  /** The name the policy takes: the fileName field, else the file's name without `.pdf`. */
  name: string;
}

/** Checks the file (a real PDF, within the size cap of the form reader) and stores it. */
async function storePdf(
  platform: Platform,
  actor: CompanyActor,
  fields: UploadFields,
  file: UploadedForm["file"],
) {
  if (!file || file.bytes.length === 0) throw badRequest(policyMessages.choosePdf);
  if (!isPdf(file.bytes)) throw new AppError(415, policyMessages.pdfOnly);
  const stem = (fields.fileName || file.filename).replace(/\.pdf$/i, "").trim();
  const fileName = safeFileName(stem, "pdf");
  const key = pdfKey(actor.companyId);
  await platform.storage.put(key, file.bytes, "application/pdf");
  const stored: StoredPdf = {
    key,
    hash: createHash("sha256").update(file.bytes).digest("hex"),
    size: file.bytes.length,
    fileName,
    name: stem || fileName.replace(/\.pdf$/, ""),
  };
  return stored;
}

/** A new PDF policy: the policy and its version 1 with the SHA-256 of the bytes. */
async function newPdfPolicy(tx: Transaction, actor: CompanyActor, fields: UploadFields, pdf: StoredPdf) {
  const [policy] = await tx
    .insert(staffPolicies)
    .values({
      companyId: actor.companyId,
      source: "pdf",
      name: pdf.name.slice(0, 300),
      policyNumber: fields.policyNumber ?? "",
      storageKey: pdf.key,
      fileName: pdf.fileName,
      fileSize: pdf.size,
      createdBy: actor.userId,
    })
    .returning({ id: staffPolicies.id });
  if (!policy) throw new Error("the policy was not written");
  await tx.insert(staffPolicyVersions).values({
    companyId: actor.companyId,
    policyId: policy.id,
    version: 1,
    name: pdf.name.slice(0, 300),
    storageKey: pdf.key,
    contentHash: pdf.hash,
    createdBy: actor.userId,
  });
  return { id: policy.id, version: 1, kept: true };
}

/**
 * A new version of a PDF policy when the bytes differ from its current version's; the same
 * bytes again write nothing (and the copy just stored is not kept).
 */
async function nextPdfVersion(
  tx: Transaction,
  actor: CompanyActor,
  fields: UploadFields & { id: string },
  pdf: StoredPdf,
) {
  const policy = await findPolicy(tx, actor.companyId, fields.id, true);
  if (policy.source !== "pdf") throw badRequest(policyMessages.notAPdfPolicy);
  const current = await policyVersionRow(tx, actor.companyId, policy.id, policy.version);
  const next = versionsAfter(policy, {
    contentChanged: current.contentHash !== pdf.hash,
    major: fields.major,
  });
  if (next.version === policy.version) return { id: policy.id, version: policy.version, kept: false };
  const name = fields.fileName ? pdf.name.slice(0, 300) : policy.name;
  await tx.insert(staffPolicyVersions).values({
    companyId: actor.companyId,
    policyId: policy.id,
    version: next.version,
    name,
    storageKey: pdf.key,
    contentHash: pdf.hash,
    major: fields.major,
    createdBy: actor.userId,
  });
  await tx
    .update(staffPolicies)
    .set({
      ...next,
      name,
      storageKey: pdf.key,
      fileName: pdf.fileName,
      fileSize: pdf.size,
      ...(fields.policyNumber === undefined ? {} : { policyNumber: fields.policyNumber }),
      updatedAt: sql`now()`,
    })
    .where(ofCompany(staffPolicies, actor.companyId, eq(staffPolicies.id, policy.id)));
  return { id: policy.id, version: next.version, kept: true };
}

/**
 * POST /user/staffpolicy/upload: a PDF policy, checked by its bytes, stored under the company's
 * folder; with `id`, a new version of one (`major` asks employees again). The file is stored
 * before the rows are written and removed again if they cannot be.
 */
export async function uploadPolicy(
  platform: Platform,
  actor: CompanyActor,
  fields: UploadFields,
  file: UploadedForm["file"],
) {
  const pdf = await storePdf(platform, actor, fields, file);
  let written: { id: string; version: number; kept: boolean };
  try {
    written = await platform.db.transaction(async (tx) => {
      const result = fields.id
        ? await nextPdfVersion(tx, actor, { ...fields, id: fields.id }, pdf)
        : await newPdfPolicy(tx, actor, fields, pdf);
      const stored = { companyId: actor.companyId, storageKey: pdf.key, kind: "policy-pdf", bytes: pdf.size };
      if (result.kept) await recordStoredFile(tx, stored);
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "policy.uploaded",
        entityType: "staff_policy",
        entityId: result.id,
        detail: { version: result.version, newVersion: result.kept, contentHash: pdf.hash, size: pdf.size },
      });
      return result;
    });
  } catch (error) {
    await platform.storage.delete(pdf.key).catch(() => {});
    throw error;
  }
  if (!written.kept) await platform.storage.delete(pdf.key).catch(() => {});
  return policyDetail(platform.db, actor.companyId, written.id);
}
