import { type CopyFileRequest, type CreateFileRequest, messages, type Orientation } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { documentTemplates } from "../catalogue/tables";
import { findFolder } from "../folders/service";
import { type Actor, assertCan, auditBy } from "../library/access";
import { ownedTemplateIds } from "../subscriptions/service";
import { binDocument } from "./bin";
import { findDocument, listItemOf, looksLikeId } from "./queries";
import { companyDocuments, documentVersions } from "./tables";
import { contentHash } from "./versions";

/** A template the company holds (bought alone or in a live package), or 404. */
async function ownedTemplate(db: Database, companyId: string, templateId: string) {
  if (!looksLikeId(templateId) || !(await ownedTemplateIds(db, companyId, [templateId])).has(templateId)) {
    throw notFound();
  }
  const [template] = await db
    .select({
      id: documentTemplates.id,
      content: documentTemplates.content,
      version: documentTemplates.version,
      policyNumber: documentTemplates.policyNumber,
    })
    .from(documentTemplates)
    .where(eq(documentTemplates.id, templateId));
  if (!template) throw notFound();
  return template;
}

/** What a new document starts with. */
interface NewDocument {
  folderId: string | undefined;
  templateId: string | null;
  templateVersion: number | null;
  policyNumber: string;
  name: string;
  format: Orientation;
  content: string;
  header: string;
  footer: string;
  variables: Record<string, string>;
  /** Where it came from, for the audit trail. */
  from: Record<string, string | null>;
}

/** Writes a new company document with its version 1 and an audit event, in one transaction. */
async function insertDocument(db: Database, actor: Actor, source: "create" | "copy", document: NewDocument) {
  return db.transaction(async (tx) => {
    if (document.folderId !== undefined) await findFolder(tx, actor.companyId, document.folderId, true);
    const [row] = await tx
      .insert(companyDocuments)
      .values({
        companyId: actor.companyId,
        folderId: document.folderId ?? null,
        templateId: document.templateId,
        templateVersion: document.templateVersion,
        origin: "company",
        policyNumber: document.policyNumber,
        name: document.name,
        format: document.format,
        content: document.content,
        header: document.header,
        footer: document.footer,
        variables: document.variables,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning({ id: companyDocuments.id, reviewDate: companyDocuments.reviewDate });
    if (!row) throw new Error("document was not created");
    await tx.insert(documentVersions).values({
      companyId: actor.companyId,
      documentId: row.id,
      version: 1,
      name: document.name,
      content: document.content,
      header: document.header,
      footer: document.footer,
      reviewDate: row.reviewDate,
      source,
      contentHash: contentHash(document.content),
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: source === "copy" ? "document.copied" : "document.created",
      entityType: "document",
      entityId: row.id,
      detail: { name: document.name, folderId: document.folderId ?? null, ...document.from },
    });
    return listItemOf(tx, actor.companyId, row.id);
  });
}

/**
 * POST /user/createFile: a new document in a live folder (or at the top level), blank or started
 * from a template the company holds, with its version 1.
 */
export async function createDocument(db: Database, actor: Actor, request: CreateFileRequest) {
  assertCan(actor.session, "createDocument");
  const template = request.templateId
    ? await ownedTemplate(db, actor.companyId, request.templateId)
    : undefined;
  return insertDocument(db, actor, "create", {
    folderId: request.folderId,
    templateId: template?.id ?? null,
    templateVersion: template?.version ?? null,
    policyNumber: request.policyNumber || template?.policyNumber || "",
    name: request.fileName,
    format: request.format,
    content: template?.content ?? "",
    header: "",
    footer: "",
    variables: {},
    from: { templateId: template?.id ?? null },
  });
}

/**
 * POST /user/share-like/copy: a new document started from one of the company's live documents,
 * with its wording, header, footer and values; the copy is the company's own (version 1, its own
 * review date) and the source is left as it was.
 */
export async function copyDocument(db: Database, actor: Actor, request: CopyFileRequest) {
  assertCan(actor.session, "createDocument");
  const source = await findDocument(db, actor.companyId, request.fileId);
  return insertDocument(db, actor, "copy", {
    folderId: request.folderId,
    templateId: source.templateId,
    templateVersion: source.templateVersion,
    policyNumber: request.policyNumber,
    name: request.fileName,
    format: request.format ?? source.format,
    content: source.content,
    header: source.header,
    footer: source.footer,
    variables: source.variables,
    from: { copiedFrom: source.id },
  });
}

/** POST /user/editFile: renames a document (and changes its policy number when one is sent). */
export async function renameDocument(
  db: Database,
  actor: Actor,
  fileId: string,
  change: { fileName: string; policyNumber?: string },
) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId, true);
    assertCan(actor.session, "editDocument", document);
    const policyNumber = change.policyNumber ?? document.policyNumber;
    await tx
      .update(companyDocuments)
      .set({ name: change.fileName, policyNumber, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(ofCompany(companyDocuments, actor.companyId, eq(companyDocuments.id, document.id)));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.renamed",
      entityType: "document",
      entityId: document.id,
      detail: { from: document.name, to: change.fileName, policyNumber },
    });
    return listItemOf(tx, actor.companyId, document.id);
  });
}

/** POST /user/deleteFile: the document goes to the bin. */
export async function deleteDocument(db: Database, actor: Actor, fileId: string) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId, true);
    assertCan(actor.session, "deleteDocument", document);
    const item = await listItemOf(tx, actor.companyId, document.id);
    await binDocument(tx, actor, document.id);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.deleted",
      entityType: "document",
      entityId: document.id,
      detail: { name: document.name },
    });
    return item;
  });
}

/**
 * POST /user/file/edit/orientation: the page orientation (not a content change, so no version).
 * Status 2 when the document already has that orientation (spec 001 §4).
 */
export async function setOrientation(db: Database, actor: Actor, fileId: string, orientation: Orientation) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId, true);
    assertCan(actor.session, "editDocument", document);
    if (document.format === orientation) {
      return {
        status: 2 as const,
        message: messages.documentSetupSaved,
        item: await listItemOf(tx, actor.companyId, document.id),
      };
    }
    await tx
      .update(companyDocuments)
      .set({ format: orientation, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(ofCompany(companyDocuments, actor.companyId, eq(companyDocuments.id, document.id)));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.orientation",
      entityType: "document",
      entityId: document.id,
      detail: { from: document.format, to: orientation },
    });
    return {
      status: 1 as const,
      message: messages.documentSetupSaved,
      item: await listItemOf(tx, actor.companyId, document.id),
    };
  });
}
