import {
  adminTemplateMessages,
  type ChangeClass,
  type TemplatePublished,
  templatePublishedQueue,
} from "@cloudoc/contract";
import { hasReadableText } from "@cloudoc/documents";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Transaction } from "../../../platform/db/client";
import { AppError } from "../../../platform/envelope";
import type { Platform } from "../../../platform/platform";
import { addDocumentUpdate } from "../../content/updates-feed";
import { refreshDocumentCounts } from "../counts";
import { documentTemplates, templateDrafts, templateVersions } from "../tables";
import { assertPolicyNumberFree, findTemplate } from "./fields";

/**
 * Queues `template.published` once the publishing transaction has committed (pg-boss has its own
 * connection; a send from inside the transaction could announce a version that then rolls back).
 * The singleton key keeps one event per version. A failed send is logged: the version stands.
 */
async function queuePublished(platform: Platform, log: FastifyBaseLogger, event: TemplatePublished) {
  try {
    await platform.jobs.send(templatePublishedQueue, event, {
      singletonKey: `${event.templateId}:${event.version}`,
    });
  } catch (error) {
    log.error({ err: error, event }, "template.published was not queued");
  }
}

/** The draft becomes the next version: immutable row, fields copied onto the template, draft gone. */
async function publishDraft(
  tx: Transaction,
  actor: AdminActor,
  request: { templateId: string; releaseNotes: string; changeClass: ChangeClass },
): Promise<TemplatePublished> {
  const template = await findTemplate(tx, request.templateId, true);
  const [draft] = await tx.select().from(templateDrafts).where(eq(templateDrafts.templateId, template.id));
  if (!draft) throw new AppError(400, adminTemplateMessages.noDraft);
  if (!hasReadableText(draft.fields.content)) throw new AppError(400, adminTemplateMessages.contentEmpty);
  await assertPolicyNumberFree(tx, draft.fields.policyNumber, template.id);
  const version = template.version + 1;
  const { releaseNotes, changeClass } = request;
  await tx.insert(templateVersions).values({
    templateId: template.id,
    version,
    fields: draft.fields,
    releaseNotes,
    changeClass,
    publishedBy: actor.userId,
  });
  await tx
    .update(documentTemplates)
    .set({ ...draft.fields, version, published: true, updatedAt: sql`now()` })
    .where(eq(documentTemplates.id, template.id));
  await tx.delete(templateDrafts).where(eq(templateDrafts.templateId, template.id));
  if (!template.published) await refreshDocumentCounts(tx);
  await addDocumentUpdate(tx, {
    policyNumber: draft.fields.policyNumber,
    title: draft.fields.title,
    summary: releaseNotes,
  });
  await recordAudit(tx, {
    ...adminAuditBy(actor),
    action: "admin.template.published",
    entityType: "template",
    entityId: template.id,
    detail: { version, changeClass, basedOnVersion: draft.basedOnVersion },
  });
  return { templateId: template.id, version, changeClass, releaseNotes };
}

/** POST /admin/template/publish: one transaction, then the event once it has committed. */
export async function publishTemplate(
  platform: Platform,
  log: FastifyBaseLogger,
  actor: AdminActor,
  request: { templateId: string; releaseNotes: string; changeClass: ChangeClass },
) {
  const event = await platform.db.transaction((tx) => publishDraft(tx, actor, request));
  await queuePublished(platform, log, event);
  return { _id: event.templateId, version: event.version };
}

/**
 * POST /admin/template/withdraw and /republish: takes a published template out of the library or
 * puts it back. Companies keep the copies they have; packages count only published templates.
 */
export async function setWithdrawn(
  platform: Platform,
  actor: AdminActor,
  templateId: string,
  withdrawn: boolean,
) {
  return platform.db.transaction(async (tx) => {
    const template = await findTemplate(tx, templateId, true);
    if (template.version === 0) throw new AppError(400, adminTemplateMessages.neverPublished);
    if (template.published !== withdrawn) {
      throw new AppError(
        400,
        withdrawn ? adminTemplateMessages.alreadyWithdrawn : adminTemplateMessages.notWithdrawn,
      );
    }
    await tx
      .update(documentTemplates)
      .set({ published: !withdrawn, updatedAt: sql`now()` })
      .where(eq(documentTemplates.id, template.id));
    await refreshDocumentCounts(tx);
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: withdrawn ? "admin.template.withdrawn" : "admin.template.republished",
      entityType: "template",
      entityId: template.id,
      detail: { version: template.version },
    });
    return { _id: template.id };
  });
}
