import { courseStatusOf, type EmployeeCourse, ukToday } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { looksLikeId } from "../documents/queries";
import { courseAssignments, courses } from "./tables";

const assignedColumns = { assignment: courseAssignments, course: courses };

export type AssignedCourse = {
  assignment: typeof courseAssignments.$inferSelect;
  course: typeof courses.$inferSelect;
};

/** The employee's own assignments (one, when `id` is given). */
export function assignedTo(executor: Executor, actor: CompanyActor, id?: string) {
  return executor
    .select(assignedColumns)
    .from(courseAssignments)
    .innerJoin(courses, eq(courses.id, courseAssignments.courseId))
    .where(
      ofCompany(
        courseAssignments,
        actor.companyId,
        eq(courseAssignments.userId, actor.userId),
        id === undefined ? undefined : eq(courseAssignments.id, id),
      ),
    )
    .orderBy(asc(courseAssignments.dueDate), asc(courses.title));
}

/** One of the employee's own assignments, else 404 (another employee's or company's alike). */
export async function ownAssignment(
  executor: Executor,
  actor: CompanyActor,
  id: string,
): Promise<AssignedCourse> {
  if (!looksLikeId(id)) throw notFound();
  const [row] = await assignedTo(executor, actor, id);
  if (!row) throw notFound();
  return row;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function employeeCourse({ assignment, course }: AssignedCourse): EmployeeCourse {
  const facts = {
    startedAt: iso(assignment.startedAt),
    passedAt: iso(assignment.passedAt),
    dueDate: assignment.dueDate,
  };
  return {
    _id: assignment.id,
    courseId: course.id,
    title: course.title,
    summary: course.summary,
    minutes: course.minutes,
    ...facts,
    status: courseStatusOf(facts, ukToday()),
    certificateId: assignment.passedAttemptId,
  };
}
