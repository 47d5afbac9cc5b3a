/**
 * The pure rules of staff policies (issue 14), shared by the server, the employee's reading and the
 * web: when an employee must acknowledge again, how a change moves a policy's versions, and how due
 * dates are counted. Dates are UK calendar days as YYYY-MM-DD.
 */

/** Where a policy stands: the version employees read now, and the first version that still counts. */
export interface PolicyVersions {
  version: number;
  /** An acknowledgement of a version below this one no longer counts (a major change came after). */
  ackFromVersion: number;
}

/**
 * Whether an employee must (again) acknowledge a policy: never acknowledged, or their last
 * acknowledgement was of a version before the last major change.
 */
export function needsAcknowledgement(lastAckVersion: number | null | undefined, ackFromVersion: number) {
  return lastAckVersion === null || lastAckVersion === undefined || lastAckVersion < ackFromVersion;
}

/** A change to a policy's wording: whether the wording really changed, and whether the manager calls it major. */
export interface PolicyChange {
  contentChanged: boolean;
  major: boolean;
}

/**
 * The versions after a change: an unchanged wording writes no version (a republish asks nobody
 * again, even marked major); a changed one is the next version, and a major one also becomes the
 * first version that counts.
 */
export function versionsAfter(current: PolicyVersions, change: PolicyChange): PolicyVersions {
  if (!change.contentChanged) return current;
  const version = current.version + 1;
  return { version, ackFromVersion: change.major ? version : current.ackFromVersion };
}

// ---- due dates ----

const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / dayMs);
}

/** The longest a due date may lie ahead, in years. */
export const maxDueYears = 5;

/** Why a due date is refused, or null: it must be today or later, and at most five years ahead. */
export function dueDateProblem(dueDate: string, today: string): "past" | "too-far" | null {
  if (dueDate < today) return "past";
  if (dueDate > `${Number(today.slice(0, 4)) + maxDueYears}${today.slice(4)}`) return "too-far";
  return null;
}

/**
 * A joiner's due date for a group's policy: the group gave its members `dueDays` days; a joiner
 * counts them from their start date, or from today when they started earlier (or have no date).
 */
export function joinerDueDate(today: string, startDate: string | null | undefined, dueDays: number): string {
  const from = startDate && startDate > today ? startDate : today;
  return addDays(from, Math.max(0, dueDays));
}

/** Overdue: the due date has passed and the policy is not acknowledged for its current terms. */
export const isOverdue = (dueDate: string, today: string, acknowledged: boolean) =>
  !acknowledged && dueDate < today;
