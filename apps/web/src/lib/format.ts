import { twoDigits } from "@cloudoc/contract";

type DateInput = string | number | Date | null | undefined;

const dayOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The moment a value names, or undefined. A day without a time is that day where the browser is
 * (as dayjs reads it; the platform's Date would take UTC midnight). Plain Date, not dayjs, keeps
 * the date library out of the public pages.
 */
function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const day = typeof value === "string" ? dayOnly.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Dates display as DD/MM/YYYY (spec 000 §9). Absent or invalid values show as an empty string. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}` : "";
}

/** A moment as DD/MM/YYYY HH:mm in the browser's time zone; absent or invalid values as "". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : "";
}

/** Where en-GB puts a thousands comma in a whole number: 1234567 → 1,234,567. */
const thousands = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Money in pounds sterling with 2 decimals: 12.5 → "£12.50", 1234 → "£1,234.00". The wire carries
 * pounds (DESIGN §4); a numeric string is accepted too. Anything else shows as £0.00. Written out
 * rather than with Intl.NumberFormat, whose first use costs a catalogue page's first load about
 * 10 ms (40 ms on a mid-range phone); the test holds it to Intl's output.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === "string" ? Number.parseFloat(value) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "£0.00";
  const pence = Math.round(amount * 100);
  // A tiny negative rounding error shows as £0.00, not "-£0.00".
  const sign = pence < 0 ? "-" : "";
  const [pounds = "0", rest = "00"] = (Math.abs(pence) / 100).toFixed(2).split(".");
  return `${sign}£${pounds.replace(thousands, ",")}.${rest}`;
}
