import { historyPageSize, type RouteReply, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";

/** The History screen's calls (decision 032). */

export type HistoryReply = RouteReply<typeof routes.documentHistory>;
/** The filters as the page keeps them; days as YYYY-MM-DD. */
export interface HistoryFilterValues {
  folderId?: string;
  changedBy?: string;
  from?: string;
  to?: string;
}
export interface HistoryInput extends HistoryFilterValues {
  search?: string;
  page: number;
}
export { historyPageSize };

export const historyKeys = {
  all: ["document-history"] as const,
  list: (input: HistoryInput) => ["document-history", "list", input] as const,
  compare: (fileId: string, version: number) => ["document-history", "compare", fileId, version] as const,
};

/** POST /user/document/history: one page of versions with the filters' choices. */
export async function fetchHistory({ page, ...filters }: HistoryInput): Promise<HistoryReply> {
  return call(routes.documentHistory, {
    ...filters,
    skip: (page - 1) * historyPageSize,
    limit: historyPageSize,
  });
}

/** GET /user/document/version/compare: a version against the one before it. */
export async function fetchVersionCompare(fileId: string, version: number) {
  return (await call(routes.compareDocumentVersions, { fileId, version })).response;
}
