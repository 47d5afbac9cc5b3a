import { describe, expect, it } from "vitest";
import { compareDocuments } from "./compare";
import { wordChanges } from "./words";

const copy =
  "<h1>Medication</h1><p>Intro.</p>" +
  "<h2>1. Purpose</h2><p>We give medicines safely.</p><p>Staff are trained.</p>" +
  "<h2>2. Scope</h2><p>All staff.</p>" +
  "<h2>3. Local notes</h2><p>Our own note.</p>";
const master =
  "<h1>Medication</h1><p>Intro.</p>" +
  "<h2>1. Purpose</h2><p>We give medicines safely and on time.</p><p>Staff are trained.</p><p>New rule.</p>" +
  "<h2>2. Covert medicines</h2><p>Only with a best-interests decision.</p>" +
  "<h2>3. Scope</h2><p>All  staff.</p>";

describe("comparing a copy with the master", () => {
  const sections = compareDocuments(copy, master);

  it("aligns sections by heading in the master's order, a removed section after its predecessor", () => {
    expect(sections.map((section) => [section.key, section.status])).toEqual([
      ["medication", "same"],
      ["purpose", "changed"],
      ["covert medicines", "added"],
      ["scope", "changed"],
      ["local notes", "removed"],
    ]);
  });

  it("aligns blocks and shows the words of a changed block", () => {
    const purpose = sections[1];
    expect(purpose?.blocks.map((block) => block.kind)).toEqual(["same", "changed", "same", "added"]);
    expect(purpose?.blocks[1]?.words).toEqual([
      { kind: "same", text: "We give medicines safely" },
      { kind: "added", text: " and on time" },
      { kind: "same", text: "." },
    ]);
    expect(purpose?.blocks[3]).toEqual({ kind: "added", before: "", after: "<p>New rule.</p>", words: [] });
  });

  it("treats renumbering as a change of the heading, not a new section", () => {
    const scope = sections[3];
    expect(scope?.heading).toBe("3. Scope");
    expect(scope?.blocks.map((block) => block.kind)).toEqual(["changed", "same"]);
  });

  it("keeps every block of both sides", () => {
    const before = sections.flatMap((section) => section.blocks.map((block) => block.before)).filter(Boolean);
    const after = sections.flatMap((section) => section.blocks.map((block) => block.after)).filter(Boolean);
    expect(before.join("")).toBe(copy);
    expect(after.join("")).toBe(master);
  });

  it("compares variables as variables, not their values", () => {
    const [section] = compareDocuments(
      '<p>Ask <span data-variable="company.name">Company name</span>.</p>',
      '<p>Ask <span data-variable="company.name">Organisation</span>.</p>',
    );
    expect(section?.status).toBe("same");
    const [changed] = compareDocuments(
      '<p>Ask <span data-variable="company.name">Company name</span>.</p>',
      '<p>Ask <span data-variable="registered.manager">Registered manager</span>.</p>',
    );
    expect(changed?.blocks[0]?.words.map((word) => word.kind)).toEqual(["same", "removed", "added", "same"]);
  });

  it("pairs a replaced block as changed and reports the rest as removed or added", () => {
    const [section] = compareDocuments("<p>one</p><p>two</p><p>end</p>", "<p>one!</p><p>end</p>");
    expect(section?.blocks.map((block) => block.kind)).toEqual(["changed", "removed", "same"]);
  });
});

describe("the words of a changed block", () => {
  it("keeps runs of kept, added and removed text", () => {
    expect(wordChanges("Staff must report it today.", "Staff should report it, today.")).toEqual([
      { kind: "same", text: "Staff " },
      { kind: "removed", text: "must" },
      { kind: "added", text: "should" },
      { kind: "same", text: " report it" },
      { kind: "added", text: "," },
      { kind: "same", text: " today." },
    ]);
  });

  it("treats a variable as one word", () => {
    expect(wordChanges("Ask {{Company name}} first.", "Ask {{Registered manager}} first.")).toEqual([
      { kind: "same", text: "Ask " },
      { kind: "removed", text: "{{Company name}}" },
      { kind: "added", text: "{{Registered manager}}" },
      { kind: "same", text: " first." },
    ]);
  });
});
