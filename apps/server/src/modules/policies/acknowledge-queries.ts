import type { Acknowledgement } from "@cloudoc/contract";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { looksLikeId } from "../documents/queries";
import { policyAcknowledgements, staffPolicies } from "./tables";

/** The acknowledgements (evidence rows) with the policy and the employee they name. */

const columns = {
  id: policyAcknowledgements.id,
  policyId: policyAcknowledgements.policyId,
  policyName: staffPolicies.name,
  policyNumber: staffPolicies.policyNumber,
  ackFromVersion: staffPolicies.ackFromVersion,
  userId: policyAcknowledgements.userId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  version: policyAcknowledgements.version,
  contentHash: policyAcknowledgements.contentHash,
  typedName: policyAcknowledgements.typedName,
  quizScore: policyAcknowledgements.quizScore,
  quizTotal: policyAcknowledgements.quizTotal,
  ip: policyAcknowledgements.ip,
  userAgent: policyAcknowledgements.userAgent,
  acknowledgedAt: policyAcknowledgements.acknowledgedAt,
};

function selectAcknowledgements(executor: Executor, companyId: string, ...conditions: SQL[]) {
  return executor
    .select(columns)
    .from(policyAcknowledgements)
    .innerJoin(
      staffPolicies,
      and(
        eq(staffPolicies.id, policyAcknowledgements.policyId),
        eq(staffPolicies.companyId, policyAcknowledgements.companyId),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.id, policyAcknowledgements.userId), eq(users.companyId, policyAcknowledgements.companyId)),
    )
    .where(ofCompany(policyAcknowledgements, companyId, ...conditions));
}

type Row = Awaited<ReturnType<typeof selectAcknowledgements>>[number];

export function toAcknowledgement(row: Row): Acknowledgement {
  return {
    _id: row.id,
    policyId: row.policyId,
    policyName: row.policyName,
    policyNumber: row.policyNumber,
    userId: row.userId,
    employeeName: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    version: row.version,
    contentHash: row.contentHash,
    typedName: row.typedName,
    quizScore: row.quizScore,
    quizTotal: row.quizTotal,
    ip: row.ip,
    userAgent: row.userAgent,
    acknowledgedAt: row.acknowledgedAt.toISOString(),
    current: row.version >= row.ackFromVersion,
  };
}

/** One acknowledgement of the company, or 404. */
export async function acknowledgementById(executor: Executor, companyId: string, id: string) {
  if (!looksLikeId(id)) throw notFound();
  const [row] = await selectAcknowledgements(executor, companyId, eq(policyAcknowledgements.id, id));
  if (!row) throw notFound();
  return toAcknowledgement(row);
}

/** A policy's acknowledgements (of one employee when `userId` is given), newest first. */
export async function acknowledgementsOf(
  executor: Executor,
  companyId: string,
  filter: { policyId: string; userId?: string },
  page?: { skip: number; limit: number },
) {
  const conditions = [
    eq(policyAcknowledgements.policyId, filter.policyId),
    ...(filter.userId ? [eq(policyAcknowledgements.userId, filter.userId)] : []),
  ];
  const query = selectAcknowledgements(executor, companyId, ...conditions).orderBy(
    desc(policyAcknowledgements.acknowledgedAt),
    desc(policyAcknowledgements.id),
  );
  const rows = page ? await query.limit(page.limit).offset(page.skip) : await query;
  const [total] = await executor
    .select({ n: count() })
    .from(policyAcknowledgements)
    .where(ofCompany(policyAcknowledgements, companyId, ...conditions));
  return { list: rows.map(toAcknowledgement), total: Number(total?.n ?? 0) };
}

/** The employee's acknowledgement of exactly this version and content, if they made one. */
export async function sameAcknowledgement(
  executor: Executor,
  companyId: string,
  what: { userId: string; policyId: string; version: number; contentHash: string },
) {
  const [row] = await executor
    .select({ id: policyAcknowledgements.id })
    .from(policyAcknowledgements)
    .where(
      ofCompany(
        policyAcknowledgements,
        companyId,
        eq(policyAcknowledgements.userId, what.userId),
        eq(policyAcknowledgements.policyId, what.policyId),
        eq(policyAcknowledgements.version, what.version),
        eq(policyAcknowledgements.contentHash, what.contentHash),
      ),
    )
    .orderBy(sql`${policyAcknowledgements.acknowledgedAt}`)
    .limit(1);
  return row?.id ?? null;
}
