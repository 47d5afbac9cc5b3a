import { type CourseMatrixRow, courseStatusOf, ukToday } from "@cloudoc/contract";
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { users } from "../accounts/tables";
import { employeeProfiles } from "../employees/tables";
import { companyCourses, courseAssignments, courses } from "./tables";

export interface MatrixQuery {
  skip: number;
  limit: number;
  search: string;
}

/** Active employees of the company, matching the search on name or e-mail. */
function employeesOf(companyId: string, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ofCompany(
    users,
    companyId,
    eq(users.role, "employee"),
    eq(employeeProfiles.companyId, companyId),
    isNull(employeeProfiles.deactivatedAt),
    search
      ? or(ilike(users.email, like), ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, like))
      : undefined,
  );
}

/**
 * GET /user/course/matrix: a page of active employees (by last name) against the courses the
 * company has bought; each cell not assigned (null), not started, in progress, passed (with the
 * date) or overdue, by the contract's `courseStatusOf`. Three statements, never one per cell.
 */
export async function courseMatrix(db: Database, companyId: string, query: MatrixQuery) {
  const [owned, people, [counted]] = await Promise.all([
    db
      .select({ _id: courses.id, title: courses.title })
      .from(companyCourses)
      .innerJoin(courses, eq(courses.id, companyCourses.courseId))
      .where(ofCompany(companyCourses, companyId))
      .orderBy(asc(courses.position), asc(courses.title)),
    db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
      .from(users)
      .innerJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
      .where(employeesOf(companyId, query.search))
      .orderBy(sql`lower(${users.lastname})`, sql`lower(${users.firstname})`, asc(users.email), asc(users.id))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
      .where(employeesOf(companyId, query.search)),
  ]);
  const assignments =
    people.length === 0
      ? []
      : await db
          .select()
          .from(courseAssignments)
          .where(
            ofCompany(
              courseAssignments,
              companyId,
              and(
                inArray(
                  courseAssignments.userId,
                  people.map((p) => p.id),
                ),
              ),
            ),
          );
  const cellOf = new Map(assignments.map((a) => [`${a.userId}/${a.courseId}`, a]));
  const today = ukToday();
  const list: CourseMatrixRow[] = people.map((person) => ({
    userId: person.id,
    name: [person.firstname, person.lastname].filter(Boolean).join(" ") || person.email,
    email: person.email,
    cells: owned.map((course) => {
      const a = cellOf.get(`${person.id}/${course._id}`);
      if (!a) return { courseId: course._id, status: null, dueDate: null, passedAt: null };
      const facts = {
        startedAt: a.startedAt?.toISOString() ?? null,
        passedAt: a.passedAt?.toISOString() ?? null,
        dueDate: a.dueDate,
      };
      return {
        courseId: course._id,
        status: courseStatusOf(facts, today),
        dueDate: a.dueDate,
        passedAt: facts.passedAt,
      };
    }),
  }));
  return { courses: owned, list, total: counted?.n ?? 0 };
}
