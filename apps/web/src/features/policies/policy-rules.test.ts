import { type MatrixStatus, policyMessages, policyPdfMaxBytes } from "@cloudoc/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cellViews,
  checkDueDate,
  completionById,
  completionText,
  defaultDueDate,
  employeeCompletionText,
  landingAfterAssign,
  legendOrder,
  nameFromFileName,
  pdfProblem,
  policiesCount,
  ukDate,
  viewOf,
} from "./policy-rules";

describe("the list and matrix views", () => {
  it("shows the matrix only for ?view=matrix", () => {
    expect(viewOf("?view=matrix")).toBe("matrix");
    expect(viewOf("")).toBe("list");
    expect(viewOf("?view=list")).toBe("list");
    expect(viewOf("?other=matrix")).toBe("list");
  });
});

describe("completion", () => {
  const active = { status: 1, hidden: false };
  it("says why a draft or hidden policy has none", () => {
    expect(completionText({ status: 0, hidden: false })).toBe("Draft: not shown to employees");
    expect(completionText({ status: 1, hidden: true }, { assigned: 3, acknowledged: 1, percent: 33 })).toBe(
      "Hidden from employees",
    );
  });
  it("says not assigned rather than 0%", () => {
    expect(completionText(active)).toBe("Not assigned yet");
    expect(completionText(active, { assigned: 0, acknowledged: 0, percent: null })).toBe("Not assigned yet");
  });
  it("shows the percentage with the counts", () => {
    expect(completionText(active, { assigned: 4, acknowledged: 3, percent: 75 })).toBe("75% (3 of 4)");
  });
  it("puts an employee's completion in words", () => {
    expect(employeeCompletionText({ assigned: 4, acknowledged: 3, percent: 75 })).toBe("75% done (3 of 4)");
    expect(employeeCompletionText({ assigned: 0, acknowledged: 0, percent: null })).toBe("Nothing assigned");
  });
  it("indexes the matrix's columns by policy id", () => {
    const map = completionById([
      { _id: "a", name: "A", policyNumber: "", assigned: 2, acknowledged: 1, percent: 50 },
      { _id: "b", name: "B", policyNumber: "", assigned: 0, acknowledged: 0, percent: null },
    ]);
    expect(map.get("a")).toEqual({ assigned: 2, acknowledged: 1, percent: 50 });
    expect(map.get("b")?.percent).toBeNull();
  });
});

describe("matrix cells", () => {
  it("give every status words and an icon, not colour alone", () => {
    const statuses: MatrixStatus[] = [
      "not-assigned",
      "unread",
      "read",
      "overdue",
      "reacknowledge",
      "acknowledged",
    ];
    for (const status of statuses) {
      expect(cellViews[status].label.length).toBeGreaterThan(3);
      expect(cellViews[status].icon).toBeTruthy();
    }
    expect(new Set(statuses.map((s) => cellViews[s].icon)).size).toBe(statuses.length);
    expect([...legendOrder].sort()).toEqual([...statuses].sort());
  });
  it("shows overdue in red", () => {
    expect(cellViews.overdue.color).toMatch(/^red/);
  });
});

describe("due dates", () => {
  const today = "2026-03-10";
  it("takes a UK date or an ISO day", () => {
    expect(checkDueDate("24/03/2026", today)).toEqual({ ok: true, date: "2026-03-24" });
    expect(checkDueDate("2026-03-24", today)).toEqual({ ok: true, date: "2026-03-24" });
    expect(checkDueDate("10/03/2026", today)).toEqual({ ok: true, date: "2026-03-10" });
  });
  it("refuses a past day, a missing or impossible one, and one too far ahead", () => {
    expect(checkDueDate("09/03/2026", today)).toEqual({ ok: false, message: policyMessages.dueDatePast });
    expect(checkDueDate("", today)).toEqual({ ok: false, message: policyMessages.dueDateRequired });
    expect(checkDueDate("31/02/2026", today)).toEqual({ ok: false, message: policyMessages.dueDateRequired });
    expect(checkDueDate("11/03/2031", today)).toEqual({ ok: false, message: policyMessages.dueDateTooFar });
  });
  it("never accepts a day before today", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), (daysBack) => {
        const day = new Date(Date.UTC(2026, 2, 10) - daysBack * 86_400_000).toISOString().slice(0, 10);
        return !checkDueDate(ukDate(day), today).ok;
      }),
    );
  });
  it("offers four weeks ahead, shown DD/MM/YYYY", () => {
    expect(defaultDueDate(today)).toBe("2026-04-07");
    expect(ukDate("2026-04-07")).toBe("07/04/2026");
    expect(ukDate("nonsense")).toBe("");
    expect(checkDueDate(ukDate(defaultDueDate(today)), today).ok).toBe(true);
  });
});

describe("PDF uploads", () => {
  it("refuses what is not a PDF, or too large", () => {
    expect(pdfProblem({ name: "a.docx", type: "application/msword", size: 10 })).toBe(policyMessages.pdfOnly);
    expect(pdfProblem({ name: "a.pdf", type: "application/pdf", size: policyPdfMaxBytes + 1 })).toBe(
      policyMessages.pdfTooLarge,
    );
    expect(pdfProblem({ name: "A.PDF", type: "", size: 10 })).toBeNull();
  });
  it("names the policy after the file", () => {
    expect(nameFromFileName("fire-safety_v2.pdf")).toBe("fire safety v2");
    expect(nameFromFileName("Safeguarding Policy.PDF")).toBe("Safeguarding Policy");
  });
});

describe("assignment", () => {
  it("lands on groups or employees (spec 001 §4)", () => {
    expect(landingAfterAssign("group")).toBe("/company/groups");
    expect(landingAfterAssign("employee")).toBe("/company/employees");
  });
  it("counts policies", () => {
    expect(policiesCount(1)).toBe("1 policy");
    expect(policiesCount(3)).toBe("3 policies");
  });
});
