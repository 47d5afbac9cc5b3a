import type { HeadingKey } from "@cloudoc/contract";

/** A heading level's colour: its own, else the "all" colour, else none (the print page's rule). */
export function headingColour(
  colours: Partial<Record<HeadingKey, string>>,
  level: HeadingKey,
): string | undefined {
  const own = colours[level];
  if (own) return own;
  return colours.all || undefined;
}

export function headingLabel(key: HeadingKey): string {
  return key === "all" ? "All headings" : `Heading ${key.slice(1)}`;
}
