import type {
  BinItem,
  CollectionType,
  DocumentIndexReply,
  DocumentListItem,
  Paged,
  RecentUpdate,
} from "@cloudoc/contract";
import { pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";

/**
 * The calls of the lists, the bin and the index (spec 001 §7 "Lists", "Restore,
 * bin, backups", "Notifications and dashboard"). The user id always comes from the session on the
 * server, so none is sent.
 */

export const listKeys = {
  all: ["library-lists"] as const,
  list: (kind: DocumentListKind, page: number, search: string) =>
    ["library-lists", kind, page, search] as const,
  bin: (request: BinRequest) => ["library-lists", "bin", request] as const,
  index: (search: string) => ["library-lists", "index", search] as const,
};

export type DocumentListKind = "needreview" | "uptodate" | "recent";

/** A page of one of the three lists, searched by name or policy number (POST /user/get-document-lists). */
export async function fetchDocumentList(
  kind: DocumentListKind,
  page: number,
  search: string,
): Promise<Paged<DocumentListItem>> {
  const size = kind === "recent" ? pageSizes.recentUpdates : pageSizes.documents;
  const reply = await call(routes.documentLists, {
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
export async function fetchBin(request: BinRequest): Promise<Paged<BinItem>> {
  const reply = await call(routes.binList, request);
  return { list: reply.list, total: reply.total };
}

/** Restores a file, or a folder with everything that went to the bin with it; the catalogue message. */
export async function restoreFromBin(id: string, type: CollectionType): Promise<string> {
  return (await call(routes.binRestore, { id, collection_type: type })).response;
}

/** Deletes items in the bin for good; the catalogue message. */
export async function deleteForGood(ids: string[], type: CollectionType): Promise<string> {
  return (await call(routes.binDeletePermanently, { delData: ids, collection_type: type })).response;
}

/** Marks one document reviewed with notes and the next review date. */
export async function markReviewed(fileId: string, notes: string, reviewDate: string): Promise<string> {
  return (await call(routes.reviewDocument, { fileId, notes, review_date: reviewDate })).response;
}

/** Marks several documents reviewed at once. */
export async function markManyReviewed(files: string[], notes: string, reviewDate: string): Promise<string> {
  return (await call(routes.bulkReviewDocuments, { files, notes, review_date: reviewDate })).response;
}

/** The document index (GET /user/documents/all). */
export async function fetchIndex(
  searchValue: string,
): Promise<Omit<DocumentIndexReply, "status" | "response">> {
  const reply = await call(routes.documentIndex, { searchValue: searchValue || undefined });
  return { documentList: reply.documentList, template: reply.template, total: reply.total };
}

export type { BinItem, RecentUpdate };
