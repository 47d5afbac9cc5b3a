import type { DocumentVersionCompare } from "@cloudoc/contract";
import { compareDocuments } from "@cloudoc/documents";
import { and, eq, lt, max } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { findDocument } from "./queries";
import { documentVersions } from "./tables";
import { versionContent, versionSummary } from "./versions";

/** The number of the version before `version`, or null for the first. */
async function versionBefore(executor: Executor, companyId: string, documentId: string, version: number) {
  const [row] = await executor
    .select({ version: max(documentVersions.version) })
    .from(documentVersions)
    .where(
      ofCompany(
        documentVersions,
        companyId,
        and(eq(documentVersions.documentId, documentId), lt(documentVersions.version, version)),
      ),
    );
  return row?.version ?? null;
}

/**
 * GET /user/document/version/compare (History's compare link, decision 032): a version against
 * an earlier one, section by section with word changes, as the updates compare page shows them.
 */
export async function compareVersions(
  executor: Executor,
  companyId: string,
  request: { fileId: string; version: number; against?: number },
): Promise<DocumentVersionCompare> {
  const document = await findDocument(executor, companyId, request.fileId);
  const after = await versionContent(executor, companyId, document.id, request.version);
  const againstNumber =
    request.against ?? (await versionBefore(executor, companyId, document.id, request.version));
  const before =
    againstNumber === null ? null : await versionContent(executor, companyId, document.id, againstNumber);
  return {
    fileId: document.id,
    name: document.name,
    before: before ? await versionSummary(executor, companyId, document.id, before.version) : null,
    after: await versionSummary(executor, companyId, document.id, after.version),
    sections: compareDocuments(before?.content ?? "", after.content),
  };
}
