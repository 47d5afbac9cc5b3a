import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ukClock } from "./uk-time";

const reading: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  weekday: "short",
  hourCycle: "h23",
};
const london = new Intl.DateTimeFormat("en-GB", { ...reading, timeZone: "Europe/London" });
const utc = new Intl.DateTimeFormat("en-GB", { ...reading, timeZone: "UTC" });

/** What Intl's time-zone data says the UK's clock reads at `now`. */
const intlReading = (now: Date) => london.format(now);

/** The same reading, from ukClock. */
const clockReading = (now: Date) => utc.format(ukClock(now));

describe("ukClock", () => {
  it("reads as Intl's Europe/London at any moment from 1996 to 2100", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1996-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (now) => {
          expect(clockReading(now)).toBe(intlReading(now));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("changes to and from summer time at 01:00 UTC on the last Sundays of March and October", () => {
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const minutes of [-61, -1, 0, 1, 59, 60, 61]) {
          const now = new Date(change + minutes * 60_000);
          expect(clockReading(now), now.toISOString()).toBe(intlReading(now));
        }
      }
    }
  });

  it("gives the UK date that a late summer evening in UTC already belongs to", () => {
    expect(ukClock(new Date("2026-07-31T23:30:00Z")).toISOString()).toBe("2026-08-01T00:30:00.000Z");
    expect(ukClock(new Date("2026-12-31T23:30:00Z")).toISOString()).toBe("2026-12-31T23:30:00.000Z");
  });
});
