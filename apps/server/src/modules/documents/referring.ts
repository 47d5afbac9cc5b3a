import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { documentReferences } from "../references/tables";
import { findDocument, selectListItems, toListItem } from "./queries";
import { companyDocuments } from "./tables";

/**
 * POST /user/get_documentref/list {fileId}: the company's live documents that refer to this one
 * (decision 032), so whoever changes or retires it sees what points at it.
 */
export async function referringDocuments(executor: Executor, companyId: string, fileId: string) {
  const document = await findDocument(executor, companyId, fileId);
  const referring = executor
    .select({ id: documentReferences.documentId })
    .from(documentReferences)
    .where(ofCompany(documentReferences, companyId, eq(documentReferences.referencedId, document.id)));
  const rows = await selectListItems(
    executor,
    companyId,
    and(inArray(companyDocuments.id, referring)),
  ).orderBy(asc(companyDocuments.policyNumber), asc(companyDocuments.name));
  const list = rows.map(toListItem);
  return { list, total: list.length };
}
