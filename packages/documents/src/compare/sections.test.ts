import { describe, expect, it } from "vitest";
import { splitBlocks } from "./blocks";
import { sectionKey, sectionSignature, splitSections } from "./sections";

describe("the blocks of a document", () => {
  it("keeps each top-level element exactly as written", () => {
    const html =
      '<h1>Title</h1>\n<p class="x">A &amp; B</p><ul><li>one</li></ul><hr><table><tr><td>c</td></tr></table>';
    expect(splitBlocks(html)).toEqual([
      "<h1>Title</h1>",
      '<p class="x">A &amp; B</p>',
      "<ul><li>one</li></ul>",
      "<hr>",
      "<table><tr><td>c</td></tr></table>",
    ]);
  });

  it("wraps text and inline elements between blocks in a paragraph, and drops bare whitespace", () => {
    expect(
      splitBlocks('Loose <strong>text</strong>\n<p>para</p>\n  \n<span data-variable="a">A</span>'),
    ).toEqual([
      "<p>Loose <strong>text</strong></p>",
      "<p>para</p>",
      '<p><span data-variable="a">A</span></p>',
    ]);
  });

  it("ends an unclosed block where the next one starts", () => {
    expect(splitBlocks("<p>one<p>two<ul><li>three")).toEqual(["<p>one", "<p>two", "<ul><li>three"]);
  });
});

describe("the sections of a document", () => {
  it("splits at every heading h1 to h4, the text before the first heading keyed ''", () => {
    const sections = splitSections(
      "<p>Preface</p><h1>Policy</h1><p>a</p><h2>Scope</h2><p>b</p><h3>Detail</h3><h4>More</h4><h5>Minor</h5><p>c</p>",
    );
    expect(sections.map((section) => [section.key, section.blocks.length])).toEqual([
      ["", 1],
      ["policy", 2],
      ["scope", 2],
      ["detail", 1],
      ["more", 3],
    ]);
    expect(sections[2]?.heading).toBe("Scope");
  });

  it("keys a heading so renumbering keeps the alignment", () => {
    expect(sectionKey("3. Scope")).toBe("scope");
    expect(sectionKey("3.1  Who  this applies to")).toBe("who this applies to");
    expect(sectionKey("4) Training")).toBe("training");
    expect(sectionKey("Section 4 - Records")).toBe("records");
    expect(sectionKey("Part 2: Procedure")).toBe("procedure");
    expect(sectionKey("12 Reporting")).toBe("reporting");
    expect(sectionKey("Purpose")).toBe("purpose");
    expect(sectionKey("2.")).toBe("2.");
  });

  it("shows a variable in a heading by its label", () => {
    const [section] = splitSections('<h2>About <span data-variable="company.name">Meadowbank</span></h2>');
    expect(section?.key).toBe("about {{company name}}");
  });

  it("gives a repeated heading a numbered key", () => {
    const keys = splitSections("<h2>Notes</h2><p>a</p><h2>2. Notes</h2><p>b</p><h2>Notes</h2>").map(
      (section) => section.key,
    );
    expect(keys).toEqual(["notes", "notes#2", "notes#3"]);
  });

  it("has no sections for an empty document", () => {
    expect(splitSections("")).toEqual([]);
    expect(splitSections("  \n ")).toEqual([]);
  });
});

describe("empty paragraphs", () => {
  it("are carried by the block before them, so an editor's trailing empty paragraph is no change", () => {
    const stored = "<h2>Related</h2><ul><li>One</li></ul>";
    const edited = "<h2>Related</h2><ul><li>One</li></ul><p></p>";
    const [section] = splitSections(edited);
    expect(section?.blocks.map((block) => block.html)).toEqual([
      "<h2>Related</h2>",
      "<ul><li>One</li></ul><p></p>",
    ]);
    expect(sectionSignature(section)).toBe(sectionSignature(splitSections(stored)[0]));
  });

  it("at the start are kept with the first block", () => {
    const [section] = splitSections("<p></p><h2>Purpose</h2><p>Text</p>");
    expect(section?.key).toBe("purpose");
    expect(section?.blocks[0]?.html).toBe("<p></p><h2>Purpose</h2>");
  });
});
