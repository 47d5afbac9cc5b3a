import { type AssignedPolicy, type PolicyReading, type QuizQuestion, ukToday } from "@cloudoc/contract";

/**
 * Pure rules of the employee's policy screens (spec 000 §2, §3; issue 14): how an assigned policy
 * stands in the employee's words, its due date, which step of reading comes next, and the quiz
 * answers to send. The server decides every one of these again.
 */

export type EmployeeStatus = "unread" | "read" | "overdue" | "reacknowledge" | "acknowledged";

/** How an assigned policy stands: done, asked again, overdue, then read or unread. */
export function employeeStatusOf(
  policy: Pick<AssignedPolicy, "acknowledged" | "needsReacknowledgement" | "overdue" | "status">,
): EmployeeStatus {
  if (policy.acknowledged) return "acknowledged";
  if (policy.needsReacknowledgement) return "reacknowledge";
  if (policy.overdue) return "overdue";
  return policy.status === 0 ? "unread" : "read";
}

export interface StatusView {
  label: string;
  color: string;
  /** What the list's button says. */
  action: string;
}

/** Colour with words (never colour alone); overdue is red. */
export const employeeStatusViews: Record<EmployeeStatus, StatusView> = {
  unread: { label: "Not read yet", color: "gray", action: "Read now" },
  read: { label: "Read, not acknowledged", color: "blue", action: "Acknowledge" },
  overdue: { label: "Overdue", color: "red", action: "Read now" },
  reacknowledge: { label: "Changed: acknowledge again", color: "orange", action: "Read the new version" },
  acknowledged: { label: "Acknowledged", color: "green", action: "View" },
};

const ukDay = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
};
const dayMs = 24 * 60 * 60 * 1000;
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
const plural = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** "Due 12/06/2026 (in 3 days)", "Due today", "Overdue: was due 01/06/2026"; '' when done. */
export function dueText(
  policy: Pick<AssignedPolicy, "dueDate" | "overdue" | "acknowledged">,
  today: string = ukToday(),
): string {
  if (policy.acknowledged || !policy.dueDate) return "";
  const date = ukDay(policy.dueDate);
  const days = daysFrom(today, policy.dueDate);
  if (policy.overdue || days < 0) return `Overdue: was due ${date}`;
  if (days === 0) return `Due today (${date})`;
  return `Due ${date} (in ${plural(days)})`;
}

/** The list in two parts: what is still to do (in the server's order: unread first), and what is done. */
export function splitByDone<T extends Pick<AssignedPolicy, "acknowledged">>(list: readonly T[]) {
  return { toDo: list.filter((p) => !p.acknowledged), done: list.filter((p) => p.acknowledged) };
}

// ---- reading, quiz, acknowledgement ----

export type ReadingStep = "quiz" | "acknowledge" | "done";

/** The next step after reading: done, a quiz still to pass, or the acknowledgement. */
export function readingStep(
  policy: Pick<PolicyReading, "acknowledged" | "quiz">,
  passedNow: boolean,
): ReadingStep {
  if (policy.acknowledged) return "done";
  const quiz = policy.quiz;
  if (quiz?.required && quiz.questions.length > 0 && !quiz.passed && !passedNow) return "quiz";
  return "acknowledge";
}

/** Chosen choices by question id, as indexes. */
export type QuizAnswers = Readonly<Record<string, readonly number[]>>;

/** Whether every question has an answer. */
export const allAnswered = (questions: readonly QuizQuestion[], answers: QuizAnswers): boolean =>
  questions.every((q) => (answers[q.id]?.length ?? 0) > 0);

/** The answers as the quiz call takes them, in the questions' order. */
export const answersPayload = (questions: readonly QuizQuestion[], answers: QuizAnswers) =>
  questions.map((q) => ({ id: q.id, answer: [...(answers[q.id] ?? [])] }));

/** After a failed attempt the wrong answers are cleared, the right ones kept for the retry. */
export function keepRightAnswers(
  answers: QuizAnswers,
  wrong: readonly string[],
): Record<string, readonly number[]> {
  const out: Record<string, readonly number[]> = {};
  for (const [id, chosen] of Object.entries(answers)) if (!wrong.includes(id)) out[id] = chosen;
  return out;
}

/** What the employee confirms by acknowledging: the policy, by name, number and version. */
export function acknowledgementStatement(
  policy: Pick<PolicyReading, "name" | "policyNumber" | "version">,
): string {
  const number = policy.policyNumber ? ` (${policy.policyNumber})` : "";
  return `I confirm that I have read and understood “${policy.name}”${number}, version ${policy.version}, and that I will follow it in my work.`;
}
