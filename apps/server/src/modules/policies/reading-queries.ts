import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { looksLikeId } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { policyAssignments, staffPolicies } from "./tables";

/**
 * The SQL every reading, quiz, acknowledgement and matrix query shares: which policies employees
 * read, the version they read now, and where their acknowledgements stand.
 */

/**
 * A policy employees read: not deleted, active (status 1), not hidden, and for a `document` one,
 * its document still there (a document in the bin takes the policy out of the employees' lists).
 */
export const readablePolicy = and(
  isNull(staffPolicies.deletedAt),
  eq(staffPolicies.status, 1),
  eq(staffPolicies.hidden, false),
  or(
    sql`${staffPolicies.source} <> 'document'`,
    sql`${companyDocuments.deletedAt} is null and ${companyDocuments.id} is not null`,
  ),
) as SQL;

/** The version employees read now: the document's own for a `document` policy. */
export const currentVersionSql = sql<number>`(case when ${staffPolicies.source} = 'document' then coalesce(${companyDocuments.version}, ${staffPolicies.version}) else ${staffPolicies.version} end)`;

/** The highest version the assignment's employee acknowledged, or null. */
const lastAcknowledgedSql = sql<number | null>`(select max(a.version) from policy_acknowledgements a
  where a.company_id = ${policyAssignments.companyId} and a.policy_id = ${policyAssignments.policyId}
    and a.user_id = ${policyAssignments.userId})`;

/** When the employee last acknowledged (any version), or null. */
const lastAcknowledgedAtSql = sql<
  Date | string | null
>`(select max(a.acknowledged_at) from policy_acknowledgements a
  where a.company_id = ${policyAssignments.companyId} and a.policy_id = ${policyAssignments.policyId}
    and a.user_id = ${policyAssignments.userId})`;

/** The employee's latest acknowledgement of the policy (for its certificate), or null. */
const lastAcknowledgementIdSql = sql<string | null>`(select a.id from policy_acknowledgements a
  where a.company_id = ${policyAssignments.companyId} and a.policy_id = ${policyAssignments.policyId}
    and a.user_id = ${policyAssignments.userId}
  order by a.acknowledged_at desc, a.id desc limit 1)`;

/**
 * A quiz is asked when the policy's document has a question marked testRequired and at least one
 * question with right answers to check (free-text questions have none, so they are not asked).
 */
export const testRequiredSql = sql<boolean>`(${staffPolicies.source} = 'document' and exists (
    select 1 from document_questions q where q.company_id = ${staffPolicies.companyId}
      and q.document_id = ${staffPolicies.documentId} and q.test_required)
  and exists (select 1 from document_questions q where q.company_id = ${staffPolicies.companyId}
      and q.document_id = ${staffPolicies.documentId} and q.type in ('single', 'multiple')))`;

const assignedColumns = {
  assignmentId: policyAssignments.id,
  policyId: staffPolicies.id,
  userId: policyAssignments.userId,
  name: staffPolicies.name,
  policyNumber: staffPolicies.policyNumber,
  source: staffPolicies.source,
  documentId: staffPolicies.documentId,
  policyVersion: staffPolicies.version,
  storageKey: staffPolicies.storageKey,
  fileName: staffPolicies.fileName,
  version: currentVersionSql,
  ackFromVersion: staffPolicies.ackFromVersion,
  dueDate: policyAssignments.dueDate,
  readAt: policyAssignments.readAt,
  lastAcknowledgedVersion: lastAcknowledgedSql,
  lastAcknowledgedAt: lastAcknowledgedAtSql,
  lastAcknowledgementId: lastAcknowledgementIdSql,
  testRequired: testRequiredSql,
};

/** The assigned, readable policies of one employee, with where each stands. */
export function selectAssigned(executor: Executor, companyId: string, userId: string, ...more: SQL[]) {
  return executor
    .select(assignedColumns)
    .from(policyAssignments)
    .innerJoin(
      staffPolicies,
      and(
        eq(staffPolicies.id, policyAssignments.policyId),
        eq(staffPolicies.companyId, policyAssignments.companyId),
      ),
    )
    .leftJoin(
      companyDocuments,
      and(
        eq(companyDocuments.id, staffPolicies.documentId),
        eq(companyDocuments.companyId, staffPolicies.companyId),
      ),
    )
    .where(
      ofCompany(policyAssignments, companyId, eq(policyAssignments.userId, userId), readablePolicy, ...more),
    );
}

type SelectedRow = Awaited<ReturnType<typeof selectAssigned>>[number];
/** An assigned policy with its subqueries' values as numbers, dates and booleans. */
export type AssignedRow = Omit<SelectedRow, "lastAcknowledgedAt"> & { lastAcknowledgedAt: Date | null };

/** One policy assigned to this employee that they may read now, or 404 (anyone else's answers the same). */
export async function findAssigned(executor: Executor, companyId: string, userId: string, policyId: string) {
  if (!looksLikeId(policyId)) throw notFound();
  const [row] = await selectAssigned(executor, companyId, userId, eq(policyAssignments.policyId, policyId));
  if (!row) throw notFound();
  return normalised(row);
}

/** Numbers and dates as JavaScript has them (a subquery's value comes back as text on some drivers). */
export function normalised(row: SelectedRow): AssignedRow {
  const last = row.lastAcknowledgedVersion;
  const at = row.lastAcknowledgedAt;
  return {
    ...row,
    version: Number(row.version),
    lastAcknowledgedVersion: last === null || last === undefined ? null : Number(last),
    lastAcknowledgedAt: at === null || at === undefined ? null : new Date(at),
    testRequired: row.testRequired === true || String(row.testRequired) === "true",
  };
}
