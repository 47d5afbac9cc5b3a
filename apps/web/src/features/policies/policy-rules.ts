import {
  dueDateProblem,
  type MatrixPolicy,
  type MatrixStatus,
  type PolicyItem,
  parseReviewDate,
  policyMessages,
  policyPdfMaxBytes,
  ukToday,
} from "@cloudoc/contract";

/**
 * Pure rules of the manager's staff-policy screens (spec 001 §2, §4, §5; issue 14): how a policy,
 * its completion and a matrix cell are put into words, and what the web checks before it asks the
 * server (which checks the same again).
 */

export type PolicySource = PolicyItem["source"];

/** Where a policy's wording comes from, in the manager's words. */
export const sourceLabels: Record<PolicySource, string> = {
  document: "Your document",
  written: "Written here",
  pdf: "Uploaded PDF",
};

/** Status 1 is shown to employees; 0 is a draft. */
export const statusLabel = (status: number): string => (status === 1 ? "Active" : "Draft");

// ---- the list and matrix views of /company/policies ----

export type PoliciesView = "list" | "matrix";

/** `?view=matrix` shows the acknowledgement matrix; anything else the list. */
export function viewOf(search: string): PoliciesView {
  return new URLSearchParams(search).get("view") === "matrix" ? "matrix" : "list";
}

export interface Completion {
  assigned: number;
  acknowledged: number;
  percent: number | null;
}

/** The matrix's per-policy completion, by policy id (the list joins it to its rows). */
export function completionById(policies: readonly MatrixPolicy[]): Map<string, Completion> {
  return new Map(
    policies.map((p) => [p._id, { assigned: p.assigned, acknowledged: p.acknowledged, percent: p.percent }]),
  );
}

/**
 * A policy's completion in words. Drafts and hidden policies are not in front of employees, so
 * they have none; a policy given to nobody says so rather than showing 0%.
 */
export function completionText(
  policy: Pick<PolicyItem, "status" | "hidden">,
  completion?: Completion,
): string {
  if (policy.status !== 1) return "Draft: not shown to employees";
  if (policy.hidden) return "Hidden from employees";
  if (!completion || completion.assigned === 0 || completion.percent === null) return "Not assigned yet";
  return `${completion.percent}% (${completion.acknowledged} of ${completion.assigned})`;
}

/** An employee's row: "75% done (3 of 4)", or that nothing is assigned to them. */
export function employeeCompletionText(row: Completion): string {
  if (row.assigned === 0 || row.percent === null) return "Nothing assigned";
  return `${row.percent}% done (${row.acknowledged} of ${row.assigned})`;
}

// ---- matrix cells: colour plus icon and words, never colour alone ----

export type CellIcon = "minus" | "mail" | "eye" | "alert" | "refresh" | "check";

export interface CellView {
  /** The full status, for the legend, the tooltip and screen readers. */
  label: string;
  /** A short word shown in the cell. */
  short: string;
  color: string;
  icon: CellIcon;
}

export const cellViews: Record<MatrixStatus, CellView> = {
  "not-assigned": { label: "Not assigned", short: "—", color: "gray", icon: "minus" },
  unread: { label: "Assigned, not read yet", short: "Unread", color: "gray", icon: "mail" },
  read: { label: "Read, not acknowledged yet", short: "Read", color: "blue", icon: "eye" },
  overdue: { label: "Overdue: past its due date", short: "Overdue", color: "red", icon: "alert" },
  reacknowledge: {
    label: "Changed since acknowledged: to acknowledge again",
    short: "Again",
    color: "orange",
    icon: "refresh",
  },
  acknowledged: { label: "Acknowledged", short: "Done", color: "green", icon: "check" },
};

/** The legend's order: from nothing to done. */
export const legendOrder: readonly MatrixStatus[] = [
  "not-assigned",
  "unread",
  "read",
  "overdue",
  "reacknowledge",
  "acknowledged",
];

// ---- due dates (spec 001 §5: a date is required; issue 14: never in the past) ----

export type DueDateCheck = { ok: true; date: string } | { ok: false; message: string };

/** A typed or picked due date (DD/MM/YYYY or YYYY-MM-DD): the day to send, or why it is refused. */
export function checkDueDate(text: string, today: string = ukToday()): DueDateCheck {
  const date = parseReviewDate(text);
  if (!date) return { ok: false, message: policyMessages.dueDateRequired };
  const problem = dueDateProblem(date, today);
  if (problem === "past") return { ok: false, message: policyMessages.dueDatePast };
  if (problem === "too-far") return { ok: false, message: policyMessages.dueDateTooFar };
  return { ok: true, date };
}

/** YYYY-MM-DD as the product shows it, DD/MM/YYYY ('' for anything else). */
export function ukDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** The default due date offered: four weeks from today. */
export function defaultDueDate(today: string = ukToday()): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 28);
  return date.toISOString().slice(0, 10);
}

// ---- PDF uploads (the server checks the bytes; this only saves a wasted upload) ----

/** Why a chosen file cannot be a policy PDF, or null. */
export function pdfProblem(file: { name: string; type: string; size: number }): string | null {
  const looksPdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!looksPdf) return policyMessages.pdfOnly;
  if (file.size > policyPdfMaxBytes) return policyMessages.pdfTooLarge;
  return null;
}

/** A policy name from an uploaded file's name: "fire-safety_v2.pdf" → "fire safety v2". */
export function nameFromFileName(fileName: string): string {
  return fileName
    .replace(/\.pdf$/i, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}

// ---- assignment ----

export type AssignTarget =
  | { kind: "group"; id: string; name: string }
  | { kind: "employee"; id: string; name: string };

/** Where the manager lands after an assignment (spec 001 §4). */
export const landingAfterAssign = (target: AssignTarget["kind"]): string =>
  target === "group" ? "/company/groups" : "/company/employees";

/** "3 policies" / "1 policy". */
export const policiesCount = (n: number): string => (n === 1 ? "1 policy" : `${n} policies`);
