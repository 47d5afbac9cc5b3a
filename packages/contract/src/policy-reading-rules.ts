import type { MatrixStatus } from "./policy-reading";
import { isOverdue, needsAcknowledgement } from "./policy-rules";

/**
 * Pure rules of reading and acknowledging staff policies (decision 022), shared by the server
 * (which decides) and the web (which explains).
 */

/** A quiz is passed with at least this share of right answers, rounded up... */
export const quizPassPercent = 80;

/**
 * ...so a quiz of up to 4 questions needs every answer right, 5 need 4, 10 need 8. Never below
 * one right answer.
 */
export const passMarkFor = (total: number): number =>
  total <= 0 ? 0 : Math.max(1, Math.ceil((total * quizPassPercent) / 100));

/** A question with its right choices (the server's copy; never sent before the answers). */
export interface GradedQuestion {
  id: string;
  answers: readonly number[];
}

/** A choice question is right only when exactly its right choices were chosen. */
export function isRightAnswer(right: readonly number[], given: readonly number[] | undefined): boolean {
  if (!given) return false;
  const chosen = new Set(given);
  return chosen.size === right.length && right.every((index) => chosen.has(index));
}

/** Scores answers (by question id) against the quiz: how many right, and which were wrong. */
export function gradeQuiz(
  questions: readonly GradedQuestion[],
  given: ReadonlyMap<string, readonly number[]>,
) {
  const wrong = questions.filter((q) => !isRightAnswer(q.answers, given.get(q.id))).map((q) => q.id);
  const total = questions.length;
  const score = total - wrong.length;
  const passMark = passMarkFor(total);
  return { score, total, passMark, passed: score >= passMark, wrong };
}

/** A name as compared: case, accents' forms, spacing and stray punctuation around words forgiven. */
export function comparableName(name: string): string {
  return name
    .normalize("NFKC")
    .toLocaleLowerCase("en-GB")
    .replace(/[\u2019']/g, "'")
    .replace(/[^\p{L}\p{N}'-]+/gu, " ")
    .trim();
}

/** The typed full name matches the employee's first and last name (case and spacing forgiven). */
export function namesMatch(typed: string, firstname: string, lastname: string): boolean {
  const expected = comparableName(`${firstname} ${lastname}`);
  return expected !== "" && comparableName(typed) === expected;
}

/**
 * Whether an employee's acknowledgements still count (policy-rules.ts needsAcknowledgement): none
 * yet, one that counts, or one a major change overtook.
 */
export function acknowledgementState(
  lastAcknowledgedVersion: number | null,
  ackFromVersion: number,
): "none" | "current" | "reacknowledge" {
  if (lastAcknowledgedVersion === null) return "none";
  return needsAcknowledgement(lastAcknowledgedVersion, ackFromVersion) ? "reacknowledge" : "current";
}

export interface CellFacts {
  assigned: boolean;
  read: boolean;
  /** YYYY-MM-DD dates compare as text. */
  dueDate: string | null;
  today: string;
  lastAcknowledgedVersion: number | null;
  ackFromVersion: number;
}

/**
 * One cell of the acknowledgement matrix. An acknowledgement that counts wins; one a major change
 * overtook asks again (whatever the first due date said); otherwise past the due date is overdue,
 * then read or unread. The server computes the same in SQL (matrix.ts); a test keeps them equal.
 */
export function matrixStatusOf(facts: CellFacts): MatrixStatus {
  if (!facts.assigned) return "not-assigned";
  const state = acknowledgementState(facts.lastAcknowledgedVersion, facts.ackFromVersion);
  if (state === "current") return "acknowledged";
  if (state === "reacknowledge") return "reacknowledge";
  if (facts.dueDate !== null && isOverdue(facts.dueDate, facts.today, false)) return "overdue";
  return facts.read ? "read" : "unread";
}

/** Whole-number completion, or null when nothing is assigned. */
export const completionPercent = (acknowledged: number, assigned: number): number | null =>
  assigned === 0 ? null : Math.floor((acknowledged * 100) / assigned);

// ---- reminders ----

/** The first reminder goes this many days before the due date... */
export const reminderDaysBefore = 3;
/** ...overdue ones when the date has passed, then again after this many days... */
export const overdueReminderEveryDays = 7;
/** ...and never more than this many about one assignment, nor two on the same day. */
export const maxRemindersPerAssignment = 3;
