import type { DownloadType, ExportFormat } from "@cloudoc/contract";
import type { FastifyReply } from "fastify";
import type { Platform } from "../../platform/platform";
import type { Printable } from "./company-look";
import { companyLook } from "./company-look";
import { disposition, type ExportFile, exportFile } from "./files";

/**
 * What each download type of spec 001 §9 answers (docs/decisions/012-exports.md):
 * pdf (the default) the PDF as an attachment; word the DOCX as an attachment; open the PDF
 * inline, to read in a browser tab; filepdf and file a short-lived link to the PDF and the DOCX.
 */
export const formatOfType = (type: DownloadType): ExportFormat =>
  type === "word" || type === "file" ? "word" : "pdf";
export const answersWithLink = (type: DownloadType) => type === "filepdf" || type === "file";

/** Sends a file as the reply (never cached: it is the company's private document). */
export function sendFile(reply: FastifyReply, file: ExportFile, inline = false) {
  return reply
    .type(file.contentType)
    .header("content-disposition", disposition(inline ? "inline" : "attachment", file.fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}

/** Prints one printable of the company in one format. */
export async function exportOf(
  platform: Platform,
  companyId: string,
  item: Printable,
  format: ExportFormat,
): Promise<ExportFile> {
  const look = await companyLook(platform.db, platform.storage, companyId);
  return exportFile(platform.pdf, look, item, format);
}
