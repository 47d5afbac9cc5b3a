import type { BlockDiff, SectionCompare } from "@cloudoc/contract";
import { diffArrays } from "diff";
import { insertMissing } from "./order";
import { type Block, type DocumentSection, sectionSignature, splitSections } from "./sections";
import { wordChanges } from "./words";

const same = (before: Block, after: Block): BlockDiff => ({
  kind: "same",
  before: before.html,
  after: after.html,
  words: [],
});
const added = (block: Block): BlockDiff => ({ kind: "added", before: "", after: block.html, words: [] });
const removed = (block: Block): BlockDiff => ({ kind: "removed", before: block.html, after: "", words: [] });
const changed = (before: Block, after: Block): BlockDiff => ({
  kind: "changed",
  before: before.html,
  after: after.html,
  words: wordChanges(before.text, after.text),
});

/** A run of removed blocks and the added run at the same place: changed pairs, then the rest. */
function pairUp(gone: Block[], come: Block[]): BlockDiff[] {
  const pairs = Math.min(gone.length, come.length);
  return [
    ...gone.slice(0, pairs).map((block, n) => changed(block, come[n] as Block)),
    ...gone.slice(pairs).map(removed),
    ...come.slice(pairs).map(added),
  ];
}

/** The blocks of two versions of a section, aligned by the longest common run of wording. */
export function diffBlocks(before: Block[], after: Block[]): BlockDiff[] {
  const result: BlockDiff[] = [];
  let gone: Block[] = [];
  let come: Block[] = [];
  let oldAt = 0;
  let newAt = 0;
  const flush = () => {
    result.push(...pairUp(gone, come));
    gone = [];
    come = [];
  };
  const changes = diffArrays(before, after, { comparator: (a, b) => a.signature === b.signature });
  for (const change of changes) {
    if (change.removed) {
      gone.push(...before.slice(oldAt, oldAt + change.count));
      oldAt += change.count;
      continue;
    }
    if (change.added) {
      come.push(...after.slice(newAt, newAt + change.count));
      newAt += change.count;
      continue;
    }
    flush();
    for (let n = 0; n < change.count; n += 1)
      result.push(same(before[oldAt + n] as Block, after[newAt + n] as Block));
    oldAt += change.count;
    newAt += change.count;
  }
  flush();
  return result;
}

function compareSection(key: string, before?: DocumentSection, after?: DocumentSection): SectionCompare {
  const heading = after?.heading ?? before?.heading ?? "";
  if (!before) return { key, heading, status: "added", blocks: (after?.blocks ?? []).map(added) };
  if (!after) return { key, heading, status: "removed", blocks: before.blocks.map(removed) };
  if (sectionSignature(before) === sectionSignature(after))
    return {
      key,
      heading,
      status: "same",
      blocks: before.blocks.map((block, n) => same(block, after.blocks[n] as Block)),
    };
  return { key, heading, status: "changed", blocks: diffBlocks(before.blocks, after.blocks) };
}

/**
 * Compares two versions of a document section by section: sections aligned by heading (in the
 * newer version's order, a section only in the older one placed after its predecessor there),
 * blocks aligned within each section, and word-level changes for a changed block.
 */
export function compareDocuments(before: string, after: string): SectionCompare[] {
  const older = splitSections(before);
  const newer = splitSections(after);
  const olderByKey = new Map(older.map((section) => [section.key, section]));
  const newerByKey = new Map(newer.map((section) => [section.key, section]));
  const keys = insertMissing(
    newer.map((section) => section.key),
    older.map((section) => section.key),
  );
  return keys.map((key) => compareSection(key, olderByKey.get(key), newerByKey.get(key)));
}
