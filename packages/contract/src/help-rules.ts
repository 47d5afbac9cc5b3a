import type { SupportHours } from "./settings";
import { twoDigits } from "./two-digits";
import { ukClock } from "./uk-time";

// Support hours, UK time (issue 21): when Live Chat is answered, and how the site says so. Apart
// from the help schemas so the public footer can say the hours without loading zod.

/** Whether `now` falls in the support hours, read on the UK clock (summer time included). */
export function isWithinSupportHours(hours: SupportHours, now: Date): boolean {
  const clock = ukClock(now);
  const time = `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
  return hours.days.includes(clock.getUTCDay()) && time >= hours.from && time < hours.to;
}

const longDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The days and the times of the support hours, apart: "Monday to Friday" and "09:00–17:00". */
export function supportHoursParts(hours: SupportHours): { days: string; times: string } {
  const days = [...hours.days].sort((a, b) => a - b);
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? 0;
  const run = days.length > 2 && last - first === days.length - 1;
  const listed = run
    ? `${longDays[first]} to ${longDays[last]}`
    : days.map((day) => longDays[day]).join(", ");
  return { days: days.length === 7 ? "Every day" : listed, times: `${hours.from}–${hours.to}` };
}

/** "Monday to Friday, 09:00–17:00 (UK time)", as the chat panel, the help form and the site say it. */
export function describeSupportHours(hours: SupportHours): string {
  if (hours.days.length === 0) return "none at the moment";
  const { days, times } = supportHoursParts(hours);
  return `${days}, ${times} (UK time)`;
}
