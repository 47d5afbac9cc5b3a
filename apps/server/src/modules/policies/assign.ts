import { daysBetween, dueDateProblem, policyMessages, ukToday } from "@cloudoc/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { looksLikeId } from "../documents/queries";
import { employeeGroups, employeeProfiles } from "../employees/tables";
import { assignToGroupMembers } from "./group-assignments";
import { findPolicy, livePolicies } from "./queries";
import { groupPolicyAssignments, policyAssignments, staffPolicies } from "./tables";

export interface Assignment {
  selectedDocuments: string[];
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** A due date in the past (UK today) or more than five years ahead is refused. */
export function checkDueDate(dueDate: string) {
  const problem = dueDateProblem(dueDate, ukToday());
  if (!problem) return;
  const message = problem === "past" ? policyMessages.dueDatePast : policyMessages.dueDateTooFar;
  throw badRequest(message, [{ field: "dueDate", message }]);
}

/** The selected policies: every one a live policy of the company, else 404. */
async function selectedPolicies(executor: Executor, companyId: string, ids: string[]) {
  if (!ids.every(looksLikeId)) throw notFound();
  const rows = await executor
    .select({ id: staffPolicies.id })
    .from(staffPolicies)
    .where(livePolicies(companyId, inArray(staffPolicies.id, ids)));
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows.map((row) => row.id);
}

/** An active employee of the company (not deactivated), else 404. */
async function activeEmployee(executor: Executor, companyId: string, userId: string) {
  if (!looksLikeId(userId)) throw notFound();
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(
      ofCompany(
        users,
        companyId,
        eq(users.id, userId),
        eq(users.role, "employee"),
        eq(employeeProfiles.companyId, companyId),
        isNull(employeeProfiles.deactivatedAt),
      ),
    );
  if (!row) throw notFound();
  return row.id;
}

/**
 * POST /user/group/policy/assign: the selected policies to a group with a due date. The group
 * keeps them (with the days it gave, for joiners) and every active member gets each one, in two
 * set-based statements.
 */
export async function assignToGroup(
  db: Database,
  actor: CompanyActor,
  request: Assignment & { groupId: string },
) {
  checkDueDate(request.dueDate);
  return db.transaction(async (tx) => {
    if (!looksLikeId(request.groupId)) throw notFound();
    const [group] = await tx
      .select({ id: employeeGroups.id })
      .from(employeeGroups)
      .where(ofCompany(employeeGroups, actor.companyId, eq(employeeGroups.id, request.groupId)));
    if (!group) throw notFound();
    const policyIds = await selectedPolicies(tx, actor.companyId, request.selectedDocuments);
    const dueDays = daysBetween(ukToday(), request.dueDate);
    await tx
      .insert(groupPolicyAssignments)
      .values(
        policyIds.map((policyId) => ({
          companyId: actor.companyId,
          groupId: group.id,
          policyId,
          dueDate: request.dueDate,
          dueDays,
          assignedBy: actor.userId,
        })),
      )
      // The group's latest choice is what joiners get from now on.
      .onConflictDoUpdate({
        target: [groupPolicyAssignments.groupId, groupPolicyAssignments.policyId],
        set: { dueDate: request.dueDate, dueDays, assignedBy: actor.userId, assignedAt: sql`now()` },
      });
    const assigned = await assignToGroupMembers(tx, actor.companyId, group.id, policyIds, actor.userId);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "policy.assigned",
      entityType: "employee_group",
      entityId: group.id,
      detail: { policyIds, dueDate: request.dueDate, assigned },
    });
    return { policyIds, dueDate: request.dueDate, assigned };
  });
}

/** POST /employee/assign/policy: the selected policies to one employee (`userId`) with a due date. */
export async function assignToEmployee(
  db: Database,
  actor: CompanyActor,
  request: Assignment & { userId: string },
) {
  checkDueDate(request.dueDate);
  return db.transaction(async (tx) => {
    const employeeId = await activeEmployee(tx, actor.companyId, request.userId);
    const policyIds = await selectedPolicies(tx, actor.companyId, request.selectedDocuments);
    const written = await tx
      .insert(policyAssignments)
      .values(
        policyIds.map((policyId) => ({
          companyId: actor.companyId,
          policyId,
          userId: employeeId,
          dueDate: request.dueDate,
          assignedBy: actor.userId,
        })),
      )
      // Assigned already: the earlier due date stays (decision 021).
      .onConflictDoUpdate({
        target: [policyAssignments.policyId, policyAssignments.userId],
        set: { dueDate: sql`excluded.due_date` },
        setWhere: sql`excluded.due_date < ${policyAssignments.dueDate}`,
      })
      .returning({ id: policyAssignments.id });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "policy.assigned",
      entityType: "employee",
      entityId: employeeId,
      detail: { policyIds, dueDate: request.dueDate, assigned: written.length },
    });
    return { policyIds, dueDate: request.dueDate, assigned: written.length };
  });
}

/**
 * POST /user/employee/policy/delete/documents: takes a policy (`fileId`) off an employee's (`uId`)
 * assignments. Their acknowledgements stay: evidence is never removed.
 */
export async function removeAssignment(
  db: Database,
  actor: CompanyActor,
  request: { fileId: string; uId: string },
) {
  return db.transaction(async (tx) => {
    const policy = await findPolicy(tx, actor.companyId, request.fileId);
    if (!looksLikeId(request.uId)) throw notFound();
    const removed = await tx
      .delete(policyAssignments)
      .where(
        ofCompany(
          policyAssignments,
          actor.companyId,
          and(eq(policyAssignments.policyId, policy.id), eq(policyAssignments.userId, request.uId)),
        ),
      )
      .returning({ id: policyAssignments.id });
    if (removed.length === 0) throw notFound();
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "policy.unassigned",
      entityType: "employee",
      entityId: request.uId,
      detail: { policyId: policy.id },
    });
    return { id: policy.id };
  });
}
