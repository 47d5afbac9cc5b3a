import { type AcceptUpdateRequest, pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../../lib/api";

/**
 * The calls of template updates reaching the company (spec 001 §7: compare, accept, reject,
 * restore, Restore All, touched files, auto-update). The server takes the user and company from
 * the session, so no userId is sent.
 */

export const updateKeys = {
  all: ["template-updates"] as const,
  comparison: (fileId: string) => ["template-updates", "compare", fileId] as const,
  restoreRun: ["template-updates", "restore-all"] as const,
  touched: ["template-updates", "touched"] as const,
  autoUpdate: (page: number) => ["template-updates", "auto-update", page] as const,
};

/** POST /user/comparefile: the copy against the waiting master version, with the merge. */
export async function fetchComparison(fileId: string) {
  return (await call(routes.compareDocument, { fileId })).data;
}

/** POST /user/opened/status: the update notice of this document has been seen. */
export async function markOpened(fileId: string) {
  return (await call(routes.openedStatus, { fileId })).data;
}

/** The message and what the decision wrote. */
const decided = (reply: { response: string; data: { fileId: string; version: number } }) => ({
  message: reply.response,
  fileId: reply.data.fileId,
});

/** POST /user/accept-update: the master or the merge (with a choice for every conflict). */
export async function acceptUpdate(request: AcceptUpdateRequest) {
  return decided(await call(routes.acceptUpdate, request));
}

/** POST /user/reject-document: keeps the copy until the next release. */
export async function rejectUpdate(fileId: string, toVersion?: number) {
  return decided(await call(routes.rejectDocument, { fileId, toVersion }));
}

/** POST /user/restore-file: the copy goes back to the admin-side version (backed up first). */
export async function restoreToLibrary(fileId: string) {
  return decided(await call(routes.restoreFile, { fileId }));
}

/** POST /user/bulkrestore-file: several documents at once. */
export async function restoreManyToLibrary(fileIds: string[]) {
  const reply = await call(routes.bulkRestoreFiles, { fileIds });
  return { message: reply.response, ...reply.data };
}

/** POST /user/restore/selectedfolder: every library document in a folder. */
export async function restoreFolderToLibrary(folderId: string) {
  const reply = await call(routes.restoreFolder, { folderId });
  return { message: reply.response, ...reply.data };
}

/** POST /user/restore-documents: starts Restore All, or reads how the latest run stands. */
export async function restoreAll(action: "start" | "status") {
  const reply = await call(routes.restoreAllDocuments, { action });
  return { message: reply.response, run: reply.data };
}

/** POST /user/get/touched/userfile: library documents the company edited (what Restore All reverts). */
export async function fetchTouchedFiles(limit = 5) {
  const reply = await call(routes.touchedFiles, { skip: 0, limit });
  return { list: reply.list, total: reply.total };
}

/** POST /user/autoupdate/recent-updates: the setting (changed when sent) and what it applied. */
export async function fetchAutoUpdates(page: number, autoUpdate?: boolean) {
  const size = pageSizes.recentUpdates;
  const reply = await call(routes.autoUpdate, { autoUpdate, skip: (page - 1) * size, limit: size });
  return { autoUpdate: reply.autoUpdate, list: reply.list, total: reply.total, message: reply.response };
}
