import type { DocumentListItem, DocumentView, Orientation, VersionSummary } from "@cloudoc/contract";
import { api } from "../../lib/api";

/**
 * The editor's calls (spec 001 §7 "Folders and files"; shapes are the contract's documents.ts).
 * The server takes the user and company from the session, so no userId is sent.
 */

export const documentViewKey = (fileId: string) => ["document-view", fileId] as const;
export const versionsKey = (fileId: string) => ["document-versions", fileId] as const;
export const versionKey = (fileId: string, version: number) => ["document-version", fileId, version] as const;

export interface Saved {
  fileId: string;
  version: number;
  review_date: string;
  contentHash: string;
}

/** POST /user/get-view-content: the document, its HTML with values filled in, and its variables. */
export async function fetchDocumentView(fileId: string): Promise<DocumentView> {
  return (await api.post<DocumentView>("/user/get-view-content", { fileId })).response;
}

export interface SaveRequest {
  fileId: string;
  content: string;
  /** The version the editor loaded: a newer stored one answers 409. */
  version: number;
  notes: string;
  description: string;
  /** DD/MM/YYYY. */
  review_date: string;
  doc_review: boolean;
  needIndexForDocs: boolean;
  /** "close" returns to the documents after saving. */
  type: "close" | "save";
  closeButton: boolean;
}

/** POST /user/savecontent: writes the next immutable version. */
export async function saveContent(request: SaveRequest) {
  const reply = await api.post<string, { data: Saved }>("/user/savecontent", request);
  return { message: reply.response, saved: reply.data };
}

/** POST /user/headerfooter: header and footer as a new version. */
export async function saveHeaderFooter(request: {
  fileId: string;
  header: string;
  footer: string;
  version: number;
}) {
  const reply = await api.post<string, { data: Saved }>("/user/headerfooter", request);
  return { message: reply.response, saved: reply.data };
}

/** POST /user/file/edit/orientation: portrait ("potrait") or landscape; no new version. */
export async function saveOrientation(fileId: string, orientationType: Orientation) {
  const reply = await api.post<string, { data: DocumentListItem }>("/user/file/edit/orientation", {
    fileId,
    orientationType,
  });
  return { message: reply.response, item: reply.data };
}

/** GET /user/document/update_notes/list: the history, newest first. */
export async function fetchVersions(fileId: string, skip = 0, limit = 50) {
  const reply = await api.get<string, { list: VersionSummary[]; total: number }>(
    "/user/document/update_notes/list",
    { fileId, skip, limit },
  );
  return { list: reply.list, total: reply.total };
}

export type VersionView = VersionSummary & { name: string; content: string; header: string; footer: string };

/** GET /user/document/version/view: one version with its content. */
export async function fetchVersion(fileId: string, version: number): Promise<VersionView> {
  return (await api.get<VersionView>("/user/document/version/view", { fileId, version })).response;
}

/** POST /user/document/version/restore: an earlier version becomes the next one. */
export async function restoreVersion(fileId: string, version: number) {
  const reply = await api.post<string, { data: Saved }>("/user/document/version/restore", {
    fileId,
    version,
  });
  return { message: reply.response, saved: reply.data };
}

/** POST /site/insert/saved_docs: the autosaved draft (one per person and document). */
export async function saveDraft(draft: { name: string; file_id: string; content: string }) {
  return (await api.post<string>("/site/insert/saved_docs", { ...draft, kind: "draft" })).response;
}
