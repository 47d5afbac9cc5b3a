import { bulkExportLabels, maxSelectedDocuments, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { exportNotice } from "../../lib/notify";
import { exportStore } from "../exports";

/** Splits ids into the bulk export's largest selections. */
export function selections(ids: readonly string[], size: number = maxSelectedDocuments): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}

/** One bulk-export job whose Documents.zip holds each document as PDF and as Word. */
async function exportBothFormats(ids: string[]) {
  return (await call(routes.exportBulkPdf, { download_format: "both", values: ids })).data;
}

/**
 * "Download all documents" after a subscription ended (issue 22): every live document of the
 * company, as PDF and Word in one Documents.zip, through the existing bulk-export job (one job per
 * largest selection, followed in the shell's export panel). Answers how many documents are being
 * exported.
 */
export async function downloadAllDocuments(): Promise<number> {
  const { documentList } = await call(routes.documentIndex, {});
  const ids = documentList.map((document) => document._id);
  for (const selection of selections(ids)) exportStore.put(await exportBothFormats(selection));
  if (ids.length > 0) exportNotice(bulkExportLabels.both);
  return ids.length;
}
