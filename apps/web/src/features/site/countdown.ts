import { twoDigits } from "@cloudoc/contract";

/**
 * The promo banner's countdown to the offer expiry (spec 000 §2 Banners): Days, Hours, Minutes
 * and Seconds, then "Offer expired!".
 */
export const offerExpiredText = "Offer expired!";

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** The expiry as ms since the epoch; null when absent or unreadable. */
export function expiryTime(expiry: string | null | undefined): number | null {
  if (!expiry) return null;
  const at = Date.parse(expiry);
  return Number.isFinite(at) ? at : null;
}

/** What is left until `expiry`: the parts, "expired" once it has passed, or null with no expiry. */
export function countdownParts(
  expiry: string | null | undefined,
  now: number,
): CountdownParts | "expired" | null {
  const at = expiryTime(expiry);
  if (at === null) return null;
  const left = at - now;
  if (left <= 0) return "expired";
  // Round up to the next whole second so the display never shows 0 seconds before it expires.
  const total = Math.ceil(left / second) * second;
  return {
    days: Math.floor(total / day),
    hours: Math.floor((total % day) / hour),
    minutes: Math.floor((total % hour) / minute),
    seconds: Math.floor((total % minute) / second),
  };
}

/** "2 Days 03 Hours 04 Minutes 05 Seconds", or "Offer expired!". */
export function formatCountdown(parts: CountdownParts | "expired"): string {
  if (parts === "expired") return offerExpiredText;
  return `${parts.days} ${parts.days === 1 ? "Day" : "Days"} ${twoDigits(parts.hours)} Hours ${twoDigits(parts.minutes)} Minutes ${twoDigits(parts.seconds)} Seconds`;
}

/** The four boxes of the banner: value text and label. */
export function countdownBoxes(parts: CountdownParts): { value: string; label: string }[] {
  return [
    { value: String(parts.days), label: "Days" },
    { value: twoDigits(parts.hours), label: "Hours" },
    { value: twoDigits(parts.minutes), label: "Minutes" },
    { value: twoDigits(parts.seconds), label: "Seconds" },
  ];
}
