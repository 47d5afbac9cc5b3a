type DateInput = string | number | Date | null | undefined;

const dayOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number) => String(n).padStart(2, "0");

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
  return date ? `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}` : "";
}

/** A moment as DD/MM/YYYY HH:mm in the browser's time zone; absent or invalid values as "". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}` : "";
}

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Money in pounds sterling with 2 decimals: 12.5 → "£12.50", 1234 → "£1,234.00". The wire carries
 * pounds (DESIGN §4); a numeric string is accepted too. Anything else shows as £0.00.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === "string" ? Number.parseFloat(value) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return pounds.format(0);
  // Avoid "-£0.00" for tiny negative rounding errors.
  const rounded = Math.round(amount * 100) / 100;
  return pounds.format(Object.is(rounded, -0) ? 0 : rounded);
}
