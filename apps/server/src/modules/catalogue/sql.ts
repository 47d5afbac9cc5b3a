import { type SQL, sql } from "drizzle-orm";

/** A text[] literal built from bound parameters (drizzle expands a bare array into a row). */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** An ILIKE pattern matching `text` anywhere, with its own wildcards escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a search, each of which must match somewhere (at most 8). */
export const searchWords = (text: string): string[] => text.split(/\s+/).filter(Boolean).slice(0, 8);
