import {
  gradeQuiz,
  passMarkFor,
  policyReadingMessages,
  type QuizQuestion,
  type QuizResult,
} from "@cloudoc/contract";
import { asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { EmployeeActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, conflict } from "../../platform/envelope";
import { documentQuestions } from "../questions/tables";
import { syncMajorChanges } from "./document-policies";
import { type AssignedRow, findAssigned } from "./reading-queries";
import { policyQuizAttempts } from "./tables";

/**
 * The quiz on a policy (decision 022): the gradable questions of its document (single or multiple
 * choice; free-text ones have no right answer to check, so they are not asked). The questions go to
 * the browser without their answers; an attempt is scored here and stored, pass or fail; the
 * employee learns which questions were wrong, never the right answers, and may try again.
 */

/** The gradable questions of a document, in order, with their right answers (server only). */
export async function gradableQuestions(executor: Executor, companyId: string, documentId: string | null) {
  if (!documentId) return [];
  return executor
    .select({
      id: documentQuestions.id,
      question: documentQuestions.question,
      choices: documentQuestions.choices,
      answers: documentQuestions.answers,
      type: documentQuestions.type,
    })
    .from(documentQuestions)
    .where(
      ofCompany(
        documentQuestions,
        companyId,
        eq(documentQuestions.documentId, documentId),
        inArray(documentQuestions.type, ["single", "multiple"]),
      ),
    )
    .orderBy(asc(documentQuestions.position), asc(documentQuestions.createdAt));
}

/** A question as the browser may see it: no `answers`. */
const withoutAnswers = (q: Awaited<ReturnType<typeof gradableQuestions>>[number]): QuizQuestion => ({
  id: q.id,
  question: q.question,
  choice: q.choices,
  type: q.type === "multiple" ? "multiple" : "single",
});

type Attempter = { userId: string; policyId: string; version: number };

/** The employee's attempts at one version of a policy. */
const attemptsWhere = (companyId: string, who: Attempter, ...more: SQL[]) =>
  ofCompany(
    policyQuizAttempts,
    companyId,
    eq(policyQuizAttempts.userId, who.userId),
    eq(policyQuizAttempts.policyId, who.policyId),
    eq(policyQuizAttempts.version, who.version),
    ...more,
  );

/** The employee's attempts at one version: how many, and whether one passed (with its score). */
export async function attemptsAt(executor: Executor, companyId: string, who: Attempter) {
  const [[counted], [pass]] = await Promise.all([
    executor.select({ n: count() }).from(policyQuizAttempts).where(attemptsWhere(companyId, who)),
    executor
      .select({ score: policyQuizAttempts.score, total: policyQuizAttempts.total })
      .from(policyQuizAttempts)
      .where(attemptsWhere(companyId, who, eq(policyQuizAttempts.passed, true)))
      .orderBy(desc(policyQuizAttempts.attemptedAt))
      .limit(1),
  ]);
  return { attempts: Number(counted?.n ?? 0), pass: pass ?? null };
}

/** The quiz shown with a policy's version, or null when the policy asks none. */
export async function quizFor(db: Database, companyId: string, row: AssignedRow, version: number) {
  if (!row.testRequired) return null;
  const questions = await gradableQuestions(db, companyId, row.documentId);
  if (questions.length === 0) return null;
  const { attempts, pass } = await attemptsAt(db, companyId, { ...row, version });
  return {
    required: true,
    questions: questions.map(withoutAnswers),
    passMark: passMarkFor(questions.length),
    passed: pass !== null,
    attempts,
  };
}

interface QuizAnswers {
  id: string;
  version: number;
  answers: { id: string; answer: number[] }[];
}

/** POST /user/employee/policy/quiz: scores and stores one attempt at the version read. */
export async function submitQuiz(
  db: Database,
  actor: EmployeeActor,
  input: QuizAnswers,
): Promise<{ message: string; result: QuizResult }> {
  await syncMajorChanges(db, actor.companyId);
  const row = await findAssigned(db, actor.companyId, actor.userId, input.id);
  if (!row.testRequired) throw badRequest(policyReadingMessages.noQuiz);
  if (input.version !== row.version) throw conflict(policyReadingMessages.policyChanged);
  const questions = await gradableQuestions(db, actor.companyId, row.documentId);
  if (questions.length === 0) throw badRequest(policyReadingMessages.noQuiz);
  const given = new Map(input.answers.map((a) => [a.id, a.answer]));
  if (questions.some((q) => !given.get(q.id)?.length))
    throw badRequest(policyReadingMessages.answerEveryQuestion);
  const graded = gradeQuiz(questions, given);
  const attempts = await db.transaction(async (tx) => {
    await tx.insert(policyQuizAttempts).values({
      companyId: actor.companyId,
      policyId: row.policyId,
      userId: actor.userId,
      version: row.version,
      score: graded.score,
      total: graded.total,
      passed: graded.passed,
    });
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      ip: actor.origin.ip,
      userAgent: actor.origin.userAgent,
      action: "policy.quiz.attempted",
      entityType: "staff_policy",
      entityId: row.policyId,
      detail: { version: row.version, score: graded.score, total: graded.total, passed: graded.passed },
    });
    return (await attemptsAt(tx, actor.companyId, { ...row, version: row.version })).attempts;
  });
  const message = graded.passed ? policyReadingMessages.quizPassed : policyReadingMessages.quizFailed;
  return { message, result: { ...graded, attempts } };
}
