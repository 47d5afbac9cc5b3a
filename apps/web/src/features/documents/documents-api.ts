import {
  type DocumentListItem,
  type Folder,
  type LibrarySort,
  type Orientation,
  type Paged,
  type RouteReply,
  routes,
  type StatusType,
} from "@cloudoc/contract";
import { call } from "../../lib/api";
import { documentsPageSize, skipOf } from "./view-rules";

/**
 * The document library calls the documents pages make (spec 001 §7 "Folders and files"; shapes
 * are the contract's documents.ts). The user and company come from the session on the server.
 */

export const libraryKey = "company-library";

export type StatusFilter = "all" | StatusType;
export type SearchResult = RouteReply<typeof routes.searchDocuments>["list"][number];

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
  const reply = await call(routes.searchDocuments, {
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
  const reply = await call(routes.documentLists, {
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
  create: async (input: NewDocument) =>
    changed(await call(routes.createDocument, { ...input, folderId: input.folderId ?? undefined })),
  /** POST /user/share-like/copy: a new document started from one of the company's. */
  copy: async (fileId: string, input: NewDocument) =>
    changed(await call(routes.copyDocument, { fileId, ...input, folderId: input.folderId ?? undefined })),
  rename: async (fileId: string, fileName: string, policyNumber: string) =>
    changed(await call(routes.renameDocument, { fileId, fileName, policyNumber })),
  remove: async (fileId: string) => changed(await call(routes.deleteDocument, { fileId })),
  review: async (fileId: string, notes: string, reviewDate: string) =>
    changed(await call(routes.reviewDocument, { fileId, notes, review_date: reviewDate })),
  bulkReview: async (files: string[], notes: string, reviewDate: string) =>
    changed(await call(routes.bulkReviewDocuments, { files, notes, review_date: reviewDate })),
  bulk: async (files: string[], actiontype: "overwritten" | "published" | "unpublished" | "deleted") =>
    changed(await call(routes.bulkDocumentAction, { files, actiontype })),
};

/** Where the editor opens a document (built by the editor screen). */
export const editorPath = (fileId: string) =>
  `/company/documents/editor?fileId=${encodeURIComponent(fileId)}`;
