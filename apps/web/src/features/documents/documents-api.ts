import {
  type DocumentListItem,
  type Folder,
  type LibrarySort,
  type Orientation,
  routes,
  type StatusType,
} from "@cloudoc/contract";
import { api, call } from "../../lib/api";
import { documentsPageSize, skipOf } from "./view-rules";

/**
 * The document library calls the documents pages make (spec 001 §7 "Folders and files"; shapes
 * are the contract's documents.ts). The user and company come from the session on the server.
 */

export const libraryKey = "company-library";

export type StatusFilter = "all" | StatusType;
export type SearchResult = DocumentListItem & { rank: number; snippet: string };
export interface Paged<T> {
  list: T[];
  total: number;
}

export interface TopLevel {
  folders: Folder[];
  /** Documents outside any folder (the server sends up to 100). */
  files: DocumentListItem[];
}

export interface FolderContents extends Paged<DocumentListItem> {
  folder: Folder;
  path: { _id: string; folderName: string }[];
  folders: Folder[];
}

/** POST /user/getFoldersList. */
export async function fetchTopLevel(sort: LibrarySort, status: StatusFilter): Promise<TopLevel> {
  const reply = await call(routes.topFolders, { sort, status });
  return { folders: reply.list, files: reply.files };
}

/** POST /user/getSubFoldersList: a folder's path, sub-folders and one page of its documents. */
export async function fetchFolder(
  folderId: string,
  sort: LibrarySort,
  status: StatusFilter,
  page: number,
  limit: number = documentsPageSize,
): Promise<FolderContents> {
  const reply = await call(routes.subfolders, { folderId, sort, status, skip: skipOf(page, limit), limit });
  return { list: reply.list, total: reply.total, ...reply.data };
}

/** POST /user/document/search: ranked full-text search, inside the open folder when there is one. */
export async function searchDocuments(
  search: string,
  folderId: string | null,
  page: number,
): Promise<Paged<SearchResult>> {
  const reply = await api.post<string, Paged<SearchResult>>("/user/document/search", {
    search,
    clickedFolderId: folderId ?? undefined,
    skip: skipOf(page),
    limit: documentsPageSize,
  });
  return { list: reply.list, total: reply.total };
}

/** POST /user/get-document-lists type all: every document, searched by name or policy number. */
export async function fetchAllDocuments(
  value: string,
  page: number,
  limit = 20,
): Promise<Paged<DocumentListItem>> {
  const reply = await api.post<string, Paged<DocumentListItem>>("/user/get-document-lists", {
    type: "all",
    value,
    skip: skipOf(page, limit),
    limit,
  });
  return { list: reply.list, total: reply.total };
}

/** The reply of a change: the catalogue message and the changed record. */
export interface Changed<T> {
  message: string;
  data: T;
}

async function change<T>(path: string, body: object): Promise<Changed<T>> {
  const reply = await api.post<string, { data: T }>(path, body);
  return { message: reply.response, data: reply.data };
}

/** The message and record of a change's reply. */
const changed = <T>(reply: { response: string; data: T }): Changed<T> => ({
  message: reply.response,
  data: reply.data,
});

export const folderCalls = {
  create: async (folderName: string, parentId: string | null) =>
    changed(
      parentId === null
        ? await call(routes.createFolder, { folderName })
        : await call(routes.createSubfolder, { folderName, parentId }),
    ),
  rename: async (folderId: string, folderName: string) =>
    changed(await call(routes.editFolder, { folderId, folderName })),
  colour: async (id: string, colour: string) => changed(await call(routes.folderColour, { id, colour })),
  remove: async (folderId: string) => changed(await call(routes.deleteFolder, { folderId })),
};

export interface NewDocument {
  fileName: string;
  policyNumber: string;
  format: Orientation;
  folderId: string | null;
}

export const documentCalls = {
  create: (input: NewDocument) =>
    change<DocumentListItem>("/user/createFile", { ...input, folderId: input.folderId ?? undefined }),
  /** POST /user/share-like/copy: a new document started from one of the company's. */
  copy: (fileId: string, input: NewDocument) =>
    change<DocumentListItem>("/user/share-like/copy", {
      fileId,
      ...input,
      folderId: input.folderId ?? undefined,
    }),
  rename: (fileId: string, fileName: string, policyNumber: string) =>
    change<DocumentListItem>("/user/editFile", { fileId, fileName, policyNumber }),
  remove: (fileId: string) => change<DocumentListItem>("/user/deleteFile", { fileId }),
  review: (fileId: string, notes: string, reviewDate: string) =>
    change<{ fileId: string; review_date: string }>("/user/documents/review", {
      fileId,
      notes,
      review_date: reviewDate,
    }),
  bulkReview: (files: string[], notes: string, reviewDate: string) =>
    change<{ updated: number; skipped: number }>("/user/documents/bulkreview", {
      files,
      notes,
      review_date: reviewDate,
    }),
  bulk: (files: string[], actiontype: "overwritten" | "published" | "unpublished" | "deleted") =>
    change<{ updated: number; skipped: number }>("/company/update-bulk-files", { files, actiontype }),
};

/** Where the editor opens a document (built by the editor screen). */
export const editorPath = (fileId: string) =>
  `/company/documents/editor?fileId=${encodeURIComponent(fileId)}`;
