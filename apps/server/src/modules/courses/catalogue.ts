import { courseDefinitions } from "@cloudoc/content";
import { type CourseCard, courseMessages, toPounds } from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { looksLikeId } from "../documents/queries";
import { companyCourses, courseAssignments, courses } from "./tables";

export type Course = typeof courses.$inferSelect;

/**
 * Writes the courses of `content/courses` into `courses` (at every start-up and in tests): new
 * ones are added and changed ones updated by slug, in one statement.
 */
export async function loadCourses(db: Executor) {
  await db
    .insert(courses)
    .values(
      courseDefinitions.map((course, position) => ({
        slug: course.slug,
        title: course.title,
        summary: course.summary,
        minutes: course.minutes,
        pricePence: course.pricePence,
        lessons: course.lessons.map((lesson) => ({
          title: lesson.title,
          html: sanitiseDocumentHtml(lesson.html),
        })),
        questions: course.questions.map((q) => ({
          question: q.question,
          options: [...q.options],
          answer: q.answer,
        })),
        passMarkPercent: course.passMarkPercent,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: courses.slug,
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        minutes: sql`excluded.minutes`,
        pricePence: sql`excluded.price_pence`,
        lessons: sql`excluded.lessons`,
        questions: sql`excluded.questions`,
        passMarkPercent: sql`excluded.pass_mark_percent`,
        position: sql`excluded.position`,
        updatedAt: sql`now()`,
      },
    });
}

export const courseCard = (course: Course): CourseCard => ({
  _id: course.id,
  slug: course.slug,
  title: course.title,
  summary: course.summary,
  minutes: course.minutes,
  price: toPounds(course.pricePence),
  lessons: course.lessons.map((lesson) => lesson.title),
  questions: course.questions.length,
  passMarkPercent: course.passMarkPercent,
});

const allCourses = (db: Executor) =>
  db.select().from(courses).orderBy(asc(courses.position), asc(courses.title));

/** GET /course/list: the courses on sale. */
export async function publicCourses(db: Database) {
  return (await allCourses(db)).map(courseCard);
}

/** GET /user/course/list: every course, whether the company has it, and its staff's progress. */
export async function companyCourseList(db: Database, companyId: string) {
  const [list, owned, progress] = await Promise.all([
    allCourses(db),
    ownedCourseIds(db, companyId),
    db
      .select({
        courseId: courseAssignments.courseId,
        assigned: count(),
        passed: count(courseAssignments.passedAt),
      })
      .from(courseAssignments)
      .where(ofCompany(courseAssignments, companyId))
      .groupBy(courseAssignments.courseId),
  ]);
  const byCourse = new Map(progress.map((row) => [row.courseId, row]));
  return list.map((course) => ({
    ...courseCard(course),
    owned: owned.has(course.id),
    assigned: byCourse.get(course.id)?.assigned ?? 0,
    passed: byCourse.get(course.id)?.passed ?? 0,
  }));
}

/** The ids of the courses the company has bought (of `among`, when given). */
export async function ownedCourseIds(db: Executor, companyId: string, among?: string[]) {
  const rows = await db
    .select({ courseId: companyCourses.courseId })
    .from(companyCourses)
    .where(ofCompany(companyCourses, companyId, among ? inArray(companyCourses.courseId, among) : undefined));
  return new Set(rows.map((row) => row.courseId));
}

/** The courses named, every one of them on sale, else 404. */
export async function coursesNamed(db: Executor, ids: string[]) {
  if (!ids.every(looksLikeId)) throw notFound();
  const rows = await db.select().from(courses).where(inArray(courses.id, ids));
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

/** A course the company has bought, else 404: another company's purchase is not this one's. */
export async function ownedCourse(db: Executor, companyId: string, courseId: string) {
  if (!looksLikeId(courseId)) throw notFound();
  const [row] = await db
    .select({ course: courses })
    .from(courses)
    .innerJoin(companyCourses, eq(companyCourses.courseId, courses.id))
    .where(ofCompany(companyCourses, companyId, eq(courses.id, courseId)));
  if (!row) throw notFound(courseMessages.notOwned);
  return row.course;
}
