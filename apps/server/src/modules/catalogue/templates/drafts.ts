import {
  adminTemplateMessages,
  defaultOrientation,
  type TemplateCreate,
  type TemplateFieldsInput,
  templateCreateSchema,
} from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { AdminActor } from "../../../platform/actor";
import { adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Executor } from "../../../platform/db/client";
import { AppError } from "../../../platform/envelope";
import { countries, documentTemplates, type TemplateFields, templateDrafts } from "../tables";
import { badRequestOn } from "./errors";
import { assertPolicyNumberFree, findTemplate, storedFields } from "./fields";

const emptyFields = (title: string, policyNumber: string): TemplateFields => ({
  title,
  policyNumber,
  summary: "",
  content: "",
  header: "",
  footer: "",
  format: defaultOrientation,
  guide: "",
  legalReferences: [],
  questions: [],
  testRequired: false,
});

async function assertSlugFree(executor: Executor, slug: string) {
  const [other] = await executor
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(eq(documentTemplates.slug, slug));
  if (other) throw badRequestOn("slug", adminTemplateMessages.slugTaken);
}

async function assertNation(executor: Executor, nation: string) {
  const [row] = await executor
    .select({ slug: countries.slug })
    .from(countries)
    .where(eq(countries.slug, nation));
  if (!row) throw badRequestOn("nation", adminTemplateMessages.nationInvalid);
}

/** POST /admin/template/create: a template at version 0, unpublished, with an empty draft to write. */
export async function createTemplate(db: Database, actor: AdminActor, input: TemplateCreate) {
  const request = templateCreateSchema.parse(input);
  return db.transaction(async (tx) => {
    // One creation at a time, so two admins cannot both take a free policy number or slug.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"admin.template.create"}))`);
    await assertPolicyNumberFree(tx, request.policyNumber);
    await assertSlugFree(tx, request.slug);
    await assertNation(tx, request.nation);
    const [row] = await tx
      .insert(documentTemplates)
      .values({ ...request, summary: "", content: "", version: 0, published: false })
      .returning({ id: documentTemplates.id });
    if (!row) throw new Error("template was not created");
    const updatedAt = new Date();
    await tx.insert(templateDrafts).values({
      templateId: row.id,
      fields: emptyFields(request.title, request.policyNumber),
      basedOnVersion: 0,
      source: "admin",
      updatedBy: actor.userId,
      updatedAt,
    });
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.template.created",
      entityType: "template",
      entityId: row.id,
      detail: { policyNumber: request.policyNumber, slug: request.slug },
    });
    return { _id: row.id, updatedAt: updatedAt.toISOString() };
  });
}

const draftOf = async (executor: Executor, templateId: string) =>
  (await executor.select().from(templateDrafts).where(eq(templateDrafts.templateId, templateId)))[0];

/**
 * POST /admin/template/draft/save: sanitises the fields and writes the one draft. The console sends
 * the draft's updatedAt as it loaded it; if the draft changed (or appeared, or went) since, someone
 * else saved or published meanwhile: 409 and nothing is written.
 */
export async function saveDraft(
  db: Database,
  actor: AdminActor,
  request: { templateId: string; fields: TemplateFieldsInput; loadedAt: string | null },
) {
  const fields = storedFields(request.fields);
  return db.transaction(async (tx) => {
    const template = await findTemplate(tx, request.templateId, true);
    const draft = await draftOf(tx, template.id);
    if ((draft?.updatedAt.toISOString() ?? null) !== request.loadedAt) {
      throw new AppError(409, adminTemplateMessages.draftChanged);
    }
    await assertPolicyNumberFree(tx, fields.policyNumber, template.id);
    const updatedAt = new Date();
    const values = { fields, source: "admin" as const, updatedBy: actor.userId, updatedAt };
    await tx
      .insert(templateDrafts)
      .values({ templateId: template.id, basedOnVersion: template.version, ...values })
      .onConflictDoUpdate({ target: templateDrafts.templateId, set: values });
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.template.draft.saved",
      entityType: "template",
      entityId: template.id,
      detail: { basedOnVersion: draft?.basedOnVersion ?? template.version },
    });
    return { _id: template.id, updatedAt: updatedAt.toISOString() };
  });
}

/** POST /admin/template/draft/discard: drops the draft; the published text is untouched. */
export async function discardDraft(db: Database, actor: AdminActor, templateId: string) {
  return db.transaction(async (tx) => {
    const template = await findTemplate(tx, templateId, true);
    const [gone] = await tx
      .delete(templateDrafts)
      .where(eq(templateDrafts.templateId, template.id))
      .returning({ source: templateDrafts.source });
    if (!gone) throw new AppError(400, adminTemplateMessages.noDraft);
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.template.draft.discarded",
      entityType: "template",
      entityId: template.id,
      detail: { source: gone.source },
    });
    return { _id: template.id };
  });
}
