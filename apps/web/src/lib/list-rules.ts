/** Paging and sorting shared by the lists and the bin. Pages are 1-based. */

/** The skip for a page of `size`. */
export const skipOf = (page: number, size: number): number => Math.max(0, Math.floor(page) - 1) * size;

/** How many pages `total` items fill (at least one). */
export const pageCount = (total: number, size: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / size));

/** "Showing 11–20 of 23 documents"; "of 1 document" for one. `noun` is the plural. */
export function rangeText(page: number, size: number, shown: number, total: number, noun: string): string {
  if (total === 0 || shown === 0) return `No ${noun}`;
  const first = skipOf(page, size) + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? noun.replace(/s$/, "") : noun}`;
}

/** How many items a page shows: a full page, or what is left on the last. */
export const shownOn = (page: number, size: number, total: number): number =>
  Math.max(0, Math.min(size, total - skipOf(page, size)));

/**
 * The page to show after items left the list (restored or deleted): the same page, unless it
 * is now past the end.
 */
export const pageAfterRemoval = (page: number, total: number, removed: number, size: number): number =>
  Math.min(page, pageCount(Math.max(0, total - removed), size));

export type SortOrder = "asc" | "desc";
export interface Sort<F extends string> {
  field: F;
  order: SortOrder;
}

/** Clicking a column: the same column flips its order; another column starts with `firstOrder`. */
export function nextSort<F extends string>(
  current: Sort<F>,
  field: F,
  firstOrder: SortOrder = "asc",
): Sort<F> {
  if (current.field === field) return { field, order: current.order === "asc" ? "desc" : "asc" };
  return { field, order: firstOrder };
}

/** aria-sort for a column header. */
export function ariaSort<F extends string>(current: Sort<F>, field: F): "ascending" | "descending" | "none" {
  if (current.field !== field) return "none";
  return current.order === "asc" ? "ascending" : "descending";
}
