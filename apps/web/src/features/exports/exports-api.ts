import {
  type DownloadLink,
  type DownloadType,
  type ExportCheckItem,
  type ExportFormat,
  type ExportJob,
  messages,
} from "@cloudoc/contract";
import { ApiError, api, apiBase, failureMessage } from "../../lib/api";
import { saveBlob } from "../../lib/save-file";
import { session } from "../../lib/session";

/** The export calls the web makes (spec 001 §7 "Exports"; server module exports). */

export async function checkMissingVariables(ids: readonly string[]): Promise<ExportCheckItem[]> {
  const reply = await api.post<string, { data: ExportCheckItem[] }>("/user/export/check", { values: ids });
  return reply.data;
}

export async function startBulkExport(format: ExportFormat, ids: readonly string[]): Promise<ExportJob> {
  const path = format === "pdf" ? "/user/bulk-export-pdf" : "/user/bulk-export-word";
  const reply = await api.post<string, { data: ExportJob }>(path, { download_format: format, values: ids });
  return reply.data;
}

export async function recentExports(): Promise<ExportJob[]> {
  return (await api.get<string, { list: ExportJob[] }>("/user/export/jobs")).list;
}

export async function exportJob(jobId: string): Promise<ExportJob> {
  return (await api.post<string, { data: ExportJob }>("/user/export/job", { jobId })).data;
}

export async function exportLink(jobId: string): Promise<DownloadLink> {
  const { url, filename, expiresAt } = await api.post<string, DownloadLink>("/user/export/link", { jobId });
  return { url, filename, expiresAt };
}

/** The name a Content-Disposition header gives (the exact UTF-8 one when present). */
export function filenameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (exact?.[1]) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Starts the browser's download of a signed link (the server answers it as an attachment). */
export function followLink(link: DownloadLink): void {
  const anchor = document.createElement("a");
  anchor.href = link.url;
  anchor.download = link.filename;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * A call whose reply is the file itself: it is saved under the name the server gives; a failure
 * is the envelope's message ("Something Went wrong" when printing is down).
 */
async function downloadFrom(path: string, body: object, fallback: string): Promise<void> {
  const token = session.get("token");
  let reply: Response;
  try {
    reply = await fetch(`${apiBase}${path}`, {
      method: "POST",
      headers: {
        Accept:
          "application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json",
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(messages.somethingWentWrongExport, "network", 0);
  }
  const contentType = reply.headers.get("content-type") ?? "";
  if (!reply.ok || contentType.includes("application/json")) {
    const failure: unknown = await reply.json().catch(() => undefined);
    throw new ApiError(
      reply.status === 503 ? messages.somethingWentWrongExport : failureMessage(failure),
      "failure",
      reply.status,
    );
  }
  saveBlob(await reply.blob(), filenameOf(reply.headers.get("content-disposition"), fallback));
}

/** POST /user/document/download for pdf or word. */
export function downloadDocument(fileId: string, type: Extract<DownloadType, "pdf" | "word">) {
  return downloadFrom(
    "/user/document/download",
    { fileId, type },
    type === "word" ? "Document.docx" : "Document.pdf",
  );
}

/** POST /user/download/index: the document index (or one folder with its sub-folders) as a PDF. */
export function downloadIndex(folderId: string | null, label: string) {
  return downloadFrom("/user/download/index", { folderId, parent: true, label }, "Document index.pdf");
}
