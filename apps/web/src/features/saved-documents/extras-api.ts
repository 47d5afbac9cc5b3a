import { pageSizes, type QuestionType, routes, type SavedDocument } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { downloadFile, fetchFile } from "../../lib/files";

/**
 * Query functions of the calls around a document (spec 001 §7 "Saved documents", "References",
 * "Questions", report issue, guide, backups). Every one acts for the signed-in user; the server
 * takes the company from the session.
 */

/** Query keys, each followed by its parameters. */
export const extrasKeys = {
  saved: "saved-documents",
  references: "document-references",
  candidates: "reference-candidates",
  referenceView: "reference-view",
  questions: "document-questions",
  guide: "document-guide",
  backups: "document-backups",
} as const;

// ---- saved documents ----

export interface SavedListRequest {
  skip: number;
  limit: number;
  search: string;
}

export const savedListRequest = (page: number, search: string): SavedListRequest => ({
  skip: (page - 1) * pageSizes.savedDocuments,
  limit: pageSizes.savedDocuments,
  search: search.trim(),
});

export async function fetchSavedDocuments(request: SavedListRequest) {
  const { list, total } = await call(routes.savedDocuments, request);
  return { list, total };
}

export async function renameSavedDocument(id: string, name: string) {
  return (await call(routes.renameSavedDocument, { id, name })).response;
}

export async function deleteSavedDocument(id: string) {
  return (await call(routes.deleteSavedDocument, { id })).response;
}

export async function fetchSavedForEditor(id: string) {
  return (await call(routes.savedDocumentForEditor, { id })).response;
}

/** Where the editor opens a saved copy: the document, with the saved copy's id. */
export const editorLinkOf = (saved: Pick<SavedDocument, "_id" | "file_id">) =>
  `/company/documents/editor?fileId=${encodeURIComponent(saved.file_id ?? "")}&saved=${encodeURIComponent(saved._id)}`;

// ---- references ----

export async function fetchReferences(fileId: string) {
  return (await call(routes.documentReferences, { fileId })).list;
}

export async function fetchReferenceCandidates(fileId: string, searchVal: string) {
  return call(routes.referenceCandidates, { fileId, searchVal, limit: 20 });
}

export async function addReferences(fileId: string, ids: string[]) {
  return (await call(routes.addReferences, { fileId, ids })).response;
}

export async function removeReference(fileId: string, refId: string) {
  return (await call(routes.removeReference, { fileId, refId })).response;
}

export async function fetchReferenceView(refId: string) {
  return (await call(routes.referencedDocument, { refId })).response;
}

// ---- questions ----

export interface QuestionDraft {
  question: string;
  type: QuestionType;
  choice: string[];
  answers: number[];
  testRequired: boolean;
}

export async function fetchQuestions(fileId: string) {
  return call(routes.documentQuestions, { fileId });
}

export async function saveQuestion(fileId: string, draft: QuestionDraft) {
  return (await call(routes.setQuestion, { fileId, ...draft })).response;
}

export async function deleteQuestion(id: string) {
  return (await call(routes.deleteQuestion, { id })).response;
}

// ---- report an issue, guide ----

export async function reportIssue(fileId: string, issue: string, comments: string) {
  return (await call(routes.reportDocumentIssue, { fileId, issue, comments })).response;
}

export async function fetchGuide(fileId: string) {
  return (await call(routes.documentGuide, { fileId })).response;
}

// ---- backups ----

export async function fetchBackups(fileId: string) {
  return call(routes.documentBackups, { fileId, limit: 50 });
}

export async function restoreBackup(backupId: string) {
  return (await call(routes.restoreDocumentBackup, { backupId })).response;
}

export async function deleteBackup(backupId: string) {
  return (await call(routes.deleteDocumentBackup, { backupId })).response;
}

/** POST /user/documentbkp/download-pdf: a backup as PDF, to view in the page. */
export async function fetchBackupPdf(backupId: string) {
  return fetchFile(routes.exportBackupPdf, { backupId }, "Backup.pdf");
}

/** The same PDF, saved under the name the server gives. */
export async function downloadBackupPdf(backupId: string, name: string) {
  return downloadFile(routes.exportBackupPdf, { backupId }, `${name || "Backup"}.pdf`);
}

/**
 * Opens a backup's PDF in a new tab. The tab opens at once, inside the click, so no popup blocker
 * stops it, and shows the PDF once it arrives. (The site's Content-Security-Policy does not let a
 * page frame blob: addresses, so the PDF is not shown inside the page.)
 */
export async function viewBackupPdf(backupId: string) {
  const tab = window.open("", "_blank");
  try {
    const { blob } = await fetchBackupPdf(backupId);
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
