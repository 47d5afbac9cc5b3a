import { type CourseQuizResult, courseMessages, requiredToPass } from "@cloudoc/contract";
import { count, eq, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { type AssignedCourse, assignedTo, employeeCourse, ownAssignment } from "./employee-queries";
import { courseAssignments, courseAttempts } from "./tables";

/** GET /user/employee/courses: what is still to do first, then by due date. */
export async function employeeCourses(db: Database, actor: CompanyActor) {
  const list = (await assignedTo(db, actor)).map(employeeCourse);
  return [
    ...list.filter((item) => item.status !== "passed"),
    ...list.filter((item) => item.status === "passed"),
  ];
}

/** GET /user/employee/course/view: the lessons and the quiz, never its answers. */
export async function viewCourse(db: Database, actor: CompanyActor, id: string) {
  const row = await ownAssignment(db, actor, id);
  const [attempts] = await db
    .select({ n: count() })
    .from(courseAttempts)
    .where(ofCompany(courseAttempts, actor.companyId, eq(courseAttempts.assignmentId, row.assignment.id)));
  const { course } = row;
  return {
    ...employeeCourse(row),
    lessons: course.lessons,
    questions: course.questions.map(({ question, options }) => ({ question, options })),
    passMarkPercent: course.passMarkPercent,
    required: requiredToPass(course.questions.length, course.passMarkPercent),
    attempts: attempts?.n ?? 0,
  };
}

/** POST /user/employee/course/start: the first opening puts the course in progress. */
export async function startCourse(db: Database, actor: CompanyActor, id: string) {
  return db.transaction(async (tx) => {
    const row = await ownAssignment(tx, actor, id);
    if (row.assignment.startedAt) return employeeCourse(row);
    const [started] = await tx
      .update(courseAssignments)
      .set({ startedAt: sql`now()` })
      .where(ofCompany(courseAssignments, actor.companyId, eq(courseAssignments.id, row.assignment.id)))
      .returning();
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "course.started",
      entityType: "course",
      entityId: row.course.id,
      detail: { assignmentId: row.assignment.id },
    });
    return employeeCourse({ ...row, assignment: started ?? row.assignment });
  });
}

function mark(row: AssignedCourse, answers: (number | null)[]) {
  const { questions, passMarkPercent } = row.course;
  const unanswered = answers.length !== questions.length || answers.some((answer) => answer === null);
  if (unanswered)
    throw badRequest(courseMessages.answerEvery, [{ field: "answers", message: courseMessages.answerEvery }]);
  const wrong = questions.flatMap((question, index) => (answers[index] === question.answer ? [] : [index]));
  const score = questions.length - wrong.length;
  const required = requiredToPass(questions.length, passMarkPercent);
  return { wrong, score, total: questions.length, required, passed: score >= required };
}

/**
 * POST /user/employee/course/quiz: marks the answers on the server and keeps the attempt (pass or
 * fail). The first pass completes the course, and that attempt is its certificate. The
 * assignment is locked, so two submissions are marked one after the other; after a pass, another
 * submission changes nothing and answers the pass again (status 2).
 */
export async function submitCourseQuiz(
  db: Database,
  actor: CompanyActor,
  input: { id: string; answers: (number | null)[] },
): Promise<{ already: boolean; result: CourseQuizResult }> {
  return db.transaction(async (tx) => {
    const row = await ownAssignment(tx, actor, input.id);
    const [current] = await tx
      .select({ passedAttemptId: courseAssignments.passedAttemptId })
      .from(courseAssignments)
      .where(ofCompany(courseAssignments, actor.companyId, eq(courseAssignments.id, row.assignment.id)))
      .for("update");
    if (current?.passedAttemptId) {
      return { already: true, result: await passingResult(tx, actor, row, current.passedAttemptId) };
    }
    const marked = mark(row, input.answers);
    const [attempt] = await tx
      .insert(courseAttempts)
      .values({
        companyId: actor.companyId,
        assignmentId: row.assignment.id,
        userId: actor.userId,
        answers: input.answers,
        score: marked.score,
        total: marked.total,
        passed: marked.passed,
      })
      .returning({ id: courseAttempts.id });
    if (!attempt) throw new Error("attempt not recorded");
    if (marked.passed) {
      await tx
        .update(courseAssignments)
        .set({
          passedAt: sql`now()`,
          passedAttemptId: attempt.id,
          startedAt: sql`coalesce(${courseAssignments.startedAt}, now())`,
        })
        .where(ofCompany(courseAssignments, actor.companyId, eq(courseAssignments.id, row.assignment.id)));
    }
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "course.quiz-attempted",
      entityType: "course",
      entityId: row.course.id,
      detail: {
        assignmentId: row.assignment.id,
        attemptId: attempt.id,
        score: marked.score,
        total: marked.total,
        passed: marked.passed,
      },
    });
    const result = { ...marked, attemptId: attempt.id, certificateId: marked.passed ? attempt.id : null };
    return { already: false, result };
  });
}

/** The pass already recorded, answered again. */
async function passingResult(tx: Executor, actor: CompanyActor, row: AssignedCourse, attemptId: string) {
  const [attempt] = await tx
    .select()
    .from(courseAttempts)
    .where(ofCompany(courseAttempts, actor.companyId, eq(courseAttempts.id, attemptId)));
  if (!attempt) throw new Error(`passing attempt ${attemptId} is missing`);
  return {
    passed: true,
    score: attempt.score,
    total: attempt.total,
    required: requiredToPass(row.course.questions.length, row.course.passMarkPercent),
    wrong: [],
    attemptId: attempt.id,
    certificateId: attempt.id,
  };
}
