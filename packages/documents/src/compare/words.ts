import type { WordChange } from "@cloudoc/contract";
import { diffArrays } from "diff";

/**
 * Words, runs of whitespace and single marks; a business variable ({{Label}}) is one token, so a
 * changed variable shows as one variable replaced by another, never as changed braces and words.
 */
const token = /\{\{[^{}]*\}\}|[\p{L}\p{N}_'’-]+|\s+|[^\s\p{L}\p{N}]/gu;

const kindOf = (change: { added: boolean; removed: boolean }): WordChange["kind"] =>
  change.added ? "added" : change.removed ? "removed" : "same";

/** The word-level change between two texts, as runs of kept, added and removed text. */
export function wordChanges(before: string, after: string): WordChange[] {
  const runs: WordChange[] = [];
  for (const change of diffArrays(before.match(token) ?? [], after.match(token) ?? [])) {
    const kind = kindOf(change);
    const text = change.value.join("");
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += text;
    else runs.push({ kind, text });
  }
  return runs;
}
