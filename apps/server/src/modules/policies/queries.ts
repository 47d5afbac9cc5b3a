import type { PolicyDetail, PolicyItem } from "@cloudoc/contract";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { looksLikeId, personName } from "../documents/queries";
import { companyDocuments, documentVersions } from "../documents/tables";
import { policyAssignments, staffPolicies, staffPolicyVersions } from "./tables";

export type StaffPolicy = typeof staffPolicies.$inferSelect;

/** The company's live (not deleted) staff policies, narrowed by `more`. */
export const livePolicies = (companyId: string, ...more: (SQL | undefined)[]) =>
  ofCompany(staffPolicies, companyId, isNull(staffPolicies.deletedAt), ...more);

/** A live staff policy of the company, locked for the rest of the transaction when asked; or 404. */
export async function findPolicy(
  executor: Executor,
  companyId: string,
  id: string,
  lock = false,
  message?: string,
): Promise<StaffPolicy> {
  if (!looksLikeId(id)) throw notFound(message);
  const query = executor
    .select()
    .from(staffPolicies)
    .where(livePolicies(companyId, eq(staffPolicies.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(message);
  return row;
}

/**
 * The columns a list item shows. A `document` policy reads its document's current version, so
 * that is the version shown; the others keep their own.
 */
export const itemColumns = {
  policy: staffPolicies,
  documentVersion: companyDocuments.version,
  assigned: sql<number>`(select count(*)::int from ${policyAssignments} pa where pa.policy_id = ${staffPolicies.id} and pa.company_id = ${staffPolicies.companyId})`,
};

/** The company's live policies as list rows (the caller adds order and paging). */
export function selectItems(executor: Executor, companyId: string, ...more: (SQL | undefined)[]) {
  return executor
    .select(itemColumns)
    .from(staffPolicies)
    .leftJoin(
      companyDocuments,
      and(eq(companyDocuments.id, staffPolicies.documentId), eq(companyDocuments.companyId, companyId)),
    )
    .where(livePolicies(companyId, ...more));
}

type ItemRow = { policy: StaffPolicy; documentVersion: number | null; assigned: number };

export function toItem({ policy, documentVersion, assigned }: ItemRow): PolicyItem {
  return {
    _id: policy.id,
    name: policy.name,
    policyNumber: policy.policyNumber,
    status: policy.status,
    hidden: policy.hidden,
    source: policy.source,
    fileId: policy.documentId,
    fileName: policy.fileName,
    fileSize: policy.fileSize,
    version: policy.source === "document" && documentVersion !== null ? documentVersion : policy.version,
    ackFromVersion: policy.ackFromVersion,
    assigned: Number(assigned),
    createdAt: policy.createdAt.toISOString(),
    updatedAt: policy.updatedAt.toISOString(),
  };
}

/** One live policy as a list item, or 404. */
export async function policyItem(executor: Executor, companyId: string, id: string): Promise<PolicyItem> {
  if (!looksLikeId(id)) throw notFound();
  const [row] = await selectItems(executor, companyId, eq(staffPolicies.id, id));
  if (!row) throw notFound();
  return toItem(row);
}

/** The stored version row of a written or uploaded policy. */
export async function policyVersionRow(
  executor: Executor,
  companyId: string,
  policyId: string,
  version: number,
) {
  const [row] = await executor
    .select()
    .from(staffPolicyVersions)
    .where(
      ofCompany(
        staffPolicyVersions,
        companyId,
        eq(staffPolicyVersions.policyId, policyId),
        eq(staffPolicyVersions.version, version),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The wording and its hash a `document` policy reads now: its document's current version. */
async function documentWording(executor: Executor, companyId: string, documentId: string | null) {
  if (!documentId) return { content: "", contentHash: "" };
  const [row] = await executor
    .select({ content: companyDocuments.content, contentHash: documentVersions.contentHash })
    .from(companyDocuments)
    .leftJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, companyDocuments.id),
        eq(documentVersions.version, companyDocuments.version),
        eq(documentVersions.companyId, companyId),
      ),
    )
    .where(ofCompany(companyDocuments, companyId, eq(companyDocuments.id, documentId)));
  return { content: row?.content ?? "", contentHash: row?.contentHash ?? "" };
}

/** The most recent versions shown with a policy. */
const versionsShown = 50;

/** A live policy with its current wording and its versions (newest first); or 404. */
export async function policyDetail(executor: Executor, companyId: string, id: string): Promise<PolicyDetail> {
  const item = await policyItem(executor, companyId, id);
  if (item.source === "document") {
    return { ...item, ...(await documentWording(executor, companyId, item.fileId)), versions: [] };
  }
  const versions = await executor
    .select({
      version: staffPolicyVersions.version,
      major: staffPolicyVersions.major,
      contentHash: staffPolicyVersions.contentHash,
      content: staffPolicyVersions.content,
      createdAt: staffPolicyVersions.createdAt,
      createdByName: sql<string>`coalesce(${personName(users)}, '')`,
    })
    .from(staffPolicyVersions)
    .leftJoin(users, eq(users.id, staffPolicyVersions.createdBy))
    .where(ofCompany(staffPolicyVersions, companyId, eq(staffPolicyVersions.policyId, item._id)))
    .orderBy(desc(staffPolicyVersions.version))
    .limit(versionsShown);
  const current = versions.find((row) => row.version === item.version);
  return {
    ...item,
    content: current?.content ?? "",
    contentHash: current?.contentHash ?? "",
    versions: versions.map(({ content: _content, createdAt, createdByName, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      createdByName: createdByName ?? "",
    })),
  };
}
