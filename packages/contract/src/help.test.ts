import { describe, expect, it } from "vitest";
import { chatSendSchema } from "./help";
import { describeSupportHours, isWithinSupportHours } from "./help-rules";
import { defaultSiteSettings, supportHoursSchema } from "./settings";

const weekdays = defaultSiteSettings.supportHours;

describe("isWithinSupportHours (UK time)", () => {
  it.each([
    ["a winter Wednesday at noon", "2026-01-14T12:00:00Z", true],
    ["a winter Wednesday at 08:59", "2026-01-14T08:59:00Z", false],
    ["a winter Wednesday at 17:00, the end", "2026-01-14T17:00:00Z", false],
    ["a Sunday at noon", "2026-01-18T12:00:00Z", false],
    // British Summer Time: 08:30 UTC is 09:30 in London, 16:30 UTC is 17:30
    ["a summer Wednesday at 08:30 UTC (09:30 BST)", "2026-07-15T08:30:00Z", true],
    ["a summer Wednesday at 16:30 UTC (17:30 BST)", "2026-07-15T16:30:00Z", false],
    // Sunday 23:30 UTC in summer is already Monday 00:30 in London: a day, but before the hours
    ["Sunday 23:30 UTC in summer (Monday 00:30 in London)", "2026-07-19T23:30:00Z", false],
  ])("%s", (_label, at, expected) => {
    expect(isWithinSupportHours(weekdays, new Date(at))).toBe(expected);
  });

  it("is never within hours with no days", () => {
    expect(
      isWithinSupportHours({ days: [], from: "00:00", to: "23:59" }, new Date("2026-01-14T12:00:00Z")),
    ).toBe(false);
  });
});

describe("describeSupportHours", () => {
  it.each([
    [weekdays, "Monday to Friday, 09:00–17:00 (UK time)"],
    [{ days: [0, 1, 2, 3, 4, 5, 6], from: "08:00", to: "20:00" }, "Every day, 08:00–20:00 (UK time)"],
    [{ days: [6, 1], from: "10:00", to: "12:00" }, "Monday, Saturday, 10:00–12:00 (UK time)"],
    [{ days: [], from: "09:00", to: "17:00" }, "none at the moment"],
  ])("%j", (hours, text) => {
    expect(describeSupportHours(hours)).toBe(text);
  });
});

describe("the schemas", () => {
  it("refuses support hours that end before they start, or a time that is not HH:MM", () => {
    expect(supportHoursSchema.safeParse({ days: [1], from: "17:00", to: "09:00" }).success).toBe(false);
    expect(supportHoursSchema.safeParse({ days: [1], from: "9am", to: "17:00" }).success).toBe(false);
    expect(supportHoursSchema.safeParse({ days: [1], from: "09:00", to: "17:00" }).success).toBe(true);
  });

  it("reads an empty visitor token or conversation id as none", () => {
    const parsed = chatSendSchema.parse({ message: " Hi ", visitorToken: "", conversationId: null });
    expect(parsed).toMatchObject({ message: "Hi", visitorToken: undefined, conversationId: undefined });
  });
});
