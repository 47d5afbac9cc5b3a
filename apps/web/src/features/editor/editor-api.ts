import { type Orientation, type RouteInput, type RouteReply, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";

/**
 * The editor's calls (spec 001 §7 "Folders and files"; shapes are the contract's documents.ts).
 * The server takes the user and company from the session, so no userId is sent.
 */

export const documentViewKey = (fileId: string) => ["document-view", fileId] as const;
export const versionsKey = (fileId: string) => ["document-versions", fileId] as const;
export const versionKey = (fileId: string, version: number) => ["document-version", fileId, version] as const;

/** POST /user/get-view-content: the document, its HTML with values filled in, and its variables. */
export async function fetchDocumentView(fileId: string) {
  return (await call(routes.viewDocument, { fileId })).response;
}

/** What a save sends: the content, and the version the editor loaded (a newer stored one answers 409). */
type SaveRequest = RouteInput<typeof routes.saveDocumentContent>;

/** The message and the version written of a save's reply. */
const savedOf = (reply: RouteReply<typeof routes.saveDocumentContent>) => ({
  message: reply.response,
  saved: reply.data,
});

/** POST /user/savecontent: writes the next immutable version. */
export async function saveContent(request: SaveRequest) {
  return savedOf(await call(routes.saveDocumentContent, request));
}

/** POST /user/headerfooter: header and footer as a new version. */
export async function saveHeaderFooter(request: {
  fileId: string;
  header: string;
  footer: string;
  version: number;
}) {
  return savedOf(await call(routes.documentHeaderFooter, request));
}

/** POST /user/file/edit/orientation: portrait ("potrait") or landscape; no new version. */
export async function saveOrientation(fileId: string, orientationType: Orientation) {
  const reply = await call(routes.documentOrientation, { fileId, orientationType });
  return { message: reply.response, item: reply.data };
}

/** GET /user/document/update_notes/list: the history, newest first. */
export async function fetchVersions(fileId: string, skip = 0, limit = 50) {
  const reply = await call(routes.documentVersions, { fileId, skip, limit });
  return { list: reply.list, total: reply.total };
}

/** GET /user/document/version/view: one version with its content. */
export async function fetchVersion(fileId: string, version: number) {
  return (await call(routes.documentVersion, { fileId, version })).response;
}

/** POST /user/document/version/restore: an earlier version becomes the next one. */
export async function restoreVersion(fileId: string, version: number) {
  return savedOf(await call(routes.restoreDocumentVersion, { fileId, version }));
}

/** POST /site/insert/saved_docs: the autosaved draft (one per person and document). */
export async function saveDraft(draft: { name: string; file_id: string; content: string }) {
  return (await call(routes.insertSavedDocument, { ...draft, kind: "draft" })).response;
}
