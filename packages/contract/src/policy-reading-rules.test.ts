import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acknowledgementState,
  comparableName,
  completionPercent,
  gradeQuiz,
  isRightAnswer,
  matrixStatusOf,
  namesMatch,
  passMarkFor,
} from "./policy-reading-rules";

describe("the quiz pass mark", () => {
  it("needs every answer right up to 4 questions, then 80% rounded up", () => {
    expect([1, 2, 3, 4, 5, 10, 11].map(passMarkFor)).toEqual([1, 2, 3, 4, 4, 8, 9]);
    expect(passMarkFor(0)).toBe(0);
  });

  it("passes exactly when the score reaches the mark, and names only the wrong questions", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 50 }), (rights) => {
        const questions = rights.map((_, i) => ({ id: `q${i}`, answers: [0] }));
        const given = new Map(rights.map((right, i) => [`q${i}`, right ? [0] : [1]]));
        const result = gradeQuiz(questions, given);
        const score = rights.filter(Boolean).length;
        expect(result.score).toBe(score);
        expect(result.passed).toBe(score >= passMarkFor(rights.length));
        expect(result.wrong).toEqual(rights.flatMap((right, i) => (right ? [] : [`q${i}`])));
      }),
    );
  });

  it("takes a multiple-choice answer only when exactly the right choices are chosen", () => {
    expect(isRightAnswer([0, 2], [2, 0])).toBe(true);
    expect(isRightAnswer([0, 2], [0])).toBe(false);
    expect(isRightAnswer([0, 2], [0, 1, 2])).toBe(false);
    expect(isRightAnswer([0], undefined)).toBe(false);
  });
});

describe("the typed full name", () => {
  it("forgives case, spacing and stray punctuation, not a different name", () => {
    expect(namesMatch("  alex   MORGAN ", "Alex", "Morgan")).toBe(true);
    expect(namesMatch("Alex Morgan.", "Alex", "Morgan")).toBe(true);
    expect(namesMatch("Siân O’Neill", "Siân", "O'Neill")).toBe(true);
    expect(namesMatch("Alex", "Alex", "Morgan")).toBe(false);
    expect(namesMatch("Sam Morgan", "Alex", "Morgan")).toBe(false);
    expect(namesMatch("", "", "")).toBe(false);
    expect(comparableName("ALEX\u00a0MORGAN")).toBe("alex morgan");
  });
});

describe("a matrix cell", () => {
  const base = {
    assigned: true,
    read: false,
    dueDate: "2030-01-10",
    today: "2030-01-05",
    lastAcknowledgedVersion: null,
    ackFromVersion: 1,
  };

  it("reads acknowledged, re-acknowledge, overdue, read, unread and not assigned in that order", () => {
    expect(matrixStatusOf({ ...base, assigned: false })).toBe("not-assigned");
    expect(matrixStatusOf(base)).toBe("unread");
    expect(matrixStatusOf({ ...base, read: true })).toBe("read");
    expect(matrixStatusOf({ ...base, read: true, today: "2030-01-11" })).toBe("overdue");
    expect(matrixStatusOf({ ...base, today: "2030-01-11", lastAcknowledgedVersion: 1 })).toBe("acknowledged");
    expect(
      matrixStatusOf({ ...base, today: "2030-01-11", lastAcknowledgedVersion: 1, ackFromVersion: 3 }),
    ).toBe("reacknowledge");
  });

  it("counts an acknowledgement only from the version of the last major change", () => {
    expect(acknowledgementState(null, 1)).toBe("none");
    expect(acknowledgementState(2, 2)).toBe("current");
    expect(acknowledgementState(4, 2)).toBe("current");
    expect(acknowledgementState(1, 2)).toBe("reacknowledge");
  });

  it("shows completion as a whole percentage, 100 only when complete, none when nothing is assigned", () => {
    expect(completionPercent(0, 0)).toBeNull();
    expect(completionPercent(199, 200)).toBe(99);
    expect(completionPercent(200, 200)).toBe(100);
    expect(completionPercent(1, 3)).toBe(33);
  });
});
