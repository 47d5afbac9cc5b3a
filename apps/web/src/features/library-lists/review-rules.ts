import { type ReviewStatus, reviewDueWithinDays, ukToday } from "@cloudoc/contract";

/**
 * Review dates on the lists and in the Mark reviewed dialog (spec 001 §4: the next review is a
 * year ahead by default; §2: need review means the date passed or is within 30 days). Dates are
 * UK calendar days as YYYY-MM-DD, compared without times so no timezone moves a day.
 */

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcOf(day: string): number | undefined {
  const match = isoDay.exec(day);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? undefined : time;
}

/** Whole days from `today` to `day` (negative once it has passed); undefined for a bad date. */
export function daysUntil(day: string, today: string = ukToday()): number | undefined {
  const target = utcOf(day);
  const from = utcOf(today);
  if (target === undefined || from === undefined) return undefined;
  return Math.round((target - from) / dayMs);
}

/** The default next review: the same day next year (29 February → 28 February). */
export function defaultNextReview(today: string = ukToday()): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  // Date.UTC rolls 29/02 over to 01/03; keep it in February.
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** The latest next review date the server accepts: ten years ahead. */
export function latestNextReview(today: string = ukToday()): string {
  return `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`;
}

/** Whether a chosen next review date is acceptable: a real day from today up to ten years ahead. */
export function isValidNextReview(day: string, today: string = ukToday()): boolean {
  const days = daysUntil(day, today);
  return days !== undefined && days >= 0 && day <= latestNextReview(today);
}

/** A short phrase for how near a review is: "Overdue by 3 days", "Due today", "Due in 12 days". */
export function reviewWindowText(day: string, today: string = ukToday()): string {
  const days = daysUntil(day, today);
  if (days === undefined) return "";
  const plural = (n: number) => (n === 1 ? "1 day" : `${n} days`);
  if (days < 0) return `Overdue by ${plural(-days)}`;
  if (days === 0) return "Due today";
  if (days <= reviewDueWithinDays) return `Due in ${plural(days)}`;
  return "";
}

/** Badge colours (the theme gives each its AA-contrast text on the tint, ui/legible-colours.ts). */
export const reviewStatusColours: Record<ReviewStatus, string> = {
  "Up to Date": "teal",
  "Review Due": "orange",
  Overdue: "red",
};
