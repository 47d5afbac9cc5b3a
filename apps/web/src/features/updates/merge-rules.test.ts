import type { MergeResult, MergeSection } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { acceptMergeLabel, choicesPayload, choose, conflictsLeft, hasWords, resultOf } from "./merge-rules";

const section = (key: string, outcome: MergeSection["outcome"]): MergeSection => ({
  key,
  heading: key,
  outcome,
  base: `<p>${key} base</p>`,
  mine: `<p>${key} mine</p>`,
  theirs: `<p>${key} theirs</p>`,
  merged: outcome === "conflict" ? null : `<p>${key} merged</p>`,
});

const merge: MergeResult = {
  sections: [
    section("a", "unchanged"),
    section("b", "conflict"),
    section("c", "merged"),
    section("d", "conflict"),
  ],
  conflicts: 2,
};

describe("conflictsLeft", () => {
  it("counts every conflict until it has a choice", () => {
    expect(conflictsLeft(merge, {})).toBe(2);
    expect(conflictsLeft(merge, { b: { pick: "mine", html: "" } })).toBe(1);
    expect(conflictsLeft(merge, { b: { pick: "mine", html: "" }, d: { pick: "theirs", html: "" } })).toBe(0);
  });

  it("does not count an edit that says nothing as a choice", () => {
    expect(
      conflictsLeft(merge, { b: { pick: "edit", html: "<p> &nbsp;</p>" }, d: { pick: "mine", html: "" } }),
    ).toBe(1);
    expect(
      conflictsLeft(merge, { b: { pick: "edit", html: "<p>Ours</p>" }, d: { pick: "mine", html: "" } }),
    ).toBe(0);
  });

  it("ignores choices for sections that are not conflicts", () => {
    expect(conflictsLeft(merge, { a: { pick: "mine", html: "" }, c: { pick: "mine", html: "" } })).toBe(2);
  });

  it("is zero when nothing conflicts", () => {
    expect(conflictsLeft({ sections: [section("a", "merged")], conflicts: 0 }, {})).toBe(0);
  });
});

describe("acceptMergeLabel", () => {
  it("says how many choices are left", () => {
    expect(acceptMergeLabel(0)).toBe("Accept merge");
    expect(acceptMergeLabel(1)).toBe("Accept merge (1 section left to choose)");
    expect(acceptMergeLabel(3)).toBe("Accept merge (3 sections left to choose)");
  });
});

describe("choicesPayload", () => {
  it("sends mine, theirs or the edited wording by section key, for conflicts only", () => {
    expect(
      choicesPayload(merge, {
        a: { pick: "theirs", html: "" },
        b: { pick: "theirs", html: "" },
        d: { pick: "edit", html: "<p>Our own</p>" },
      }),
    ).toEqual({ b: "theirs", d: { html: "<p>Our own</p>" } });
  });

  it("leaves out an empty edit", () => {
    expect(choicesPayload(merge, { b: { pick: "edit", html: "" } })).toEqual({});
  });
});

describe("choose", () => {
  const b = section("b", "conflict");

  it("starts an edit from the manager's own wording by default", () => {
    expect(choose(b, undefined, "edit")).toEqual({ pick: "edit", html: "<p>b mine</p>" });
  });

  it("starts an edit from the side picked before", () => {
    expect(choose(b, { pick: "theirs", html: "" }, "edit")).toEqual({
      pick: "edit",
      html: "<p>b theirs</p>",
    });
  });

  it("keeps an edit begun when another side is looked at and Edit chosen again", () => {
    const edited = { pick: "edit" as const, html: "<p>Typed</p>" };
    const away = choose(b, edited, "mine");
    expect(away).toEqual({ pick: "mine", html: "<p>Typed</p>" });
    expect(choose(b, away, "edit")).toEqual(edited);
  });
});

describe("resultOf", () => {
  it("answers what the section will say", () => {
    expect(resultOf(section("c", "merged"), undefined)).toBe("<p>c merged</p>");
    expect(resultOf(section("b", "conflict"), undefined)).toBeNull();
    expect(resultOf(section("b", "conflict"), { pick: "theirs", html: "" })).toBe("<p>b theirs</p>");
    expect(resultOf(section("b", "conflict"), { pick: "edit", html: "<p>x</p>" })).toBe("<p>x</p>");
  });

  it("knows when HTML has words", () => {
    expect(hasWords("<p></p>")).toBe(false);
    expect(hasWords("<p>a</p>")).toBe(true);
  });
});
