import {
  type DocumentBackup,
  type DocumentGuide,
  type DocumentListItem,
  type DocumentQuestion,
  type DocumentReference,
  type DocumentView,
  pageSizes,
  type QuestionType,
  type ReferenceCandidate,
  type SavedDocument,
  type SavedDocumentWithContent,
} from "@cloudoc/contract";
import { api } from "../../lib/api";

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

type Page<T> = { list: T[]; total: number };

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

export async function fetchSavedDocuments(request: SavedListRequest): Promise<Page<SavedDocument>> {
  const reply = await api.post<string, Page<SavedDocument>>("/site/saved_docs/list", request);
  return { list: reply.list, total: reply.total };
}

export async function renameSavedDocument(id: string, name: string) {
  return (await api.post<string, { data: SavedDocument }>("/site/saved_docs/name/change", { id, name }))
    .response;
}

export async function deleteSavedDocument(id: string) {
  return (await api.post<string, { data: SavedDocument }>("/site/saved_docs/del_by_id", { id })).response;
}

export async function fetchSavedForEditor(id: string) {
  return (
    await api.post<SavedDocumentWithContent & { document: DocumentListItem }>(
      "/site/saved_docs/get_file_for_editor",
      { id },
    )
  ).response;
}

/** Where the editor opens a saved copy: the document, with the saved copy's id. */
export const editorLinkOf = (saved: Pick<SavedDocument, "_id" | "file_id">) =>
  `/company/documents/editor?fileId=${encodeURIComponent(saved.file_id ?? "")}&saved=${encodeURIComponent(saved._id)}`;

// ---- references ----

export async function fetchReferences(fileId: string): Promise<DocumentReference[]> {
  return (await api.get<string, Page<DocumentReference>>("/user/get/ref/documents", { fileId })).list;
}

export async function fetchReferenceCandidates(fileId: string, searchVal: string) {
  return api.get<string, Page<ReferenceCandidate>>("/user/get/ref/docs", { fileId, searchVal, limit: 20 });
}

export async function addReferences(fileId: string, ids: string[]) {
  return (await api.post<string>("/user/save/sidebar/Reference", { fileId, ids })).response;
}

export async function removeReference(fileId: string, refId: string) {
  return (await api.post<string>("/user/delete/Reference", { fileId, refId })).response;
}

export async function fetchReferenceView(refId: string): Promise<DocumentView> {
  return (await api.get<DocumentView>("/user/reference/view/document", { refId })).response;
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
  return api.post<string, Page<DocumentQuestion> & { testRequired: boolean }>(
    "/user/selected/file/question",
    {
      fileId,
    },
  );
}

export async function saveQuestion(fileId: string, draft: QuestionDraft) {
  return (await api.post<string>("/user/setquestion", { fileId, ...draft })).response;
}

export async function deleteQuestion(id: string) {
  return (await api.post<string>("/user/deletequestion", { id })).response;
}

// ---- report an issue, guide ----

export async function reportIssue(fileId: string, issue: string, comments: string) {
  return (await api.post<string>("/user/report/issue", { fileId, issue, comments })).response;
}

export async function fetchGuide(fileId: string): Promise<DocumentGuide> {
  return (await api.post<DocumentGuide>("/user/getGuide", { fileId })).response;
}

// ---- backups ----

export async function fetchBackups(fileId: string) {
  return api.get<string, Page<DocumentBackup>>("/user/backup/files", { fileId, limit: 50 });
}

export async function restoreBackup(backupId: string) {
  return (await api.post<string>("/user/restore/backupFile", { backupId })).response;
}

export async function deleteBackup(backupId: string) {
  return (await api.post<string>("/user/delete/backupFile", { backupId })).response;
}
