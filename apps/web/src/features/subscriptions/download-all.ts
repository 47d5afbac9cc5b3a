import { type ExportFormat, exportFormats, maxSelectedDocuments, messages, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { exportNotice } from "../../lib/notify";
import { exportStore } from "../exports";
import { startBulkExport } from "../exports/exports-api";

const generating: Record<ExportFormat, string> = {
  pdf: messages.generatingPdf,
  word: messages.generatingWord,
};

/** Splits ids into the bulk export's largest selections. */
export function selections(ids: readonly string[], size: number = maxSelectedDocuments): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}

/**
 * "Download all documents" after a subscription ended (issue 22): every live document of the
 * company, as PDF and as Word, through the existing bulk-export jobs (Documents.zip each, followed
 * in the shell's export panel). Answers how many documents are being exported.
 */
export async function downloadAllDocuments(): Promise<number> {
  const { documentList } = await call(routes.documentIndex, {});
  const ids = documentList.map((document) => document._id);
  for (const format of exportFormats) {
    for (const selection of selections(ids)) exportStore.put(await startBulkExport(format, selection));
    if (ids.length > 0) exportNotice(generating[format]);
  }
  return ids.length;
}
