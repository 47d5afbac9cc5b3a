import type { MergeResult, MergeSection, SectionChoice } from "@cloudoc/contract";

/**
 * The manager's choices on the Merge tab: for every section both sides changed, keep their own
 * wording, keep the library's, or write their own. Pure; the page keeps the choices in state.
 */

export type SectionPick = "mine" | "theirs" | "edit";
export interface SectionDecision {
  pick: SectionPick;
  /** The edited wording (HTML), used when `pick` is edit. */
  html: string;
}
/** Choices by the section's key. */
export type Decisions = Readonly<Record<string, SectionDecision>>;

export const conflictsOf = (merge: MergeResult): MergeSection[] =>
  merge.sections.filter((section) => section.outcome === "conflict");

/** Edited wording counts only when it says something (an emptied section is not a choice). */
export function hasWords(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .trim() !== ""
  );
}

export function isSettled(decision: SectionDecision | undefined): boolean {
  if (!decision) return false;
  return decision.pick !== "edit" || hasWords(decision.html);
}

/** How many conflicting sections still wait for a choice. */
export function conflictsLeft(merge: MergeResult, decisions: Decisions): number {
  return conflictsOf(merge).filter((section) => !isSettled(decisions[section.key])).length;
}

/** The label of the Accept merge button: how many choices are left, or ready. */
export function acceptMergeLabel(left: number): string {
  if (left === 0) return "Accept merge";
  return `Accept merge (${left} section${left === 1 ? "" : "s"} left to choose)`;
}

/** The choices the server takes, by section key; only for the conflicting sections. */
export function choicesPayload(merge: MergeResult, decisions: Decisions): Record<string, SectionChoice> {
  const choices: Record<string, SectionChoice> = {};
  for (const section of conflictsOf(merge)) {
    const decision = decisions[section.key];
    if (!isSettled(decision) || !decision) continue;
    choices[section.key] = decision.pick === "edit" ? { html: decision.html } : decision.pick;
  }
  return choices;
}

/**
 * A new pick for a section. Choosing Edit starts from the wording picked before (the manager's own
 * by default), and an edit already begun is kept when they look at another side and come back.
 */
export function choose(
  section: MergeSection,
  current: SectionDecision | undefined,
  pick: SectionPick,
): SectionDecision {
  if (pick !== "edit") return { pick, html: current?.html ?? "" };
  if (current?.pick === "edit") return current;
  const from = current?.pick === "theirs" ? section.theirs : section.mine;
  return { pick, html: current?.html && hasWords(current.html) ? current.html : from };
}

/** What the section will say after the merge is accepted, as far as it is decided. */
export function resultOf(section: MergeSection, decision: SectionDecision | undefined): string | null {
  if (section.outcome !== "conflict") return section.merged;
  if (!decision) return null;
  if (decision.pick === "mine") return section.mine;
  if (decision.pick === "theirs") return section.theirs;
  return decision.html;
}
