import type { QuizQuestion } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  acknowledgementStatement,
  allAnswered,
  answersPayload,
  dueText,
  employeeStatusOf,
  employeeStatusViews,
  keepRightAnswers,
  readingStep,
  splitByDone,
} from "./reading-rules";

const base = { acknowledged: false, needsReacknowledgement: false, overdue: false, status: 0 };

describe("an assigned policy's status", () => {
  it("is acknowledged, asked again, overdue, read or unread, in that order", () => {
    expect(employeeStatusOf({ ...base, acknowledged: true, overdue: true })).toBe("acknowledged");
    expect(employeeStatusOf({ ...base, needsReacknowledgement: true, overdue: true })).toBe("reacknowledge");
    expect(employeeStatusOf({ ...base, overdue: true, status: 1 })).toBe("overdue");
    expect(employeeStatusOf({ ...base, status: 1 })).toBe("read");
    expect(employeeStatusOf(base)).toBe("unread");
  });
  it("shows overdue in red", () => {
    expect(employeeStatusViews.overdue.color).toMatch(/^red/);
  });
});

describe("due dates", () => {
  const today = "2026-03-10";
  it("says how far off the due date is", () => {
    expect(dueText({ dueDate: "2026-03-13", overdue: false, acknowledged: false }, today)).toBe(
      "Due 13/03/2026 (in 3 days)",
    );
    expect(dueText({ dueDate: "2026-03-11", overdue: false, acknowledged: false }, today)).toBe(
      "Due 11/03/2026 (in 1 day)",
    );
    expect(dueText({ dueDate: "2026-03-10", overdue: false, acknowledged: false }, today)).toBe(
      "Due today (10/03/2026)",
    );
  });
  it("says overdue once it has passed, and nothing once done", () => {
    expect(dueText({ dueDate: "2026-03-01", overdue: true, acknowledged: false }, today)).toBe(
      "Overdue: was due 01/03/2026",
    );
    expect(dueText({ dueDate: "2026-03-01", overdue: false, acknowledged: true }, today)).toBe("");
  });
});

describe("the list", () => {
  it("keeps the server's order within what is to do and what is done", () => {
    const list = [
      { _id: "a", acknowledged: false },
      { _id: "b", acknowledged: true },
      { _id: "c", acknowledged: false },
    ];
    const { toDo, done } = splitByDone(list);
    expect(toDo.map((p) => p._id)).toEqual(["a", "c"]);
    expect(done.map((p) => p._id)).toEqual(["b"]);
  });
});

const questions: QuizQuestion[] = [
  { id: "q1", question: "One?", choice: ["a", "b"], type: "single" },
  { id: "q2", question: "Two?", choice: ["a", "b", "c"], type: "multiple" },
];
const quiz = (over: Partial<{ required: boolean; passed: boolean; questions: QuizQuestion[] }> = {}) => ({
  required: true,
  questions,
  passMark: 2,
  passed: false,
  attempts: 0,
  ...over,
});

describe("the reading steps", () => {
  it("asks for the quiz first when one is required and not passed", () => {
    expect(readingStep({ acknowledged: false, quiz: quiz() }, false)).toBe("quiz");
    expect(readingStep({ acknowledged: false, quiz: quiz() }, true)).toBe("acknowledge");
    expect(readingStep({ acknowledged: false, quiz: quiz({ passed: true }) }, false)).toBe("acknowledge");
  });
  it("skips a quiz that is not required or has no questions", () => {
    expect(readingStep({ acknowledged: false, quiz: quiz({ required: false }) }, false)).toBe("acknowledge");
    expect(readingStep({ acknowledged: false, quiz: quiz({ questions: [] }) }, false)).toBe("acknowledge");
    expect(readingStep({ acknowledged: false, quiz: null }, false)).toBe("acknowledge");
  });
  it("is done once acknowledged", () => {
    expect(readingStep({ acknowledged: true, quiz: quiz() }, false)).toBe("done");
  });
});

describe("quiz answers", () => {
  it("needs every question answered", () => {
    expect(allAnswered(questions, { q1: [0] })).toBe(false);
    expect(allAnswered(questions, { q1: [0], q2: [] })).toBe(false);
    expect(allAnswered(questions, { q1: [0], q2: [1, 2] })).toBe(true);
  });
  it("sends them in the questions' order", () => {
    expect(answersPayload(questions, { q2: [2], q1: [1] })).toEqual([
      { id: "q1", answer: [1] },
      { id: "q2", answer: [2] },
    ]);
  });
  it("keeps the right answers for the retry", () => {
    expect(keepRightAnswers({ q1: [0], q2: [1] }, ["q2"])).toEqual({ q1: [0] });
  });
});

describe("the acknowledgement", () => {
  it("names the policy, its number and version", () => {
    expect(acknowledgementStatement({ name: "Fire Safety", policyNumber: "HS-02", version: 3 })).toBe(
      "I confirm that I have read and understood “Fire Safety” (HS-02), version 3, and that I will follow it in my work.",
    );
    expect(acknowledgementStatement({ name: "Lone Working", policyNumber: "", version: 1 })).toContain(
      "“Lone Working”, version 1",
    );
  });
});
