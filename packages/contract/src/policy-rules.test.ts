import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  dueDateProblem,
  isOverdue,
  joinerDueDate,
  needsAcknowledgement,
  type PolicyVersions,
  versionsAfter,
} from "./policy-rules";

/** What can happen to a policy and its employee: a republish, an edit (wording, major?), an acknowledgement. */
type Event =
  | { kind: "publish"; major: boolean }
  | { kind: "edit"; wording: number; major: boolean }
  | { kind: "acknowledge" };

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant("publish" as const), major: fc.boolean() }),
  // A few wordings only, so that an "edit" often leaves the wording as it was.
  fc.record({
    kind: fc.constant("edit" as const),
    wording: fc.integer({ min: 0, max: 3 }),
    major: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("acknowledge" as const) }),
);

describe("re-acknowledgement (issue 14)", () => {
  it("asks whoever never acknowledged, and whoever acknowledged before the last major change", () => {
    expect(needsAcknowledgement(null, 1)).toBe(true);
    expect(needsAcknowledgement(undefined, 1)).toBe(true);
    expect(needsAcknowledgement(1, 1)).toBe(false);
    expect(needsAcknowledgement(2, 3)).toBe(true);
    expect(needsAcknowledgement(4, 3)).toBe(false);
  });

  it("moves versions: no version for unchanged wording, ackFromVersion only on a major change", () => {
    const start: PolicyVersions = { version: 3, ackFromVersion: 2 };
    expect(versionsAfter(start, { contentChanged: false, major: true })).toEqual(start);
    expect(versionsAfter(start, { contentChanged: true, major: false })).toEqual({
      version: 4,
      ackFromVersion: 2,
    });
    expect(versionsAfter(start, { contentChanged: true, major: true })).toEqual({
      version: 4,
      ackFromVersion: 4,
    });
  });

  it("property: an employee is asked again exactly when a major change happened after their last acknowledgement", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state: PolicyVersions = { version: 1, ackFromVersion: 1 };
        let wording = 0;
        let lastAckVersion: number | null = null;
        // The oracle, kept apart from the versions: when the last acknowledgement and the last real major change happened.
        let lastAckAt = -1;
        let lastMajorAt = -1;
        events.forEach((event, at) => {
          if (event.kind === "acknowledge") {
            lastAckVersion = state.version;
            lastAckAt = at;
            return;
          }
          const next = event.kind === "edit" ? event.wording : wording;
          const contentChanged = next !== wording;
          const before = state.version;
          state = versionsAfter(state, { contentChanged, major: event.major });
          wording = next;
          if (contentChanged && event.major) lastMajorAt = at;
          // An unchanged wording writes no version; a changed one exactly one.
          expect(state.version).toBe(contentChanged ? before + 1 : before);
          expect(state.ackFromVersion).toBeLessThanOrEqual(state.version);
        });
        const expected = lastAckAt === -1 || lastMajorAt > lastAckAt;
        expect(needsAcknowledgement(lastAckVersion, state.ackFromVersion)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("due dates", () => {
  it("counts calendar days across months, years and the clock change", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-01-10", "2026-01-01")).toBe(-9);
  });

  it("refuses a due date in the past or more than five years ahead", () => {
    expect(dueDateProblem("2026-05-31", "2026-06-01")).toBe("past");
    expect(dueDateProblem("2026-06-01", "2026-06-01")).toBeNull();
    expect(dueDateProblem("2031-06-01", "2026-06-01")).toBeNull();
    expect(dueDateProblem("2031-06-02", "2026-06-01")).toBe("too-far");
  });

  it("gives a joiner the group's days from their start date, or from today when they started earlier", () => {
    expect(joinerDueDate("2026-06-01", "2026-06-10", 14)).toBe("2026-06-24");
    expect(joinerDueDate("2026-06-01", "2026-01-10", 14)).toBe("2026-06-15");
    expect(joinerDueDate("2026-06-01", null, 7)).toBe("2026-06-08");
  });

  it("property: a joiner's due date is never before today nor before their start", () => {
    const day = fc.integer({ min: 0, max: 4000 }).map((n) => addDays("2024-01-01", n));
    fc.assert(
      fc.property(
        day,
        fc.option(day, { nil: null }),
        fc.integer({ min: 0, max: 400 }),
        (today, start, days) => {
          const due = joinerDueDate(today, start, days);
          expect(due >= today).toBe(true);
          if (start) expect(due >= start).toBe(true);
          expect(daysBetween(start && start > today ? start : today, due)).toBe(days);
        },
      ),
    );
  });

  it("is overdue only after the due date and while unacknowledged", () => {
    expect(isOverdue("2026-06-01", "2026-06-02", false)).toBe(true);
    expect(isOverdue("2026-06-01", "2026-06-01", false)).toBe(false);
    expect(isOverdue("2026-06-01", "2026-06-02", true)).toBe(false);
  });
});
