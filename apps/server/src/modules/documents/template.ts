import { eq } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Transaction } from "../../platform/db/client";
import { documentTemplates } from "../catalogue/tables";
import { type Actor, auditBy } from "../library/access";
import { takeBackup } from "./backups";
import type { CompanyDocument } from "./queries";
import { commitVersion } from "./versions";

/**
 * Replaces a document's wording with its master template's current content, as the next version
 * (the company's wording stays in the earlier versions), and records the template version it now
 * matches. Answers false for a document with no template. This is the one place that brings the
 * master's wording into a document: the bulk "overwritten" action uses it, and so will "restore
 * to the admin version" (/user/restore-file) and "Restore All".
 */
export async function overwriteFromTemplate(tx: Transaction, actor: Actor, document: CompanyDocument) {
  if (!document.templateId) return false;
  const [template] = await tx
    .select({ content: documentTemplates.content, version: documentTemplates.version })
    .from(documentTemplates)
    .where(eq(documentTemplates.id, document.templateId));
  if (!template) return false;
  // The company's wording is kept as a backup too, so it can be brought back in one step.
  await takeBackup(tx, actor, document, "overwrite");
  const saved = await commitVersion(
    tx,
    actor,
    document,
    { content: template.content, templateVersion: template.version },
    { source: "overwrite", notes: `Replaced with the library version ${template.version}` },
  );
  await recordAudit(tx, {
    ...auditBy(actor),
    action: "document.overwritten",
    entityType: "document",
    entityId: document.id,
    detail: { templateId: document.templateId, templateVersion: template.version, version: saved.version },
  });
  return true;
}
