import {
  type AssignedPolicy,
  acknowledgementState,
  isOverdue,
  type PolicyReading,
  routes,
  ukToday,
} from "@cloudoc/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { EmployeeActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { forbidden, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { users } from "../accounts/tables";
import { syncMajorChanges } from "./document-policies";
import { quizFor } from "./quiz";
import { servedContent } from "./reading-content";
import { type AssignedRow, findAssigned, normalised, selectAssigned } from "./reading-queries";
import { policyAssignments } from "./tables";

/** One assigned policy as the employee's list shows it. */
export function assignedPolicyOf(row: AssignedRow, today = ukToday()): AssignedPolicy {
  const state = acknowledgementState(row.lastAcknowledgedVersion, row.ackFromVersion);
  const acknowledged = state === "current";
  return {
    _id: row.policyId,
    assignmentId: row.assignmentId,
    name: row.name,
    policyNumber: row.policyNumber,
    source: row.source,
    version: row.version,
    dueDate: row.dueDate,
    overdue: isOverdue(row.dueDate, today, acknowledged),
    status: row.readAt ? 1 : 0,
    readAt: row.readAt?.toISOString() ?? null,
    acknowledged,
    acknowledgedAt: row.lastAcknowledgedAt?.toISOString() ?? null,
    acknowledgedVersion: row.lastAcknowledgedVersion,
    acknowledgementId: row.lastAcknowledgementId ?? null,
    needsReacknowledgement: state === "reacknowledge",
    testRequired: row.testRequired,
  };
}

/**
 * GET /user/employee/policies: the employee's own policies, unread first, then by due date and
 * name. `id` is the employee's own id or nothing: it names whose list, and only one is allowed.
 */
export async function employeePolicies(
  db: Database,
  actor: EmployeeActor,
  input: { id?: string; skip: number; limit: number },
) {
  if (input.id !== undefined && input.id !== actor.userId) throw forbidden();
  await syncMajorChanges(db, actor.companyId);
  // One employee's assignments are few (tens, a few hundred at most): sorted here, then paged.
  const today = ukToday();
  const all = (await selectAssigned(db, actor.companyId, actor.userId)).map((row) =>
    assignedPolicyOf(normalised(row), today),
  );
  all.sort(byReadingOrder);
  return { list: all.slice(input.skip, input.skip + input.limit), total: all.length };
}

/** Unread first, then the earliest due date, then by name. */
function byReadingOrder(a: AssignedPolicy, b: AssignedPolicy) {
  return (
    a.status - b.status ||
    a.dueDate.localeCompare(b.dueDate) ||
    a.name.localeCompare(b.name, "en-GB", { sensitivity: "base" }) ||
    a._id.localeCompare(b._id)
  );
}

/** The name the employee types to acknowledge. */
async function employeeName(db: Database, actor: EmployeeActor) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(ofCompany(users, actor.companyId, eq(users.id, actor.userId)));
  if (!row) throw notFound();
  return `${row.firstname} ${row.lastname}`.trim();
}

/**
 * GET /user/employee/policy/view: the policy as the employee reads it now, what they must send
 * back to acknowledge it (version, contentHash), and the quiz without its answers.
 */
export async function readPolicy(
  platform: Platform,
  actor: EmployeeActor,
  policyId: string,
): Promise<PolicyReading> {
  const { db, storage } = platform;
  // Major library changes taken since are applied first: nobody reads an outdated acknowledgement state.
  await syncMajorChanges(db, actor.companyId);
  const row = await findAssigned(db, actor.companyId, actor.userId, policyId);
  const served = await servedContent({ db, storage }, actor.companyId, row);
  const current = { ...row, version: served.version };
  const [quiz, name] = await Promise.all([
    quizFor(db, actor.companyId, current, served.version),
    employeeName(db, actor),
  ]);
  return {
    ...assignedPolicyOf(current),
    content: served.content,
    contentHash: served.contentHash,
    pdf: served.pdf
      ? { fileId: row.policyId, fileName: served.pdf.fileName, path: `/api${routes.viewPolicyPdf.path}` }
      : null,
    quiz,
    employeeName: name,
  };
}

/** POST /user/view/policies: the first time the employee opens an assigned policy (later opens change nothing). */
export async function recordRead(db: Database, actor: EmployeeActor, policyId: string) {
  const row = await findAssigned(db, actor.companyId, actor.userId, policyId);
  if (row.readAt) return { _id: row.policyId, readAt: row.readAt.toISOString() };
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(policyAssignments)
      .set({ readAt: sql`now()` })
      .where(
        ofCompany(
          policyAssignments,
          actor.companyId,
          and(eq(policyAssignments.id, row.assignmentId), isNull(policyAssignments.readAt)),
        ),
      )
      .returning({ readAt: policyAssignments.readAt });
    // Opened twice at once: the other request recorded it first.
    if (!updated?.readAt) return { _id: row.policyId, readAt: new Date().toISOString() };
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      ip: actor.origin.ip,
      userAgent: actor.origin.userAgent,
      action: "policy.read",
      entityType: "staff_policy",
      entityId: row.policyId,
      detail: { version: row.version },
    });
    return { _id: row.policyId, readAt: updated.readAt.toISOString() };
  });
}

/** assignedpolicyDocuments of the employee's profile (spec 000 §3): each readable policy, 0 unread or 1 read. */
export async function assignedPolicyStatuses(db: Database, companyId: string, userId: string) {
  await syncMajorChanges(db, companyId);
  const rows = await selectAssigned(db, companyId, userId);
  return rows.map((row) => ({ _id: row.policyId, status: row.readAt ? 1 : 0 }));
}
