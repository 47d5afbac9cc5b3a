import { courseMessages } from "@cloudoc/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { looksLikeId } from "../documents/queries";
import { employeeGroupMembers, employeeGroups, employeeProfiles } from "../employees/tables";
import { checkDueDate } from "../policies/assign";
import { ownedCourse } from "./catalogue";
import { courseAssignments } from "./tables";

export interface CourseAssignment {
  courseId: string;
  employeeIds: string[];
  groupIds: string[];
  /** YYYY-MM-DD. */
  dueDate: string;
}

const active = (companyId: string) =>
  and(eq(employeeProfiles.companyId, companyId), isNull(employeeProfiles.deactivatedAt));

/** The employees named, every one an active employee of the company, else 404. */
async function namedEmployees(executor: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  if (!ids.every(looksLikeId)) throw notFound();
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(
      ofCompany(users, companyId, inArray(users.id, ids), eq(users.role, "employee"), active(companyId)),
    );
  if (rows.length !== ids.length) throw notFound();
  return rows.map((row) => row.id);
}

/** The active members of the groups named, every group the company's, else 404. */
async function groupMembers(executor: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  if (!ids.every(looksLikeId)) throw notFound();
  const groups = await executor
    .select({ id: employeeGroups.id })
    .from(employeeGroups)
    .where(ofCompany(employeeGroups, companyId, inArray(employeeGroups.id, ids)));
  if (groups.length !== ids.length) throw notFound();
  const rows = await executor
    .select({ id: employeeGroupMembers.userId })
    .from(employeeGroupMembers)
    .innerJoin(employeeProfiles, eq(employeeProfiles.userId, employeeGroupMembers.userId))
    .where(
      ofCompany(
        employeeGroupMembers,
        companyId,
        inArray(employeeGroupMembers.groupId, ids),
        active(companyId),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * POST /user/course/assign: a bought course to employees and to the active members of groups,
 * due by a date. As with staff policies (decision 021), assigning again never gives anyone more
 * time: the earlier due date stays, and a course already passed stays passed.
 */
export async function assignCourse(db: Database, actor: CompanyActor, request: CourseAssignment) {
  checkDueDate(request.dueDate);
  if (request.employeeIds.length === 0 && request.groupIds.length === 0) {
    throw badRequest(courseMessages.selectPeople, [
      { field: "employeeIds", message: courseMessages.selectPeople },
    ]);
  }
  return db.transaction(async (tx) => {
    const course = await ownedCourse(tx, actor.companyId, request.courseId);
    const people = new Set([
      ...(await namedEmployees(tx, actor.companyId, request.employeeIds)),
      ...(await groupMembers(tx, actor.companyId, request.groupIds)),
    ]);
    const written =
      people.size === 0
        ? []
        : await tx
            .insert(courseAssignments)
            .values(
              [...people].map((userId) => ({
                companyId: actor.companyId,
                courseId: course.id,
                userId,
                dueDate: request.dueDate,
                assignedBy: actor.userId,
              })),
            )
            .onConflictDoUpdate({
              target: [courseAssignments.courseId, courseAssignments.userId],
              set: { dueDate: sql`excluded.due_date` },
              setWhere: sql`excluded.due_date < ${courseAssignments.dueDate}`,
            })
            .returning({ id: courseAssignments.id });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "course.assigned",
      entityType: "course",
      entityId: course.id,
      detail: {
        employeeIds: request.employeeIds,
        groupIds: request.groupIds,
        dueDate: request.dueDate,
        assigned: written.length,
      },
    });
    return { courseId: course.id, dueDate: request.dueDate, assigned: written.length };
  });
}
