import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { complianceOf } from "./dashboard";

const none = { documents: 0, overdue: 0, awaitingUpdate: 0, assigned: 0, acknowledged: 0 };

describe("compliance at a glance", () => {
  it("is 100 with nothing wrong, and nothing to say when there is nothing to measure", () => {
    expect(complianceOf({ ...none, documents: 20, assigned: 5, acknowledged: 5 })).toEqual({
      score: 100,
      factors: [],
    });
    expect(complianceOf(none)).toEqual({ score: null, factors: [] });
  });

  it("weighs reviews 50, acknowledgements 30 and library updates 20, heaviest loss first", () => {
    const result = complianceOf({
      documents: 10,
      overdue: 5,
      awaitingUpdate: 10,
      assigned: 4,
      acknowledged: 2,
    });
    // 50 × ½ + 30 × ½ + 20 × 1 = 60 lost.
    expect(result.score).toBe(40);
    expect(result.factors).toEqual([
      { key: "overdueReviews", label: "5 documents past their review date", count: 5, pointsLost: 25 },
      {
        key: "pendingUpdates",
        label: "10 library updates waiting for a decision",
        count: 10,
        pointsLost: 20,
      },
      {
        key: "outstandingAcknowledgements",
        label: "2 policy assignments not acknowledged",
        count: 2,
        pointsLost: 15,
      },
    ]);
  });

  it("leaves out a part with nothing to measure and scales the rest to 100", () => {
    // No assignments: reviews weigh 50/70 and updates 20/70.
    const result = complianceOf({ ...none, documents: 4, overdue: 1 });
    expect(result.score).toBe(82);
    expect(result.factors).toEqual([
      { key: "overdueReviews", label: "1 document past its review date", count: 1, pointsLost: 18 },
    ]);
    expect(complianceOf({ ...none, assigned: 3, acknowledged: 0 }).score).toBe(0);
  });

  it("stays within 0–100, and the figure plus the losses make 100 give or take rounding", () => {
    const counts = fc.nat({ max: 500 });
    fc.assert(
      fc.property(counts, counts, counts, counts, counts, (documents, overdue, awaiting, assigned, acked) => {
        const result = complianceOf({
          documents,
          overdue: Math.min(overdue, documents),
          awaitingUpdate: Math.min(awaiting, documents),
          assigned,
          acknowledged: Math.min(acked, assigned),
        });
        if (result.score === null) return documents === 0 && assigned === 0;
        const lost = result.factors.reduce((sum, factor) => sum + factor.pointsLost, 0);
        return result.score >= 0 && result.score <= 100 && Math.abs(100 - result.score - lost) <= 2;
      }),
    );
  });
});
