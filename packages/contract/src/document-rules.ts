import { defaultOrientation } from "./constants";
import { ukClock } from "./uk-time";

/**
 * The company document library's constants and date rules, without its zod schemas
 * (`documents.ts`): the pages that only show or sort documents import these and load no zod.
 */

export const orientations = [defaultOrientation, "landscape"] as const;
export type Orientation = (typeof orientations)[number];

/** Document HTML as sent by the editor (sanitised by the server on every write). */
export const maxDocumentLength = 900_000;

// ---- dates ----

/** Today's date in the UK as YYYY-MM-DD. */
export const ukToday = (now: Date = new Date()): string => ukClock(now).toISOString().slice(0, 10);

/** A YYYY-MM-DD date as documents show it: DD/MM/YYYY. */
export const shownDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * A review date as YYYY-MM-DD, from YYYY-MM-DD, DD/MM/YYYY or a full ISO timestamp (read as the
 * UK calendar day it falls on, so a browser's local midnight keeps its day); undefined if invalid.
 */
export function parseReviewDate(value: string): string | undefined {
  const trimmed = value.trim();
  let parts: [number, number, number] | undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (uk) parts = [Number(uk[3]), Number(uk[2]), Number(uk[1])];
  else if (/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) {
    const time = Date.parse(trimmed);
    return Number.isNaN(time) ? undefined : ukToday(new Date(time));
  }
  if (!parts) return undefined;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

// ---- lists ----

export const librarySorts = ["default", "asc", "desc", "newest", "oldest"] as const;
export type LibrarySort = (typeof librarySorts)[number];
export const statusTypes = ["published", "unpublished"] as const;
export type StatusType = (typeof statusTypes)[number];
export const statusFilters = ["all", ...statusTypes] as const;

export const reviewStatuses = ["Up to Date", "Review Due", "Overdue"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const documentListTypes = [
  "all",
  "recent",
  "needreview",
  "uptodate",
  "published",
  "unpublished",
] as const;
export type DocumentListType = (typeof documentListTypes)[number];

export const bulkActions = ["overwritten", "published", "unpublished", "deleted", "review"] as const;
export type BulkAction = (typeof bulkActions)[number];

// ---- bin ----

export const collectionTypes = ["userfiles", "folders"] as const;
export type CollectionType = (typeof collectionTypes)[number];
export const binSortFields = ["createdAt", "deletedAt", "name"] as const;
