import { type DownloadLink, type DownloadType, type ExportFormat, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { downloadFile } from "../../lib/files";
import { saveFrom } from "../../lib/save-file";

/** The export calls the web makes (spec 001 §7 "Exports"; server module exports). */

export async function checkMissingVariables(ids: readonly string[]) {
  return (await call(routes.exportCheck, { values: [...ids] })).data;
}

const bulkCalls = { pdf: routes.exportBulkPdf, word: routes.exportBulkWord } as const;

export async function startBulkExport(format: ExportFormat, ids: readonly string[]) {
  return (await call(bulkCalls[format], { download_format: format, values: [...ids] })).data;
}

export async function recentExports() {
  return (await call(routes.exportJobs)).list;
}

export async function exportJob(jobId: string) {
  return (await call(routes.exportJob, { jobId })).data;
}

export async function exportLink(jobId: string): Promise<DownloadLink> {
  const { url, filename, expiresAt } = await call(routes.exportJobLink, { jobId });
  return { url, filename, expiresAt };
}

/**
 * Starts the browser's download of a signed link: the token in it is the credential, and the
 * browser streams the zip to disk rather than the page holding it in memory.
 */
export function followLink(link: DownloadLink): void {
  saveFrom(link.url, link.filename);
}

/** POST /user/document/download for pdf or word. */
export function downloadDocument(fileId: string, type: Extract<DownloadType, "pdf" | "word">) {
  return downloadFile(
    routes.exportDocument,
    { fileId, type },
    type === "word" ? "Document.docx" : "Document.pdf",
  );
}

/** POST /user/download/index: the document index (or one folder with its sub-folders) as a PDF. */
export function downloadIndex(folderId: string | null, label: string) {
  return downloadFile(routes.exportIndexPdf, { folderId, parent: true, label }, "Document index.pdf");
}
