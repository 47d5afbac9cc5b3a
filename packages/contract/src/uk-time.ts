/**
 * The UK's wall clock without Intl's time-zone data (issue 20): making a formatter for
 * Europe/London cost about 25 ms on a slow phone, on the first page that showed a date. The UK's
 * rule since 1996: British Summer Time, one hour ahead of GMT, runs from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October (uk-time.test.ts holds it to Intl).
 */

const hourMs = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0 = January) in `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * hourMs;
}

/** `now` on the UK's clock: a Date whose UTC fields (day, hours …) read the time in the UK. */
export function ukClock(now: Date): Date {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(summer ? time + hourMs : time);
}
