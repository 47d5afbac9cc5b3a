import type { CourseStatus } from "@cloudoc/contract";

/** How each status reads and looks, in the matrix and the employee's list. */
export const statusViews: Record<CourseStatus, { label: string; color: string }> = {
  "not-started": { label: "Not started", color: "gray" },
  "in-progress": { label: "In progress", color: "blue" },
  passed: { label: "Passed", color: "green" },
  overdue: { label: "Overdue", color: "red" },
};

/** The course ids of /course/checkout?courses=a,b (unique, no blanks, at most 10). */
export function courseIdsOf(search: string): string[] {
  const value = new URLSearchParams(search).get("courses") ?? "";
  return [...new Set(value.split(",").map((id) => id.trim()))].filter(Boolean).slice(0, 10);
}

/** The checkout page for the chosen courses. */
export const checkoutPath = (courseIds: readonly string[]) =>
  `/company/course/checkout?courses=${courseIds.map(encodeURIComponent).join(",")}`;

/** DD/MM/YYYY of an ISO date or timestamp (UK). */
export function shownDate(iso: string): string {
  const day = iso.length === 10 ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London" }).format(day);
}

/** Every question answered: the quiz may be sent. */
export const allAnswered = (answers: readonly (number | null)[], questions: number) =>
  answers.length === questions && answers.every((answer) => answer !== null);
