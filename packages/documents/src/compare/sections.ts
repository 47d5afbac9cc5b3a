import { splitBlocks } from "./blocks";
import { readBlock } from "./text";

/** One block of a section: its HTML as written, its readable text and its signature. */
export interface Block {
  html: string;
  text: string;
  signature: string;
}

/**
 * A section of a document: a heading (h1–h4) and the blocks up to the next heading; the text
 * before the first heading is the section with key ''.
 */
export interface DocumentSection {
  /** The heading's text normalised (case, spacing and numbering ignored): how sides align. */
  key: string;
  /** The heading as it reads ('' for the text before the first heading). */
  heading: string;
  /** The heading block first, then the section's other blocks. */
  blocks: Block[];
}

/** A heading block (an empty paragraph carried before it aside). */
const heading = /^(?:<p>\s*<\/p>|<p><br\s*\/?><\/p>)*<h[1-4][\s>]/i;

/** Leading numbering a renumbering changes: "3.", "3.1", "4)", "Section 4 -", "Part 2:". */
const numbering = /^(?:(?:section|part|clause)\s+(?:\d+(?:\.\d+)*|[a-z])|\d+(?:\.\d+)*)\.?\s*[):\-–—]?\s*/;

/** The alignment key of a heading: lower case, whitespace collapsed, leading numbering dropped. */
export function sectionKey(headingText: string): string {
  const text = headingText.toLowerCase().replace(/\s+/g, " ").trim();
  const key = text.replace(numbering, "").trim();
  return key === "" ? text : key;
}

function toBlock(html: string): Block {
  return { html, ...readBlock(html) };
}

/** Makes every key unique within the document: a repeated heading becomes "key#2", "key#3"… */
function uniqueKeys(sections: DocumentSection[]): DocumentSection[] {
  const seen = new Map<string, number>();
  return sections.map((section) => {
    const count = (seen.get(section.key) ?? 0) + 1;
    seen.set(section.key, count);
    return count === 1 ? section : { ...section, key: `${section.key}#${count}` };
  });
}

/**
 * The document's blocks, each empty one (an empty paragraph the editor keeps for spacing, often
 * at the end) carried by the block before it, or the first one after: it says nothing, so it
 * must not read as a change, yet its HTML stays in the document.
 */
function meaningfulBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let carried = "";
  for (const block of splitBlocks(html).map(toBlock)) {
    const blank = block.text === "" && block.signature === "";
    const previous = blocks.at(-1);
    if (blank && previous) previous.html += block.html;
    else if (blank) carried += block.html;
    else {
      blocks.push({ ...block, html: carried + block.html });
      carried = "";
    }
  }
  if (carried !== "") blocks.push(toBlock(carried));
  return blocks;
}

/** Splits document HTML into sections at every heading h1–h4. */
export function splitSections(html: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let current: DocumentSection | null = null;
  for (const block of meaningfulBlocks(html)) {
    if (heading.test(block.html)) {
      current = { key: sectionKey(block.text), heading: block.text, blocks: [block] };
      sections.push(current);
      continue;
    }
    if (!current) {
      current = { key: "", heading: "", blocks: [] };
      sections.push(current);
    }
    current.blocks.push(block);
  }
  return uniqueKeys(sections);
}

/** A section's HTML: its blocks, one to a line. */
export function sectionHtml(section: DocumentSection | undefined): string {
  return section ? section.blocks.map((block) => block.html).join("\n") : "";
}

/** What a section says, to tell whether two sides differ (layout differences aside). */
export function sectionSignature(section: DocumentSection | undefined): string | null {
  return section ? section.blocks.map((block) => block.signature).join("\u0000") : null;
}
