import type { MergeResult, MergeSection } from "@cloudoc/contract";
import { threeWay } from "./diff3";
import { mergeOrder } from "./order";
import { type Block, type DocumentSection, sectionHtml, sectionSignature, splitSections } from "./sections";

/** The three sides of one section; a side is undefined where the section is absent. */
interface Sides {
  base?: DocumentSection;
  mine?: DocumentSection;
  theirs?: DocumentSection;
}

/**
 * Merges the blocks of a section both sides changed. Answers the merged blocks' HTML, or null
 * when both changed the same blocks differently (a conflict the manager settles).
 */
export function mergeBlocks(base: Block[], mine: Block[], theirs: Block[]): string | null {
  const signatures = (blocks: Block[]) => blocks.map((block) => block.signature);
  const sides = { base, mine, theirs };
  const merged: Block[] = [];
  for (const region of threeWay(signatures(mine), signatures(base), signatures(theirs))) {
    if (!region.stable) return null;
    merged.push(...sides[region.side].slice(region.start, region.start + region.length));
  }
  return merged.map((block) => block.html).join("\n");
}

type Settled = Pick<MergeSection, "outcome" | "merged">;

/** The rules of a section merge, on what each side says (null: the side has no such section). */
function settle({ base, mine, theirs }: Sides): Settled {
  const [b, m, t] = [sectionSignature(base), sectionSignature(mine), sectionSignature(theirs)];
  if (m === t) return { outcome: m === b ? "unchanged" : "merged", merged: sectionHtml(theirs) };
  if (m === b) return { outcome: "theirs", merged: sectionHtml(theirs) };
  if (t === b) return { outcome: "mine", merged: sectionHtml(mine) };
  // Deleted by one side and changed by the other: only the manager can say which stands.
  if (!mine || !theirs) return { outcome: "conflict", merged: null };
  const merged = mergeBlocks(base?.blocks ?? [], mine.blocks, theirs.blocks);
  return merged === null ? { outcome: "conflict", merged } : { outcome: "merged", merged };
}

function mergeSection(key: string, sides: Sides): MergeSection {
  return {
    key,
    heading: sides.theirs?.heading ?? sides.mine?.heading ?? sides.base?.heading ?? "",
    ...settle(sides),
    base: sectionHtml(sides.base),
    mine: sectionHtml(sides.mine),
    theirs: sectionHtml(sides.theirs),
  };
}

const byKey = (sections: DocumentSection[]) => new Map(sections.map((section) => [section.key, section]));
const keysOf = (sections: DocumentSection[]) => sections.map((section) => section.key);

/**
 * Three-way merge of a company's copy (mine) with a new master version (theirs), from the master
 * version the copy was made from (base), section by section. A section only one side changed
 * takes that side; one both changed is merged block by block where the changes do not overlap,
 * and is a conflict where they do. Sections added on either side are kept; a section one side
 * deleted stays deleted unless the other changed it (a conflict).
 */
export function mergeDocuments(base: string, mine: string, theirs: string): MergeResult {
  const [baseSections, mineSections, theirSections] = [base, mine, theirs].map(splitSections) as [
    DocumentSection[],
    DocumentSection[],
    DocumentSection[],
  ];
  const [b, m, t] = [byKey(baseSections), byKey(mineSections), byKey(theirSections)];
  const order = mergeOrder(keysOf(baseSections), keysOf(mineSections), keysOf(theirSections));
  const sections = order.map((key) =>
    mergeSection(key, { base: b.get(key), mine: m.get(key), theirs: t.get(key) }),
  );
  return { sections, conflicts: sections.filter((section) => section.outcome === "conflict").length };
}
