import { describe, expect, it } from "vitest";
import { countdownBoxes, countdownParts, formatCountdown, offerExpiredText } from "./countdown";

const now = Date.parse("2026-03-01T10:00:00Z");

describe("countdownParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts("2026-03-03T13:04:05Z", now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it("rounds a part-second up so it never shows zero before the end", () => {
    expect(countdownParts("2026-03-01T10:00:00.300Z", now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it("is expired at and after the expiry", () => {
    expect(countdownParts("2026-03-01T10:00:00Z", now)).toBe("expired");
    expect(countdownParts("2026-02-01", now)).toBe("expired");
  });

  it("is null without a readable expiry", () => {
    expect(countdownParts(null, now)).toBeNull();
    expect(countdownParts("", now)).toBeNull();
    expect(countdownParts("soon", now)).toBeNull();
  });
});

describe("formatCountdown", () => {
  it("writes Days/Hours/Minutes/Seconds with two-digit times", () => {
    expect(formatCountdown({ days: 2, hours: 3, minutes: 4, seconds: 5 })).toBe(
      "2 Days 03 Hours 04 Minutes 05 Seconds",
    );
    expect(formatCountdown({ days: 1, hours: 0, minutes: 0, seconds: 9 })).toBe(
      "1 Day 00 Hours 00 Minutes 09 Seconds",
    );
  });

  it("says Offer expired! once it has passed", () => {
    expect(formatCountdown("expired")).toBe("Offer expired!");
    expect(offerExpiredText).toBe("Offer expired!");
  });

  it("gives the banner's four boxes", () => {
    expect(countdownBoxes({ days: 12, hours: 1, minutes: 30, seconds: 0 })).toEqual([
      { value: "12", label: "Days" },
      { value: "01", label: "Hours" },
      { value: "30", label: "Minutes" },
      { value: "00", label: "Seconds" },
    ]);
  });
});
