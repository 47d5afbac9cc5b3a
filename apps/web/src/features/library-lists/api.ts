import type {
  BinItem,
  CollectionType,
  Dashboard,
  DocumentIndexReply,
  DocumentListItem,
  RecentUpdate,
} from "@cloudoc/contract";
import { pageSizes } from "@cloudoc/contract";
import { api } from "../../lib/api";

/**
 * The calls of the lists, the bin, the index and the dashboard (spec 001 §7 "Lists", "Restore,
 * bin, backups", "Notifications and dashboard"). The user id always comes from the session on the
 * server, so none is sent.
 */

export interface Page<T> {
  list: T[];
  total: number;
}

export const listKeys = {
  all: ["library-lists"] as const,
  list: (kind: DocumentListKind, page: number, search: string) =>
    ["library-lists", kind, page, search] as const,
  bin: (request: BinRequest) => ["library-lists", "bin", request] as const,
  index: (search: string) => ["library-lists", "index", search] as const,
  dashboard: ["library-lists", "dashboard"] as const,
};

export type DocumentListKind = "needreview" | "uptodate" | "recent";

/** A page of one of the three lists, searched by name or policy number (POST /user/get-document-lists). */
export async function fetchDocumentList(
  kind: DocumentListKind,
  page: number,
  search: string,
): Promise<Page<DocumentListItem>> {
  const size = kind === "recent" ? pageSizes.recentUpdates : pageSizes.documents;
  const reply = await api.post<string, Page<DocumentListItem>>("/user/get-document-lists", {
    type: kind,
    skip: (page - 1) * size,
    limit: size,
    value: search,
  });
  return { list: reply.list, total: reply.total };
}

export interface BinRequest {
  collection_type: CollectionType;
  skip: number;
  limit: number;
  field: "createdAt" | "name";
  order: "asc" | "desc";
  search: string;
}

/** A page of the bin; status 2 is its empty list (spec 001 §4). */
export async function fetchBin(request: BinRequest): Promise<Page<BinItem>> {
  const reply = await api.post<string, Page<BinItem>>("/user/documents/deleted-list", request);
  return { list: reply.list ?? [], total: reply.total ?? 0 };
}

/** Restores a file, or a folder with everything that went to the bin with it; the catalogue message. */
export async function restoreFromBin(id: string, type: CollectionType): Promise<string> {
  return (await api.post<string>("/user/documents/restore", { id, collection_type: type })).response;
}

/** Deletes items in the bin for good; the catalogue message. */
export async function deleteForGood(ids: string[], type: CollectionType): Promise<string> {
  return (
    await api.post<string>("/user/documents/delete/permanently", { delData: ids, collection_type: type })
  ).response;
}

/** Marks one document reviewed with notes and the next review date. */
export async function markReviewed(fileId: string, notes: string, reviewDate: string): Promise<string> {
  return (await api.post<string>("/user/documents/review", { fileId, notes, review_date: reviewDate }))
    .response;
}

/** Marks several documents reviewed at once. */
export async function markManyReviewed(files: string[], notes: string, reviewDate: string): Promise<string> {
  return (await api.post<string>("/user/documents/bulkreview", { files, notes, review_date: reviewDate }))
    .response;
}

/** The document index (GET /user/documents/all). */
export async function fetchIndex(
  searchValue: string,
): Promise<Omit<DocumentIndexReply, "status" | "response">> {
  const reply = await api.get<string, Omit<DocumentIndexReply, "status" | "response">>(
    "/user/documents/all",
    {
      searchValue: searchValue || undefined,
    },
  );
  return { documentList: reply.documentList, template: reply.template, total: reply.total };
}

/** The dashboard's counts and latest updates (POST /userdashboard). */
export async function fetchDashboard(): Promise<Dashboard> {
  return (await api.post<string, { data: Dashboard }>("/userdashboard", {})).data;
}

export type { BinItem, RecentUpdate };
