import { matrixStatusOf, shownDate, ukToday } from "@cloudoc/contract";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { looksLikeId } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { employeeProfiles } from "../employees/tables";
import type { OutstandingEmployee } from "./evidence-html";
import { matrixStatusLabels } from "./matrix-labels";
import { currentVersionSql } from "./reading-queries";
import { policyAssignments, staffPolicies } from "./tables";

/** A policy of the company for its evidence (a deleted one still has its evidence), or 404. */
export async function packPolicy(executor: Executor, companyId: string, policyId: string) {
  if (!looksLikeId(policyId)) throw notFound();
  const [policy] = await executor
    .select({
      id: staffPolicies.id,
      name: staffPolicies.name,
      policyNumber: staffPolicies.policyNumber,
      version: currentVersionSql,
      ackFromVersion: staffPolicies.ackFromVersion,
    })
    .from(staffPolicies)
    .leftJoin(
      companyDocuments,
      and(
        eq(companyDocuments.id, staffPolicies.documentId),
        eq(companyDocuments.companyId, staffPolicies.companyId),
      ),
    )
    .where(ofCompany(staffPolicies, companyId, eq(staffPolicies.id, policyId)));
  if (!policy) throw notFound();
  return { ...policy, version: Number(policy.version) };
}

/** The active employees assigned the policy whose acknowledgement does not count (yet, or any more). */
export async function outstandingFor(
  executor: Executor,
  companyId: string,
  policy: { id: string; ackFromVersion: number },
): Promise<OutstandingEmployee[]> {
  const lastAck = sql<number | null>`(select max(a.version) from policy_acknowledgements a
    where a.company_id = ${policyAssignments.companyId} and a.policy_id = ${policyAssignments.policyId}
      and a.user_id = ${policyAssignments.userId})`;
  const rows = await executor
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      dueDate: policyAssignments.dueDate,
      readAt: policyAssignments.readAt,
      lastAck,
    })
    .from(policyAssignments)
    .innerJoin(
      users,
      and(eq(users.id, policyAssignments.userId), eq(users.companyId, policyAssignments.companyId)),
    )
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(
      ofCompany(
        policyAssignments,
        companyId,
        eq(policyAssignments.policyId, policy.id),
        isNull(employeeProfiles.deactivatedAt),
        sql`coalesce(${lastAck}, 0) < ${policy.ackFromVersion}`,
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.email));
  const today = ukToday();
  return rows.map((row) => ({
    name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    dueDate: shownDate(row.dueDate),
    status:
      matrixStatusLabels[
        matrixStatusOf({
          assigned: true,
          read: row.readAt !== null,
          dueDate: row.dueDate,
          today,
          lastAcknowledgedVersion: row.lastAck === null ? null : Number(row.lastAck),
          ackFromVersion: policy.ackFromVersion,
        })
      ],
  }));
}
