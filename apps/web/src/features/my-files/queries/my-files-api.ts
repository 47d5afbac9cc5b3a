import {
  type MyFileFormat,
  type MyFilesItemType,
  myFilesTop,
  pageSizes,
  routes,
  type SendMyFileRequest,
} from "@cloudoc/contract";
import { call } from "../../../lib/api";
import { saveFrom } from "../../../lib/save-file";

/**
 * Query functions of the My Files calls (spec 001 §7 "My Files"). Every call acts for the
 * signed-in user on their own files: the server takes the user from the session.
 */

export const myFilesKeys = {
  /** Every list of files and folders: a folder's, a search's, the bin's. */
  list: "my-files-list",
  folders: "my-files-folders",
  targets: "my-files-targets",
  details: "my-file-details",
  content: "my-file-content",
  recent: "my-files-recent",
  sent: "my-files-sent",
} as const;

/** What a list shows: a folder (null: the top), a search across all, or the bin. */
export interface ListPlace {
  folderId: string | null;
  search: string;
  bin: boolean;
}

export async function fetchMyFiles(place: ListPlace, page: number) {
  const reply = await call(routes.myFiles, {
    folderId: place.folderId ?? undefined,
    searchValue: place.search,
    bin: place.bin,
    skip: (page - 1) * pageSizes.myFiles,
    limit: pageSizes.myFiles,
  });
  return { list: reply.list, total: reply.total, folder: reply.folder };
}

export async function fetchMyFolders() {
  return (await call(routes.myFolders, {})).list;
}

/** The folders a folder may go into (all of them for a file, when `folderId` is null). */
export async function fetchTargetFolders(folderId: string | null) {
  return (await call(routes.myTargetFolders, { folderId: folderId ?? undefined })).list;
}

export async function createMyFolder(folderName: string, parentId: string | null) {
  return (await call(routes.createMyFolder, { folderName, parentId: parentId ?? undefined })).response;
}

export async function renameMyItem(id: string, type: MyFilesItemType, name: string) {
  return (await call(routes.renameMyItem, { folderId: id, type, folderName: name })).response;
}

/** The target folder as the calls name it: its id, or `root` for the top. */
const targetOf = (folderId: string | null) => folderId ?? myFilesTop;

export async function moveMyItem(id: string, type: MyFilesItemType, folderId: string | null) {
  if (type === "folder") {
    return (await call(routes.moveMyFolder, { folderId: id, selectedFolderId: targetOf(folderId) })).response;
  }
  return (await call(routes.moveMyItem, { fileId: id, type, id: targetOf(folderId) })).response;
}

export async function copyMyFolder(id: string, folderId: string | null) {
  return (await call(routes.copyMyFolder, { folderId: id, selectedFolderId: targetOf(folderId) })).response;
}

export async function copyMyFile(fileId: string, fileName: string, folderId: string | null) {
  return (await call(routes.copyMyFile, { fileId, fileName, parentId: folderId ?? undefined })).response;
}

/** To the bin, back from it, or for good. */
export async function deleteMyItem(id: string, type: MyFilesItemType, key: "bin" | "restore" | "permanent") {
  return (await call(routes.deleteMyItem, { id, type, key })).response;
}

export async function createMyFile(fileName: string, parentId: string | null) {
  return (await call(routes.createMyFile, { fileName, parentId: parentId ?? undefined })).data;
}

export async function uploadMyPdf(file: File, fileName: string, parentId: string | null) {
  const form = new FormData();
  form.append("fileName", fileName);
  if (parentId) form.append("parentId", parentId);
  form.append("file", file);
  const reply = await call(routes.uploadMyFile, form);
  return { message: reply.response, file: reply.data };
}

export async function fetchMyFileDetails(fileId: string) {
  return (await call(routes.myFileDetails, { fileId })).data;
}

export async function fetchMyFileContent(fileId: string) {
  return (await call(routes.viewMyFile, { fileId })).data;
}

export async function saveMyFile(request: {
  fileId: string;
  version: number;
  headerContent: string;
  innerContent: string;
  footerContent: string;
}) {
  const reply = await call(routes.saveMyFile, request);
  return { message: reply.response, file: reply.data };
}

/** Starts the browser's download of the file as Word or PDF through its short-lived link. */
export async function downloadMyFile(fileId: string, type: MyFileFormat) {
  const reply = await call(routes.downloadMyFile, { fileId, type });
  saveFrom(reply.link, reply.fileName);
  return reply.fileName;
}

export async function fetchRecentMyFiles() {
  return (await call(routes.recentMyFiles, {})).list;
}

export async function sendMyFile(request: Omit<SendMyFileRequest, "userId">) {
  return (await call(routes.sendMyFile, request)).response;
}

export async function fetchSentMyFiles(page: number) {
  const reply = await call(routes.sentMyFiles, {
    skip: (page - 1) * pageSizes.myFiles,
    limit: pageSizes.myFiles,
  });
  return { list: reply.list, total: reply.totalCount };
}
