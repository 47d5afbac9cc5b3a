import type { AuditAction } from "@cloudoc/contract";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Transaction } from "../../platform/db/client";
import { documentTemplates, templateVersions } from "../catalogue/tables";
import { documentUpdateDecisions, type UpdateDecisionKind } from "../updates/tables";
import { type BackupReason, takeBackup } from "./backups";
import type { CompanyDocument } from "./queries";
import { commitVersion, type VersionSource, type Writer } from "./versions";

/** How a master version came to replace a copy: for the backup, the version note and the audit. */
export interface MasterApplication {
  reason: BackupReason;
  source: VersionSource;
  /** Recorded as the company's decision about the version (none for a plain overwrite). */
  decision?: UpdateDecisionKind;
  audit: AuditAction;
  /** The wording to keep instead of the master's (an accepted merge); the master's by default. */
  content?: string;
}

/** Whether any master version after `from` up to `to` was classed major (staff must read it again). */
async function hasMajorChange(tx: Transaction, templateId: string, from: number | null, to: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(templateVersions)
    .where(
      and(
        eq(templateVersions.templateId, templateId),
        gt(templateVersions.version, from ?? 0),
        lte(templateVersions.version, to),
        eq(templateVersions.changeClass, "major"),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Brings the master template's current version into a document locked by the caller, as its next
 * version: the copy is backed up first, the update mark clears, the document records the master
 * version it now matches, and a major change flags it for staff re-acknowledgement. This is the
 * one place that does so: the bulk "overwritten" action, accepting an update (master or merge),
 * restoring to the admin version, Restore All and automatic updates all come here. Answers null
 * for a document with no master.
 */
export async function applyMaster(
  tx: Transaction,
  writer: Writer,
  document: CompanyDocument,
  how: MasterApplication,
) {
  if (!document.templateId) return null;
  const [template] = await tx
    .select({ content: documentTemplates.content, version: documentTemplates.version })
    .from(documentTemplates)
    .where(eq(documentTemplates.id, document.templateId));
  if (!template) return null;
  const major = await hasMajorChange(tx, document.templateId, document.templateVersion, template.version);
  const backupId = await takeBackup(tx, writer, document, how.reason);
  const saved = await commitVersion(
    tx,
    writer,
    document,
    {
      content: how.content ?? template.content,
      templateVersion: template.version,
      updateVersion: null,
      updateOpenedAt: null,
      ...(major ? { reacknowledgeRequired: true } : {}),
    },
    { source: how.source, notes: `Library version ${template.version} (${how.reason.replace("-", " ")})` },
  );
  if (how.decision) {
    await tx.insert(documentUpdateDecisions).values({
      companyId: writer.companyId,
      documentId: document.id,
      templateId: document.templateId,
      templateVersion: template.version,
      decision: how.decision,
      backupId,
      decidedBy: writer.userId,
    });
  }
  await recordAudit(tx, {
    companyId: writer.companyId,
    actorUserId: writer.userId,
    ip: writer.origin?.ip ?? null,
    userAgent: writer.origin?.userAgent ?? null,
    action: how.audit,
    entityType: "document",
    entityId: document.id,
    detail: {
      templateId: document.templateId,
      templateVersion: template.version,
      version: saved.version,
      backupId,
      major,
    },
  });
  return { ...saved, backupId, templateVersion: template.version, major };
}

/** The bulk "overwritten" action: the master's wording replaces the copy (backed up first). */
export async function overwriteFromTemplate(tx: Transaction, writer: Writer, document: CompanyDocument) {
  const applied = await applyMaster(tx, writer, document, {
    reason: "overwrite",
    source: "overwrite",
    decision: "restored",
    audit: "document.overwritten",
  });
  return applied !== null;
}
