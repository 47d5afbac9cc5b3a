import { adminPageSize } from "@cloudoc/contract";
import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";

/** The rows of one page of a console list (page 1 first). */
export const pageOf = (page: number) => ({
  limit: adminPageSize,
  offset: (page - 1) * adminPageSize,
});

/** A search's words as one ILIKE pattern, its wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any of `columns` contains the search text (ignoring case); no condition for an empty search. */
export function matchesSearch(search: string, ...columns: AnyColumn[]): SQL | undefined {
  if (search === "") return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}

/** A timestamp on the wire (ISO 8601 UTC), or null when there is none. */
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
