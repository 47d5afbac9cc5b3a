import { describe, expect, it } from "vitest";
import { allAnswered, checkoutPath, courseIdsOf, shownDate } from "./course-rules";

describe("course rules", () => {
  it("reads the chosen courses from the checkout address", () => {
    expect(courseIdsOf("?courses=a,b,,a")).toEqual(["a", "b"]);
    expect(courseIdsOf("")).toEqual([]);
    expect(courseIdsOf(checkoutPath(["x", "y"]).split("?")[1] ?? "")).toEqual(["x", "y"]);
  });

  it("shows UK dates and knows when every question is answered", () => {
    expect(shownDate("2026-03-09")).toBe("09/03/2026");
    expect(shownDate("2026-06-30T23:30:00Z")).toBe("01/07/2026");
    expect(allAnswered([0, 1], 2)).toBe(true);
    expect(allAnswered([0, null], 2)).toBe(false);
    expect(allAnswered([0], 2)).toBe(false);
  });
});
