import {
  canInLibrary,
  type DocumentListItem,
  type LibrarySort,
  type LibraryUser,
  pageSizes,
  type ReviewStatus,
  ukToday,
} from "@cloudoc/contract";
import { pageCount as listPageCount, skipOf as listSkipOf } from "../../lib/list-rules";

/**
 * Pure view rules of the documents browser (spec 001 §4, §5, §9): paging, the search rule, the
 * default review date, and which bulk actions a selection allows for the signed-in user.
 */

export const documentsPageSize = pageSizes.documents;

/** How many pages `total` documents fill (at least 1). */
export const pageCount = (total: number, size: number = documentsPageSize): number =>
  listPageCount(total, size);

/** The skip for a 1-based page of documents. */
export const skipOf = (page: number, size: number = documentsPageSize): number => listSkipOf(page, size);

/** A page that still exists after the total shrank (e.g. the last item of the last page was deleted). */
export function clampPage(page: number, total: number, size: number = documentsPageSize): number {
  return Math.min(Math.max(1, page), pageCount(total, size));
}

/** "Showing 11–20 of 34" for a page. */
export function rangeText(page: number, shown: number, total: number, size: number = documentsPageSize) {
  if (total === 0 || shown === 0) return "No documents";
  const first = skipOf(page, size) + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}

/** The line above the list: the documents shown, or the folders when there are no documents. */
export function listSummary(page: number, shown: number, total: number, folders: number): string {
  if (total === 0 && folders > 0) return `${folders} folder${folders === 1 ? "" : "s"}`;
  return rangeText(page, shown, total);
}

/** One page of a list held whole (the top level's documents come unpaged). */
export function pageOfList<T>(items: readonly T[], page: number, size: number = documentsPageSize): T[] {
  const start = skipOf(clampPage(page, items.length, size), size);
  return items.slice(start, start + size);
}

/** Spec 001 §5: the list follows a search only when the text is not empty. */
export function searchTextOf(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** The default next review date, one year from today in the UK (spec 001 §4, §9), as YYYY-MM-DD. */
export function oneYearAhead(today: string = ukToday()): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  // 29 February a year on is 1 March, as the server reckons it.
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

export const reviewColours: Record<ReviewStatus, string> = {
  "Up to Date": "green",
  "Review Due": "yellow",
  Overdue: "red",
};

/** The folder icon colours offered (any #rrggbb is accepted by the server). */
export const folderColours = [
  "#0f6b66",
  "#1c7ed6",
  "#7048e8",
  "#c2255c",
  "#e8590c",
  "#f08c00",
  "#2f9e44",
  "#495057",
] as const;
export const defaultFolderColour = "#f08c00";

// ---- selection ----

/** Adds or removes one id. */
export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Selects every id on the page, or clears them when all are selected already. */
export function togglePage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  const all = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

export type PageSelection = "none" | "some" | "all";
export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): PageSelection {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return "none";
  return count === pageIds.length ? "all" : "some";
}

// ---- bulk actions ----

export type BulkKey = "overwrite" | "publish" | "unpublish" | "review" | "delete";
export interface BulkState {
  /** Shown: the user may do it to every selected document. */
  visible: boolean;
  /** Useful: at least one selected document would change. */
  enabled: boolean;
  /** Why it is disabled. */
  hint?: string;
}

type Selected = Pick<DocumentListItem, "createdBy" | "status_type" | "templateId">;

/**
 * Which bulk actions to offer for a selection. The server changes all or nothing, so an action
 * shows only when the user may do it to every selected document; it is disabled when nothing
 * selected would change.
 */
export function bulkActionStates(items: readonly Selected[], user: LibraryUser): Record<BulkKey, BulkState> {
  const some = items.length > 0;
  const canEdit = some && items.every((item) => canInLibrary(user, "editDocument", item));
  const canDelete = some && items.every((item) => canInLibrary(user, "deleteDocument", item));
  const state = (visible: boolean, enabled: boolean, hint: string): BulkState =>
    enabled ? { visible, enabled } : { visible, enabled, hint };
  return {
    overwrite: state(
      canEdit,
      items.some((item) => item.templateId !== null),
      "None of the selected documents came from the library.",
    ),
    publish: state(
      canEdit,
      items.some((item) => item.status_type !== "published"),
      "The selected documents are already published.",
    ),
    unpublish: state(
      canEdit,
      items.some((item) => item.status_type === "published"),
      "None of the selected documents is published.",
    ),
    review: state(canEdit, some, ""),
    delete: state(canDelete, some, ""),
  };
}

/** The bulk call's action type for each key (POST /company/update-bulk-files). */
export const bulkActionTypes = {
  overwrite: "overwritten",
  publish: "published",
  unpublish: "unpublished",
  delete: "deleted",
} as const;

/** "3 documents" / "1 document". */
export const documentsCount = (n: number) => `${n} document${n === 1 ? "" : "s"}`;

// ---- search snippets ----

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};
const decode = (text: string) =>
  text
    .replace(/<[^>]*>?/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? "");

/**
 * A search snippet as plain text parts, `marked` where the server put <mark>: shown as text, so
 * nothing in a document's wording is ever read as markup.
 */
export function snippetParts(snippet: string): { text: string; marked: boolean; at: number }[] {
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let at = 0;
  for (const part of snippet.split(/(<mark>[\s\S]*?<\/mark>)/)) {
    const marked = part.startsWith("<mark>") && part.endsWith("</mark>");
    const text = decode(marked ? part.slice(6, -7) : part);
    // `at`: where the part starts in the snippet, a stable key for it.
    if (text !== "") parts.push({ text, marked, at });
    at += part.length;
  }
  return parts;
}

/** How long the "Document has been created" message shows before the editor opens (spec 001 §4). */
export const editorOpenDelayMs = 1500;

// ---- what the user may do (the server decides; the screen hides what it would refuse) ----

export function documentAbilities(user: LibraryUser, item: Pick<DocumentListItem, "createdBy">) {
  return {
    edit: canInLibrary(user, "editDocument", item),
    remove: canInLibrary(user, "deleteDocument", item),
  };
}

export function folderAbilities(user: LibraryUser, folder: { createdBy: string | null }) {
  return {
    create: canInLibrary(user, "createFolder"),
    edit: canInLibrary(user, "editFolder", folder),
    remove: canInLibrary(user, "deleteFolder", folder),
  };
}

export const librarySortLabels: Record<LibrarySort, string> = {
  default: "Policy number",
  asc: "Name A–Z",
  desc: "Name Z–A",
  newest: "Newest first",
  oldest: "Oldest first",
};
