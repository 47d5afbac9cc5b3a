import type { BlockDiff, MergeSection, SectionCompare } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  bodyBlocks,
  changeSummary,
  foldMerge,
  foldSections,
  readableRuns,
  sectionTitle,
  textPieces,
  unchangedLabel,
  viewOf,
  withoutLeadingHeading,
  wordsFor,
} from "./compare-rules";

const section = (key: string, status: SectionCompare["status"]): SectionCompare => ({
  key,
  heading: key,
  status,
  blocks: [],
});

describe("foldSections", () => {
  it("folds each run of unchanged sections and shows the rest", () => {
    const runs = foldSections([
      section("a", "same"),
      section("b", "same"),
      section("c", "changed"),
      section("d", "same"),
      section("e", "added"),
      section("f", "removed"),
      section("g", "same"),
    ]);
    expect(runs.map((run) => (run.kind === "folded" ? run.items.map((s) => s.key) : run.item.key))).toEqual([
      ["a", "b"],
      "c",
      ["d"],
      "e",
      "f",
      ["g"],
    ]);
  });

  it("gives every run its own key even when headings repeat", () => {
    const runs = foldSections([section("x", "changed"), section("x", "changed"), section("x", "same")]);
    expect(new Set(runs.map((run) => run.key)).size).toBe(3);
  });

  it("answers nothing for no sections", () => {
    expect(foldSections([])).toEqual([]);
  });

  it("folds the merge's unchanged sections the same way", () => {
    const merged = (key: string, outcome: MergeSection["outcome"]): MergeSection => ({
      key,
      heading: key,
      outcome,
      base: "",
      mine: "",
      theirs: "",
      merged: outcome === "conflict" ? null : "",
    });
    const runs = foldMerge([
      merged("a", "unchanged"),
      merged("b", "conflict"),
      merged("c", "unchanged"),
      merged("d", "unchanged"),
    ]);
    expect(runs.map((run) => run.kind)).toEqual(["folded", "shown", "folded"]);
    expect(runs[2]?.kind === "folded" && runs[2].items.length).toBe(2);
  });
});

describe("labels", () => {
  it("counts unchanged sections in words", () => {
    expect(unchangedLabel(1)).toBe("1 unchanged section");
    expect(unchangedLabel(4)).toBe("4 unchanged sections");
  });

  it("summarises the changes, or says nothing differs", () => {
    expect(changeSummary([section("a", "changed"), section("b", "added"), section("c", "same")])).toBe(
      "1 section changed, 1 added",
    );
    expect(changeSummary([section("a", "same")])).toBe("Your copy and the library version say the same.");
  });

  it("names the text before the first heading", () => {
    expect(sectionTitle("")).toBe("Opening text");
    expect(sectionTitle(" Purpose ")).toBe("Purpose");
  });

  it("reads the remembered view, side by side by default", () => {
    expect(viewOf("inline")).toBe("inline");
    expect(viewOf("side")).toBe("side");
    expect(viewOf(null)).toBe("side");
    expect(viewOf("weird")).toBe("side");
  });
});

describe("textPieces", () => {
  it("shows business variables as chips, not as values", () => {
    expect(textPieces("Contact {{Registered Manager}} at {{Company Name}}.")).toEqual([
      { variable: false, text: "Contact ", at: 0 },
      { variable: true, text: "Registered Manager", at: 8 },
      { variable: false, text: " at ", at: 30 },
      { variable: true, text: "Company Name", at: 34 },
      { variable: false, text: ".", at: 50 },
    ]);
  });

  it("keeps plain text and lone braces as text", () => {
    expect(textPieces("a { b }")).toEqual([{ variable: false, text: "a { b }", at: 0 }]);
    expect(textPieces("")).toEqual([]);
  });
});

describe("wordsFor", () => {
  const block: BlockDiff = {
    kind: "changed",
    before: "<p>a b</p>",
    after: "<p>a c</p>",
    words: [
      { kind: "same", text: "a " },
      { kind: "removed", text: "b" },
      { kind: "added", text: "c" },
    ],
  };

  it("shows removed words on the copy's side and added words on the library's", () => {
    expect(wordsFor(block, "before").map((w) => w.text)).toEqual(["a ", "b"]);
    expect(wordsFor(block, "after").map((w) => w.text)).toEqual(["a ", "c"]);
  });

  it("keeps a space where the other side's words held the only one", () => {
    const removal: BlockDiff = {
      kind: "changed",
      before: "<p>independence, their faith and more</p>",
      after: "<p>independence and more</p>",
      words: [
        { kind: "same", text: "independence" },
        { kind: "removed", text: ", their faith " },
        { kind: "same", text: "and more" },
      ],
    };
    expect(
      wordsFor(removal, "after")
        .map((w) => w.text)
        .join(""),
    ).toBe("independence and more");
    expect(
      wordsFor(removal, "before")
        .map((w) => w.text)
        .join(""),
    ).toBe("independence, their faith and more");
  });
});

describe("bodyBlocks", () => {
  const block = (kind: BlockDiff["kind"], before: string): BlockDiff => ({
    kind,
    before,
    after: before,
    words: [],
  });

  it("leaves out an unchanged heading block, which the title bar names", () => {
    const blocks = [block("same", "<h2>Purpose</h2>"), block("changed", "<p>a</p>")];
    expect(bodyBlocks({ key: "purpose", heading: "Purpose", status: "changed", blocks })).toEqual([
      blocks[1],
    ]);
  });

  it("keeps a changed heading and text before any heading", () => {
    const changed = [block("changed", "<h2>Purpose</h2>"), block("same", "<p>a</p>")];
    expect(bodyBlocks({ key: "purpose", heading: "Purpose", status: "changed", blocks: changed })).toEqual(
      changed,
    );
    const opening = [block("same", "<p>a</p>")];
    expect(bodyBlocks({ key: "", heading: "", status: "same", blocks: opening })).toEqual(opening);
  });

  it("strips only a leading heading from a settled section", () => {
    expect(withoutLeadingHeading('<h2 id="x">Scope</h2>\n<p>All staff</p>')).toBe("<p>All staff</p>");
    expect(withoutLeadingHeading("<p>Intro</p><h2>Later</h2>")).toBe("<p>Intro</p><h2>Later</h2>");
  });
});

describe("readableRuns", () => {
  const same = (text: string) => ({ kind: "same" as const, text });
  const removed = (text: string) => ({ kind: "removed" as const, text });
  const added = (text: string) => ({ kind: "added" as const, text });
  const sideText = (runs: { kind: string; text: string }[], hide: string) =>
    runs
      .filter((r) => r.kind !== hide)
      .map((r) => r.text)
      .join("");

  const words = [
    same("Staff must treat "),
    removed("people"),
    added("every"),
    same(" "),
    added("person "),
    same("as "),
    removed("they"),
    added("an"),
    same(" "),
    removed("would"),
    added("equal"),
    same(" "),
    removed("help"),
    added("care"),
    same(". People choose."),
  ];

  it("reads each stretch of changes as one removed phrase, then one added phrase", () => {
    expect(readableRuns(words)).toEqual([
      same("Staff must treat "),
      removed("people "),
      added("every person "),
      same("as "),
      removed("they would help"),
      added("an equal care"),
      same(". People choose."),
    ]);
  });

  it("keeps every side's text exactly", () => {
    const runs = readableRuns(words);
    expect(sideText(runs, "added")).toBe(sideText(words, "added"));
    expect(sideText(runs, "removed")).toBe(sideText(words, "removed"));
  });

  it("leaves runs without changes as they are", () => {
    expect(readableRuns([same("a "), same("b")])).toEqual([same("a "), same("b")]);
    expect(readableRuns([])).toEqual([]);
  });
});
