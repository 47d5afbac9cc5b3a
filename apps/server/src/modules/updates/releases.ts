import { type Release, updateMessages } from "@cloudoc/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { documentTemplates, templateVersions } from "../catalogue/tables";
import type { CompanyDocument } from "../documents/queries";
import { documentVersions } from "../documents/tables";

/** The master template of a library document, as it stands now (its latest published version). */
export interface Master {
  id: string;
  title: string;
  content: string;
  header: string;
  footer: string;
  version: number;
}

/** The master of a library document; a document the company made has none (400). */
export async function masterOf(executor: Executor, document: CompanyDocument): Promise<Master> {
  if (document.origin !== "library" || !document.templateId) {
    throw badRequest(updateMessages.noLibraryVersion);
  }
  const [master] = await executor
    .select({
      id: documentTemplates.id,
      title: documentTemplates.title,
      content: documentTemplates.content,
      header: documentTemplates.header,
      footer: documentTemplates.footer,
      version: documentTemplates.version,
    })
    .from(documentTemplates)
    .where(eq(documentTemplates.id, document.templateId));
  if (!master) throw badRequest(updateMessages.noLibraryVersion);
  return master;
}

/** A version with no release row (an early seed): no notes, a minor change, no date. */
const unrecordedRelease = (templateId: string, version: number): Release => ({
  templateId,
  version,
  releaseNotes: "",
  changeClass: "minor",
  publishedAt: null,
});

/** The release notes of one master version as a subscriber sees them. */
export async function releaseOf(executor: Executor, templateId: string, version: number): Promise<Release> {
  const [row] = await executor
    .select({
      releaseNotes: templateVersions.releaseNotes,
      changeClass: templateVersions.changeClass,
      publishedAt: templateVersions.publishedAt,
    })
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)));
  if (!row) return unrecordedRelease(templateId, version);
  return { templateId, version, ...row, publishedAt: row.publishedAt.toISOString() };
}

/**
 * The merge's base: the master's wording at the version the copy was last reconciled with. Early
 * seeded templates kept no version rows, so then the copy's first library version stands in for
 * it (it was the master's wording when the library was filled); failing both, the master as it is.
 */
export async function baseContent(
  executor: Executor,
  document: CompanyDocument,
  master: Master,
): Promise<string> {
  if (document.templateVersion !== null) {
    const [release] = await executor
      .select({ fields: templateVersions.fields })
      .from(templateVersions)
      .where(
        and(
          eq(templateVersions.templateId, master.id),
          eq(templateVersions.version, document.templateVersion),
        ),
      );
    if (release) return release.fields.content;
  }
  const [first] = await executor
    .select({ content: documentVersions.content })
    .from(documentVersions)
    .where(
      ofCompany(
        documentVersions,
        document.companyId,
        eq(documentVersions.documentId, document.id),
        eq(documentVersions.source, "library"),
      ),
    )
    .orderBy(asc(documentVersions.version))
    .limit(1);
  return first?.content ?? master.content;
}
