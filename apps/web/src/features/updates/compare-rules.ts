import type {
  BlockDiff,
  MergeOutcome,
  MergeSection,
  Release,
  SectionCompare,
  WordChange,
} from "@cloudoc/contract";

/**
 * Pure rules of the compare screen (spec 001 §2 /documents/compare): the two views, folding the
 * sections nobody changed, the business variables inside word changes, and the notes on a release.
 */

// ---- the view ----

export type CompareView = "side" | "inline";
/** The chosen view is kept for the browser session (sessionStorage, one per tab). */
export const compareViewKey = "cloudoc.compare.view";
export const compareViews: { value: CompareView; label: string }[] = [
  { value: "side", label: "Side by side" },
  { value: "inline", label: "Inline" },
];
export const viewOf = (stored: unknown): CompareView => (stored === "inline" ? "inline" : "side");

// ---- folding ----

/** A run of the page: one item to show, or quiet items (nothing changed) folded behind an expander. */
export type Run<T> = { kind: "shown"; key: string; item: T } | { kind: "folded"; key: string; items: T[] };

/**
 * Shows every item that changed and folds each run of quiet ones together, so the reader sees
 * only what moved. Keys are positions: two sections may share a heading.
 */
export function foldRuns<T>(items: readonly T[], quiet: (item: T) => boolean): Run<T>[] {
  const runs: Run<T>[] = [];
  items.forEach((item, at) => {
    const last = runs[runs.length - 1];
    if (!quiet(item)) runs.push({ kind: "shown", key: `s${at}`, item });
    else if (last?.kind === "folded") last.items.push(item);
    else runs.push({ kind: "folded", key: `f${at}`, items: [item] });
  });
  return runs;
}

/** The comparison's sections, the unchanged ones folded. */
export const foldSections = (sections: readonly SectionCompare[]) =>
  foldRuns(sections, (section) => section.status === "same");

/** The merge's sections, the unchanged ones folded. */
export const foldMerge = (sections: readonly MergeSection[]) =>
  foldRuns(sections, (section) => section.outcome === "unchanged");

export const unchangedLabel = (n: number) => `${n} unchanged section${n === 1 ? "" : "s"}`;

/** "2 sections changed, 1 added" — or that nothing differs. */
export function changeSummary(sections: readonly SectionCompare[]): string {
  const count = (status: SectionCompare["status"]) => sections.filter((s) => s.status === status).length;
  const changed = count("changed");
  const parts = [
    changed > 0 ? `${changed} section${changed === 1 ? "" : "s"} changed` : "",
    count("added") > 0 ? `${count("added")} added` : "",
    count("removed") > 0 ? `${count("removed")} removed` : "",
  ].filter(Boolean);
  return parts.length === 0 ? "Your copy and the library version say the same." : parts.join(", ");
}

export const sectionStatusLabels: Record<SectionCompare["status"], string> = {
  same: "Unchanged",
  changed: "Changed",
  added: "New in the library",
  removed: "Only in your copy",
};

const leadingHeading = /^\s*<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>\s*/i;

/**
 * The blocks to show under a section's title bar: the section's own heading block is left out
 * when it did not change, since the bar already names it.
 */
export function bodyBlocks(section: SectionCompare): BlockDiff[] {
  const [first, ...rest] = section.blocks;
  if (
    first?.kind === "same" &&
    leadingHeading.test(first.before) &&
    first.before.replace(leadingHeading, "") === ""
  )
    return rest;
  return section.blocks;
}

/** A settled section's HTML without its leading heading (its card's title bar names it). */
export const withoutLeadingHeading = (html: string) => html.replace(leadingHeading, "");

/** The heading a section is known by ('' is the text before the first heading). */
export const sectionTitle = (heading: string) => heading.trim() || "Opening text";

// ---- word changes ----

/** A piece of changed text: plain words or a business variable shown as a {{Label}} chip. */
export interface TextPiece {
  variable: boolean;
  text: string;
  at: number;
}

/** Splits text on its {{Label}} variables so they show as chips, never as their values. */
export function textPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const part of text.split(/(\{\{[^{}]+\}\})/)) {
    if (part !== "") {
      const variable = /^\{\{[^{}]+\}\}$/.test(part);
      pieces.push({ variable, text: variable ? part.slice(2, -2).trim() : part, at });
    }
    at += part.length;
  }
  return pieces;
}

/**
 * Word runs regrouped for reading: within a stretch of changes (changed words separated only by
 * spaces), everything removed reads as one struck-through phrase followed by everything added,
 * instead of alternating word by word. No text is dropped or reordered within a side.
 */
export function readableRuns(words: readonly WordChange[]): WordChange[] {
  const out: WordChange[] = [];
  let removed = "";
  let added = "";
  let glue = "";
  const flush = () => {
    if (removed) out.push({ kind: "removed", text: removed });
    if (added) out.push({ kind: "added", text: added });
    if (glue) out.push({ kind: "same", text: glue });
    removed = "";
    added = "";
    glue = "";
  };
  for (const word of words) {
    if (word.kind === "same") {
      const inStretch = removed !== "" || added !== "";
      if (inStretch && word.text.trim() === "") glue += word.text;
      else {
        flush();
        out.push(word);
      }
      continue;
    }
    // The spaces between two changes belong to both sides of the stretch.
    if (glue) {
      if (removed) removed += glue;
      if (added) added += glue;
      glue = "";
    }
    if (word.kind === "removed") removed += word.text;
    else added += word.text;
  }
  flush();
  return out;
}

/**
 * What one side of a changed block shows: the side's own words and the words both share. Where
 * the other side's words carried the only space between two kept words, a space stands in for
 * them ("independence, their faith and" on one side must not read "independenceand" on the other).
 */
export function wordsFor(block: BlockDiff, side: "before" | "after") {
  const hidden = side === "before" ? "added" : "removed";
  const shown: WordChange[] = [];
  let spaced = false;
  for (const word of readableRuns(block.words)) {
    if (word.kind === hidden) {
      spaced ||= /\s/.test(word.text);
      continue;
    }
    const previous = shown.at(-1)?.text ?? "";
    if (spaced && previous !== "" && !/\s$/.test(previous) && !/^\s/.test(word.text)) {
      shown.push({ kind: "same", text: " " });
    }
    spaced = false;
    shown.push(word);
  }
  return shown;
}

// ---- the release ----

export const majorChangeNote = "Major change — staff will be asked to read it again";

export function releaseHeading(release: Pick<Release, "version">) {
  return `Library version ${release.version}`;
}

// ---- the merge ----

export const outcomeLabels: Record<MergeOutcome, string> = {
  unchanged: "Unchanged",
  mine: "Your wording",
  theirs: "Library wording",
  merged: "Merged",
  conflict: "Needs your choice",
};

export const outcomeColours: Record<MergeOutcome, string> = {
  unchanged: "gray",
  mine: "brand",
  theirs: "indigo",
  merged: "teal",
  conflict: "orange",
};

/** Alert titles in the body text colour: a light orange or teal title on its tint is under AA. */
export const readableTitle = { title: { color: "var(--mantine-color-text)" } } as const;
