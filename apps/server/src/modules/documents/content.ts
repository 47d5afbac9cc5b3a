import { messages, type SaveContentRequest, type UpdateContentRequest } from "@cloudoc/contract";
import { sanitiseDocument } from "@cloudoc/documents";
import { recordAudit } from "../../platform/audit/audit";
import type { Database } from "../../platform/db/client";
import { badRequest, conflict } from "../../platform/envelope";
import { type Actor, assertCan, auditBy } from "../library/access";
import { findDocument } from "./queries";
import { recordReview } from "./reviews";
import { commitVersion, versionContent } from "./versions";

/**
 * Document HTML as it is stored: sanitised, and refused (400) when it shows an image from another
 * website, which every reader's browser would fetch (a tracking pixel) and an export must not.
 */
export function storedHtml(html: string): string {
  const clean = sanitiseDocument(html);
  if (clean.remoteImages) throw badRequest(messages.remoteImageRefused);
  return clean.html;
}

const sanitiseIf = (html: string | undefined) => (html === undefined ? undefined : storedHtml(html));

/**
 * POST /user/savecontent: sanitises the HTML, writes the next immutable version and bumps the
 * document's version. The editor sends the version it loaded; if the stored one is newer,
 * someone else saved meanwhile: 409 and nothing is written.
 */
export async function saveContent(db: Database, actor: Actor, request: SaveContentRequest) {
  const content = storedHtml(request.content);
  const header = sanitiseIf(request.header);
  const footer = sanitiseIf(request.footer);
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, request.fileId, true);
    assertCan(actor.session, "editDocument", document);
    if (document.version !== request.version) throw conflict();
    const saved = await commitVersion(
      tx,
      actor,
      document,
      {
        content,
        header,
        footer,
        reviewDate: request.review_date,
        ...(request.doc_review ? { reviewStatus: "Up to Date" as const } : {}),
      },
      { source: "save", notes: request.notes, description: request.description },
    );
    if (request.doc_review) await recordReview(tx, actor, document.id, request.notes, saved.review_date);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.saved",
      entityType: "document",
      entityId: document.id,
      detail: { version: saved.version, type: request.type, closeButton: request.closeButton ?? false },
    });
    return saved;
  });
}

/**
 * POST /user/updatecontent: the document's own variable values (and its content when sent), as a
 * new version. A version sent with it is checked like a save's.
 */
export async function updateContent(db: Database, actor: Actor, request: UpdateContentRequest) {
  const content = sanitiseIf(request.content);
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, request.fileId, true);
    assertCan(actor.session, "editDocument", document);
    if (request.version !== undefined && document.version !== request.version) throw conflict();
    const saved = await commitVersion(
      tx,
      actor,
      document,
      { content, variables: request.variables },
      { source: "update", notes: "Variables updated" },
    );
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.updated",
      entityType: "document",
      entityId: document.id,
      detail: { version: saved.version, variables: Object.keys(request.variables ?? {}) },
    });
    return saved;
  });
}

/** POST /user/headerfooter: the document's header and footer, as a new version. */
export async function setHeaderFooter(
  db: Database,
  actor: Actor,
  request: { fileId: string; header?: string; footer?: string; version?: number },
) {
  const header = sanitiseIf(request.header);
  const footer = sanitiseIf(request.footer);
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, request.fileId, true);
    assertCan(actor.session, "editDocument", document);
    if (request.version !== undefined && document.version !== request.version) throw conflict();
    const saved = await commitVersion(
      tx,
      actor,
      document,
      { header, footer },
      { source: "setup", notes: "Header and footer" },
    );
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.headerfooter",
      entityType: "document",
      entityId: document.id,
      detail: { version: saved.version },
    });
    return saved;
  });
}

/** POST /user/document/version/restore: an earlier version's content becomes the next version. */
export async function restoreVersion(db: Database, actor: Actor, fileId: string, version: number) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId, true);
    assertCan(actor.session, "editDocument", document);
    const earlier = await versionContent(tx, actor.companyId, document.id, version);
    const saved = await commitVersion(
      tx,
      actor,
      document,
      { content: earlier.content, header: earlier.header, footer: earlier.footer },
      { source: "restore", restoredFrom: version, notes: `Restored from version ${version}` },
    );
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.version.restored",
      entityType: "document",
      entityId: document.id,
      detail: { from: version, version: saved.version },
    });
    return saved;
  });
}
