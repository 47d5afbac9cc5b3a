import { type ExportCheckItem, findBusinessVariable } from "@cloudoc/contract";
import { missingVariables } from "@cloudoc/documents";
import type { Platform } from "../../platform/platform";
import { companyLook, valuesFor } from "./company-look";
import { documentPrintables, requireDocuments } from "./printables";

const pageSize = 25;

/**
 * POST /user/export/check: before an export, each selected document with the variables it uses
 * that have no value (spec 000 §5 absent rule). The export may still go ahead; the gaps then show
 * in the file. Every id must be one of the company's live documents (404 otherwise). `total` is how
 * many values are missing over all the documents.
 */
export async function checkBeforeExport(
  platform: Pick<Platform, "db" | "storage">,
  companyId: string,
  ids: string[],
): Promise<{ data: ExportCheckItem[]; total: number }> {
  const summaries = await requireDocuments(platform.db, companyId, ids);
  const look = await companyLook(platform.db, platform.storage, companyId);
  const missingById = new Map<string, string[]>();
  for (let start = 0; start < ids.length; start += pageSize) {
    const page = await documentPrintables(platform.db, companyId, ids.slice(start, start + pageSize));
    for (const { id, printable } of page) {
      const html = `${printable.header}${printable.body}${printable.footer}`;
      missingById.set(id, missingVariables(html, valuesFor(look, printable)));
    }
  }
  const data = summaries.map((summary) => ({
    _id: summary.id,
    name: summary.name,
    policyNumber: summary.policyNumber,
    missing: (missingById.get(summary.id) ?? []).map((key) => ({
      key,
      label: findBusinessVariable(key)?.label ?? key,
    })),
  }));
  return { data, total: data.reduce((sum, item) => sum + item.missing.length, 0) };
}
