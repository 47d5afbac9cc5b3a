import type { MergeResult, MergeSection, SectionChoice } from "@cloudoc/contract";

/** The wording a section ends with: the manager's choice when there is one, else the merge's. */
function settled(section: MergeSection, choice: SectionChoice | undefined): string | null {
  if (choice === "mine") return section.mine;
  if (choice === "theirs") return section.theirs;
  if (choice) return choice.html;
  return section.merged;
}

/**
 * The document a merge gives once the manager has chosen: the sections' HTML in order, each
 * conflict settled by its choice (mine, theirs or their own wording). A choice may also override
 * a section that merged cleanly. Answers the keys of conflicts still without a choice, if any.
 */
export function resolveMerge(
  result: MergeResult,
  choices: Readonly<Record<string, SectionChoice>>,
): { html: string } | { missing: string[] } {
  const parts: string[] = [];
  const missing: string[] = [];
  for (const section of result.sections) {
    const html = settled(section, Object.hasOwn(choices, section.key) ? choices[section.key] : undefined);
    if (html === null) missing.push(section.key);
    else if (html.trim() !== "") parts.push(html);
  }
  return missing.length > 0 ? { missing } : { html: parts.join("\n") };
}
