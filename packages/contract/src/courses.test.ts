import { describe, expect, it } from "vitest";
import { courseStatusOf, requiredToPass } from "./courses";

describe("a course's status", () => {
  const today = "2026-03-10";
  it("counts a pass whatever the date, then overdue, in progress or not started", () => {
    const passed = { startedAt: "x", passedAt: "2026-03-20T10:00:00Z", dueDate: "2026-03-01" };
    expect(courseStatusOf(passed, today)).toBe("passed");
    expect(courseStatusOf({ startedAt: "x", passedAt: null, dueDate: "2026-03-09" }, today)).toBe("overdue");
    expect(courseStatusOf({ startedAt: null, passedAt: null, dueDate: "2026-03-10" }, today)).toBe(
      "not-started",
    );
    expect(courseStatusOf({ startedAt: "x", passedAt: null, dueDate: "2026-03-11" }, today)).toBe(
      "in-progress",
    );
  });

  it("needs the pass mark's share of the questions, rounded up", () => {
    expect(requiredToPass(6, 80)).toBe(5);
    expect(requiredToPass(5, 80)).toBe(4);
    expect(requiredToPass(10, 80)).toBe(8);
    expect(requiredToPass(3, 100)).toBe(3);
  });
});
