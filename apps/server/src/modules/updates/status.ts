import { permissions, updateMessages } from "@cloudoc/contract";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { forbidden } from "../../platform/envelope";
import { companies, users } from "../accounts/tables";
import { templateVersions } from "../catalogue/tables";
import { findDocument, liveDocuments, personName } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { companyFolders } from "../folders/tables";
import { type Actor, assertCan, auditBy } from "../library/access";
import { releaseOf } from "./releases";
import { documentUpdateDecisions } from "./tables";
import { touchedDocument } from "./touched";

interface Page {
  skip: number;
  limit: number;
}

/**
 * POST /user/document/latest-update: whether an update waits, and the release notes of the waiting
 * master version (of the one the copy matches when none waits). A company-made document has none.
 */
export async function latestUpdate(db: Database, companyId: string, fileId: string) {
  const document = await findDocument(db, companyId, fileId);
  const version = document.updateVersion ?? document.templateVersion;
  const release =
    document.origin === "library" && document.templateId && version !== null
      ? await releaseOf(db, document.templateId, version)
      : null;
  return {
    fileId: document.id,
    updateAvailable: document.updateVersion !== null,
    templateVersion: document.templateVersion,
    release,
  };
}

/**
 * POST /user/opened/status: the first opening of a waiting update's notice is recorded (the
 * daily digest leaves out what someone who can decide has already seen). Later openings change
 * nothing; with no update waiting there is nothing to open.
 */
export async function openedStatus(db: Database, actor: Actor, fileId: string) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId, true);
    assertCan(actor.session, "editDocument", document);
    if (document.updateVersion === null) return { fileId: document.id, opened: false };
    if (document.updateOpenedAt !== null) return { fileId: document.id, opened: true };
    await tx
      .update(companyDocuments)
      .set({ updateOpenedAt: sql`now()` })
      .where(liveDocuments(actor.companyId, eq(companyDocuments.id, document.id)));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.update.opened",
      entityType: "document",
      entityId: document.id,
      detail: { templateVersion: document.updateVersion },
    });
    return { fileId: document.id, opened: true };
  });
}

/** POST /user/get/touched/userfile: library documents the company edited, latest change first. */
export async function touchedFiles(db: Database, companyId: string, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companyDocuments.id,
        name: companyDocuments.name,
        policyNumber: companyDocuments.policyNumber,
        folderName: companyFolders.name,
        updatedAt: companyDocuments.updatedAt,
        updatedByName: personName(users),
      })
      .from(companyDocuments)
      .leftJoin(
        companyFolders,
        and(
          eq(companyFolders.id, companyDocuments.folderId),
          eq(companyFolders.companyId, companyDocuments.companyId),
          isNull(companyFolders.deletedAt),
        ),
      )
      .leftJoin(users, eq(users.id, companyDocuments.updatedBy))
      .where(liveDocuments(companyId, touchedDocument))
      .orderBy(desc(companyDocuments.updatedAt), desc(companyDocuments.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(companyDocuments).where(liveDocuments(companyId, touchedDocument)),
  ]);
  const list = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    policyNumber: row.policyNumber,
    folderName: row.folderName,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName ?? "",
  }));
  return { list, total: total?.n ?? 0 };
}

/** Only the owner, or a user who may edit everything, turns automatic updates on or off. */
const maySetAutoUpdate = (actor: Actor) =>
  actor.session.role === "company" || actor.session.permissions.includes(permissions.editAll);

/** Sets the company's auto-update setting; answers the message, and audits a real change. */
async function setAutoUpdate(db: Database, actor: Actor, autoUpdate: boolean) {
  if (!maySetAutoUpdate(actor)) throw forbidden();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ autoUpdate: companies.autoUpdate })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for("update");
    if (before?.autoUpdate === autoUpdate) return;
    await tx
      .update(companies)
      .set({ autoUpdate, updatedAt: sql`now()` })
      .where(eq(companies.id, actor.companyId));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "company.auto-update",
      entityType: "company",
      entityId: actor.companyId,
      detail: { autoUpdate },
    });
  });
  return autoUpdate ? updateMessages.autoUpdateOn : updateMessages.autoUpdateOff;
}

/** The updates applied automatically, newest first, with the release notes of each version. */
async function autoUpdates(db: Database, companyId: string, page: Page) {
  const autoUpdated = [
    eq(documentUpdateDecisions.decision, "auto-updated"),
    isNull(companyDocuments.deletedAt),
  ];
  const ofDocument = and(
    eq(companyDocuments.id, documentUpdateDecisions.documentId),
    eq(companyDocuments.companyId, documentUpdateDecisions.companyId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: documentUpdateDecisions.id,
        fileId: documentUpdateDecisions.documentId,
        name: companyDocuments.name,
        policyNumber: companyDocuments.policyNumber,
        templateVersion: documentUpdateDecisions.templateVersion,
        releaseNotes: sql<string>`coalesce(${templateVersions.releaseNotes}, '')`,
        decidedAt: documentUpdateDecisions.decidedAt,
      })
      .from(documentUpdateDecisions)
      .innerJoin(companyDocuments, ofDocument)
      .leftJoin(
        templateVersions,
        and(
          eq(templateVersions.templateId, documentUpdateDecisions.templateId),
          eq(templateVersions.version, documentUpdateDecisions.templateVersion),
        ),
      )
      .where(ofCompany(documentUpdateDecisions, companyId, ...autoUpdated))
      .orderBy(desc(documentUpdateDecisions.decidedAt), desc(documentUpdateDecisions.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ n: count() })
      .from(documentUpdateDecisions)
      .innerJoin(companyDocuments, ofDocument)
      .where(ofCompany(documentUpdateDecisions, companyId, ...autoUpdated)),
  ]);
  const list = rows.map((row) => ({
    _id: row.id,
    fileId: row.fileId,
    name: row.name,
    policyNumber: row.policyNumber,
    templateVersion: row.templateVersion,
    releaseNotes: row.releaseNotes ?? "",
    decidedAt: row.decidedAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0 };
}

/**
 * POST /user/autoupdate/recent-updates: changes the setting when `autoUpdate` is sent (owner or
 * 'Can edit all folder, docs and files' only), then answers it with what it applied.
 */
export async function autoUpdateSetting(
  db: Database,
  actor: Actor,
  request: Page & { autoUpdate?: boolean },
) {
  const message = request.autoUpdate === undefined ? "" : await setAutoUpdate(db, actor, request.autoUpdate);
  const [company] = await db
    .select({ autoUpdate: companies.autoUpdate })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  return {
    message,
    autoUpdate: company?.autoUpdate ?? false,
    ...(await autoUpdates(db, actor.companyId, request)),
  };
}
