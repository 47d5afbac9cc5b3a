import dayjs from "dayjs";

/** Dates display as DD/MM/YYYY (spec 000 §9). Absent or invalid values show as an empty string. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("DD/MM/YYYY") : "";
}

/** A moment as DD/MM/YYYY HH:mm in the browser's time zone; absent or invalid values as "". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("DD/MM/YYYY HH:mm") : "";
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
