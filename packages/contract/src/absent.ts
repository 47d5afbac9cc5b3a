/** A value counts as absent if it is empty, or the text "undefined" or "null" (spec 000 §5). */
export function isAbsent(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== "string") return false;
  const trimmed = value.trim();
  return trimmed === "" || trimmed === "undefined" || trimmed === "null";
}
