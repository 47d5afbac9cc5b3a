import dayjs from "dayjs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney } from "./format";

describe("formatDate (DD/MM/YYYY)", () => {
  it.each([
    ["2025-03-07", "07/03/2025"],
    ["2025-12-31T10:00:00", "31/12/2025"],
    [new Date(2024, 1, 29), "29/02/2024"],
    ["not a date", ""],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("%s → %s", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe("dates read as dayjs read them", () => {
  it("gives dayjs's day and time for any ISO moment or day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (date) => {
          const moment = date.toISOString();
          expect(formatDateTime(moment)).toBe(dayjs(moment).format("DD/MM/YYYY HH:mm"));
          const day = moment.slice(0, 10);
          expect(formatDate(day)).toBe(dayjs(day).format("DD/MM/YYYY"));
        },
      ),
    );
  });
});

describe("formatDateTime (DD/MM/YYYY HH:mm)", () => {
  it("shows the date and the time, or nothing", () => {
    expect(formatDateTime(new Date(2026, 10, 26, 9, 5))).toBe("26/11/2026 09:05");
    expect(formatDateTime("nonsense")).toBe("");
    expect(formatDateTime(null)).toBe("");
  });
});

describe("formatMoney (£0.00)", () => {
  it.each([
    [0, "£0.00"],
    [12.5, "£12.50"],
    [1234, "£1,234.00"],
    [99.999, "£100.00"],
    ["49.9", "£49.90"],
    [-0.001, "£0.00"],
    [-5, "-£5.00"],
    [null, "£0.00"],
    [undefined, "£0.00"],
    ["abc", "£0.00"],
    [Number.NaN, "£0.00"],
  ])("%s → %s", (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it("always shows pounds with two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        expect(formatMoney(pence / 100)).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it("writes every sum as Intl's en-GB pounds do", () => {
    const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (pence) => {
        expect(formatMoney(pence / 100)).toBe(intl.format(pence / 100));
      }),
    );
  });
});
