import { adminPageSize } from "@cloudoc/contract";
import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../catalogue/sql";

/** The rows of one page of a console list (page 1 first). */
export const pageOf = (page: number) => ({
  limit: adminPageSize,
  offset: (page - 1) * adminPageSize,
});

/** Any of `columns` contains the search text (ignoring case); no condition for an empty search. */
export function matchesSearch(search: string, ...columns: AnyColumn[]): SQL | undefined {
  if (search === "") return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}

/**
 * A timestamp on the wire (ISO 8601 UTC), or null when there is none; raw SQL answers a Date or a
 * string depending on the driver.
 */
export const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();
