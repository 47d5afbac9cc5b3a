import { describe, expect, it } from "vitest";
import { threeWay } from "./diff3";
import { mergeDocuments } from "./merge";
import { mergeOrder } from "./order";

const doc = (...sections: string[]) => sections.join("");
const section = (heading: string, ...paragraphs: string[]) =>
  `<h2>${heading}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join("")}`;

const base = doc(section("Purpose", "p1", "p2"), section("Scope", "s1"), section("Training", "t1"));

function outcomes(mine: string, theirs: string, from = base) {
  return mergeDocuments(from, mine, theirs).sections.map((s) => [s.key, s.outcome]);
}

describe("merging a copy with a new master, section by section", () => {
  it("takes the master where only the master changed, the copy where only the copy changed", () => {
    const mine = doc(section("Purpose", "p1 ours", "p2"), section("Scope", "s1"), section("Training", "t1"));
    const theirs = doc(section("Purpose", "p1", "p2"), section("Scope", "s1 new"), section("Training", "t1"));
    const result = mergeDocuments(base, mine, theirs);
    expect(result.sections.map((s) => [s.key, s.outcome])).toEqual([
      ["purpose", "mine"],
      ["scope", "theirs"],
      ["training", "unchanged"],
    ]);
    expect(result.sections[0]?.merged).toBe("<h2>Purpose</h2>\n<p>p1 ours</p>\n<p>p2</p>");
    expect(result.sections[1]?.merged).toBe("<h2>Scope</h2>\n<p>s1 new</p>");
    expect(result.conflicts).toBe(0);
  });

  it("does not count whitespace or entity differences as changes", () => {
    const mine = base.replace("<p>p1</p>", "<p> p1\n</p>");
    expect(outcomes(mine, base)).toEqual([
      ["purpose", "unchanged"],
      ["scope", "unchanged"],
      ["training", "unchanged"],
    ]);
  });

  it("marks the same change on both sides as merged", () => {
    const both = doc(section("Purpose", "p1", "p2 fixed"), section("Scope", "s1"), section("Training", "t1"));
    expect(outcomes(both, both)[0]).toEqual(["purpose", "merged"]);
  });

  it("merges a section both changed in different blocks, keeping both changes", () => {
    const mine = doc(section("Purpose", "p1 ours", "p2"), section("Scope", "s1"), section("Training", "t1"));
    const theirs = doc(
      section("Purpose", "p1", "new", "p2 new"),
      section("Scope", "s1"),
      section("Training", "t1"),
    );
    const [purpose] = mergeDocuments(base, mine, theirs).sections;
    expect(purpose?.outcome).toBe("merged");
    expect(purpose?.merged).toBe("<h2>Purpose</h2>\n<p>p1 ours</p>\n<p>new</p>\n<p>p2 new</p>");
  });

  it("keeps a renumbered heading and an edited first paragraph together", () => {
    const mine = doc(section("Purpose", "p1 ours", "p2"), section("Scope", "s1"), section("Training", "t1"));
    const theirs = doc(
      section("1. Purpose", "p1", "p2"),
      section("2. Scope", "s1"),
      section("3. Training", "t1"),
    );
    const [purpose] = mergeDocuments(base, mine, theirs).sections;
    expect(purpose?.merged).toBe("<h2>1. Purpose</h2>\n<p>p1 ours</p>\n<p>p2</p>");
  });

  it("is a conflict where both changed the same block", () => {
    const mine = doc(section("Purpose", "p1 ours", "p2"), section("Scope", "s1"), section("Training", "t1"));
    const theirs = doc(
      section("Purpose", "p1 theirs", "p2"),
      section("Scope", "s1"),
      section("Training", "t1"),
    );
    const result = mergeDocuments(base, mine, theirs);
    expect(result.conflicts).toBe(1);
    expect(result.sections[0]).toMatchObject({ key: "purpose", outcome: "conflict", merged: null });
    expect(result.sections[0]?.mine).toContain("p1 ours");
    expect(result.sections[0]?.theirs).toContain("p1 theirs");
  });

  it("is a conflict where both inserted different blocks at the same place", () => {
    const mine = base.replace("<p>p2</p>", "<p>ours</p><p>p2</p>");
    const theirs = base.replace("<p>p2</p>", "<p>theirs</p><p>p2</p>");
    expect(outcomes(mine, theirs)[0]).toEqual(["purpose", "conflict"]);
  });

  it("keeps sections added on either side, each after its predecessor", () => {
    const mine = base.replace("<h2>Scope</h2>", `${section("Local", "ours")}<h2>Scope</h2>`);
    const theirs = `${base}${section("Covert medicines", "new")}`;
    expect(outcomes(mine, theirs)).toEqual([
      ["purpose", "unchanged"],
      ["local", "mine"],
      ["scope", "unchanged"],
      ["training", "unchanged"],
      ["covert medicines", "theirs"],
    ]);
  });

  it("deletes a section one side deleted and the other left alone", () => {
    const withoutScope = doc(section("Purpose", "p1", "p2"), section("Training", "t1"));
    const result = mergeDocuments(base, withoutScope, base);
    expect(result.sections[1]).toMatchObject({ key: "scope", outcome: "mine", merged: "" });
    expect(mergeDocuments(base, base, withoutScope).sections[1]).toMatchObject({
      outcome: "theirs",
      merged: "",
    });
  });

  it("is a conflict where one side deleted a section the other changed", () => {
    const withoutScope = doc(section("Purpose", "p1", "p2"), section("Training", "t1"));
    const changedScope = base.replace("<p>s1</p>", "<p>s1 changed</p>");
    expect(outcomes(withoutScope, changedScope)[1]).toEqual(["scope", "conflict"]);
    expect(outcomes(changedScope, withoutScope)[1]).toEqual(["scope", "conflict"]);
  });

  it("is a conflict where both added a section of the same heading with different text", () => {
    expect(outcomes(`${base}${section("Extra", "a")}`, `${base}${section("Extra", "b")}`)[3]).toEqual([
      "extra",
      "conflict",
    ]);
  });

  it("keeps the copy's order of sections when only the copy moved them", () => {
    const moved = doc(section("Training", "t1"), section("Purpose", "p1", "p2"), section("Scope", "s1"));
    const theirs = base.replace("<p>s1</p>", "<p>s1 new</p>");
    expect(outcomes(moved, theirs).map(([key]) => key)).toEqual(["training", "purpose", "scope"]);
  });
});

describe("the three-way merge of sequences", () => {
  it("lets changes that touch but do not overlap both stand", () => {
    const regions = threeWay(["h", "a!", "b"], ["h", "a", "b"], ["h", "a", "new", "b"]);
    expect(regions.every((region) => region.stable)).toBe(true);
  });

  it("reports overlapping changes as a conflict with each side's range", () => {
    const regions = threeWay(["x", "a1", "c"], ["x", "a", "c"], ["x", "a2", "b2", "c"]);
    expect(regions).toEqual([
      { stable: true, side: "base", start: 0, length: 1 },
      { stable: false, mine: [1, 2], base: [1, 2], theirs: [1, 3] },
      { stable: true, side: "base", start: 2, length: 1 },
    ]);
  });

  it("orders sections theirs first where both moved the same part", () => {
    expect(mergeOrder(["a", "b", "c"], ["b", "a", "c"], ["a", "c", "b"])).toEqual(["a", "c", "b"]);
  });
});
