import type { PolicyVersions } from "@cloudoc/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { findDocument, liveDocuments, looksLikeId } from "../documents/queries";
import { companyDocuments, documentVersions } from "../documents/tables";
import { livePolicies, policyDetail, type StaffPolicy } from "./queries";
import { staffPolicies } from "./tables";

/**
 * Staff policies of source `document`: one of the company's documents put in front of its
 * employees, read as the document's current version.
 */

/**
 * Takes up the major library changes (documents/template.ts applyMaster flags the document): each
 * live `document` policy whose document is flagged asks for acknowledgement from the document's
 * current version on, and the flag is cleared. One statement; the employee's reading and the
 * manager's lists call it before they read, so nobody acknowledges a version this has not seen.
 */
export async function syncMajorChanges(executor: Executor, companyId: string): Promise<void> {
  await executor.execute(sql`
    with consumed as (
      update ${staffPolicies} sp
         set ack_from_version = greatest(sp.ack_from_version, d.version), version = d.version, updated_at = now()
        from ${companyDocuments} d
       where sp.company_id = ${companyId} and d.company_id = ${companyId}
         and d.id = sp.document_id and d.reacknowledge_required and sp.deleted_at is null
      returning sp.document_id
    )
    update ${companyDocuments} set reacknowledge_required = false
     where company_id = ${companyId} and id in (select document_id from consumed)`);
}

/** The content hash of one version of a company document ('' when there is no such version). */
async function documentHash(executor: Executor, companyId: string, documentId: string, version: number) {
  const [row] = await executor
    .select({ hash: documentVersions.contentHash })
    .from(documentVersions)
    .where(
      ofCompany(
        documentVersions,
        companyId,
        eq(documentVersions.documentId, documentId),
        eq(documentVersions.version, version),
      ),
    );
  return row?.hash ?? "";
}

/**
 * The manager marks their own edit of a `document` policy's document as major: employees are
 * asked again from the document's current version, but only if its wording differs from the
 * version they were last asked to acknowledge (an unchanged document asks nobody again).
 */
export async function markDocumentMajor(
  tx: Transaction,
  companyId: string,
  policy: StaffPolicy,
): Promise<PolicyVersions> {
  if (!policy.documentId) return policy;
  const [document] = await tx
    .select({ version: companyDocuments.version })
    .from(companyDocuments)
    .where(liveDocuments(companyId, eq(companyDocuments.id, policy.documentId)));
  if (!document) return policy;
  // One after the other: a transaction's connection runs one statement at a time.
  const now = await documentHash(tx, companyId, policy.documentId, document.version);
  const before = await documentHash(tx, companyId, policy.documentId, policy.ackFromVersion);
  if (now === before || document.version <= policy.ackFromVersion)
    return { ...policy, version: document.version };
  return { version: document.version, ackFromVersion: document.version };
}

/** The live policy made from a document, if there is one. */
async function policyOfDocument(executor: Executor, companyId: string, documentId: string) {
  const [row] = await executor
    .select({ id: staffPolicies.id })
    .from(staffPolicies)
    .where(livePolicies(companyId, eq(staffPolicies.documentId, documentId)));
  return row?.id;
}

/**
 * GET /user/add/company/policy: makes one of the company's documents (the library copy) a staff
 * policy read as the document's current version; a document that already is one answers that
 * policy (`created` false).
 */
export async function addDocumentPolicy(db: Database, actor: CompanyActor, fileId: string) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId);
    const existing = await policyOfDocument(tx, actor.companyId, document.id);
    if (existing) return { created: false, policy: await policyDetail(tx, actor.companyId, existing) };
    const [made] = await tx
      .insert(staffPolicies)
      .values({
        companyId: actor.companyId,
        source: "document",
        documentId: document.id,
        name: document.name,
        policyNumber: document.policyNumber,
        version: document.version,
        ackFromVersion: document.version,
        createdBy: actor.userId,
      })
      // Two managers adding the same document at once: the second answers the first's policy.
      .onConflictDoNothing()
      .returning({ id: staffPolicies.id });
    const id = made?.id ?? (await policyOfDocument(tx, actor.companyId, document.id));
    if (!id) throw notFound();
    if (made) {
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "policy.created",
        entityType: "staff_policy",
        entityId: id,
        detail: { source: "document", documentId: document.id, version: document.version },
      });
    }
    return { created: Boolean(made), policy: await policyDetail(tx, actor.companyId, id) };
  });
}

/**
 * POST /user/selectedfile/check/employeepolicy: of the selected documents, those that are staff
 * policies already (so the documents browser can say so). Every id must be a live document of the
 * company, else 404.
 */
export async function documentsThatArePolicies(db: Database, companyId: string, fileIds: string[]) {
  if (!fileIds.every(looksLikeId)) throw notFound();
  const found = await db
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(liveDocuments(companyId, inArray(companyDocuments.id, fileIds)));
  if (found.length !== new Set(fileIds).size) throw notFound();
  const rows = await db
    .select({ fileId: staffPolicies.documentId, policyId: staffPolicies.id, name: staffPolicies.name })
    .from(staffPolicies)
    .where(and(livePolicies(companyId, inArray(staffPolicies.documentId, fileIds))));
  return rows.flatMap((row) =>
    row.fileId ? [{ fileId: row.fileId, policyId: row.policyId, name: row.name }] : [],
  );
}
