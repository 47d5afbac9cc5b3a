import { describe, expect, it } from "vitest";
import { mergeDocuments } from "./merge";
import { resolveMerge } from "./resolve";

const base = "<p>Intro</p><h2>Purpose</h2><p>p1</p><h2>Scope</h2><p>s1</p>";
const mine = "<p>Intro</p><h2>Purpose</h2><p>p1 ours</p><h2>Scope</h2><p>s1 ours</p>";
const theirs = "<p>Intro!</p><h2>Purpose</h2><p>p1 theirs</p><h2>Scope</h2><p>s1</p>";

describe("settling a merge", () => {
  const result = mergeDocuments(base, mine, theirs);

  it("asks for a choice for every conflict", () => {
    expect(result.conflicts).toBe(1);
    expect(resolveMerge(result, {})).toEqual({ missing: ["purpose"] });
  });

  it("joins the sections with the manager's choice for each conflict", () => {
    expect(resolveMerge(result, { purpose: "mine" })).toEqual({
      html: "<p>Intro!</p>\n<h2>Purpose</h2>\n<p>p1 ours</p>\n<h2>Scope</h2>\n<p>s1 ours</p>",
    });
    expect(resolveMerge(result, { purpose: "theirs" })).toEqual({
      html: "<p>Intro!</p>\n<h2>Purpose</h2>\n<p>p1 theirs</p>\n<h2>Scope</h2>\n<p>s1 ours</p>",
    });
    expect(resolveMerge(result, { purpose: { html: "<h2>Purpose</h2><p>both</p>" } })).toEqual({
      html: "<p>Intro!</p>\n<h2>Purpose</h2><p>both</p>\n<h2>Scope</h2>\n<p>s1 ours</p>",
    });
  });

  it("lets a choice override a section that merged cleanly", () => {
    const settled = resolveMerge(result, { purpose: "mine", "": "mine", scope: "theirs" });
    expect(settled).toEqual({
      html: "<p>Intro</p>\n<h2>Purpose</h2>\n<p>p1 ours</p>\n<h2>Scope</h2>\n<p>s1</p>",
    });
  });

  it("leaves out sections that end empty, and ignores choices for unknown keys", () => {
    const settled = resolveMerge(result, { purpose: { html: "" }, elsewhere: "mine" });
    expect(settled).toEqual({ html: "<p>Intro!</p>\n<h2>Scope</h2>\n<p>s1 ours</p>" });
  });
});
