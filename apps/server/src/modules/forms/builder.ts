import {
  type CreateWebFormRequest,
  isAnswered,
  webFormMessages as m,
  type SaveWebFormRequest,
  starterForms,
  webFormFieldsSchema,
} from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, conflict, notFound } from "../../platform/envelope";
import { newToken } from "../../platform/tokens";
import { auditForms } from "./audit";
import { companyPeople, findForm, publishedVersion, toDetail } from "./queries";
import { webForms, webFormVersions } from "./tables";

/** The builder's changes (decision 030): each in one transaction with its audit event. */

/** A starter's fields, checked by the same schema as the builder's (a typo in one fails here). */
function starterDraft(key: string) {
  const starter = starterForms.find((form) => form.key === key);
  if (!starter) throw badRequest(m.starterUnknown);
  return {
    title: starter.title,
    description: starter.description,
    fields: webFormFieldsSchema.parse(starter.fields),
  };
}

/** POST /user/forms/create: an empty draft, or a copy of a starter form to edit. */
export async function createForm(db: Database, actor: CompanyActor, input: CreateWebFormRequest) {
  const draft = "starter" in input ? starterDraft(input.starter) : { ...input, fields: [] };
  return db.transaction(async (tx) => {
    const [form] = await tx
      .insert(webForms)
      .values({
        companyId: actor.companyId,
        title: draft.title,
        description: draft.description,
        draftFields: draft.fields,
        publicToken: newToken(),
        createdBy: actor.userId,
      })
      .returning();
    if (!form) throw new Error("the form was not written");
    const starter = "starter" in input ? input.starter : null;
    await auditForms(tx, actor, "web_form.created", form.id, { starter });
    return toDetail(tx, form);
  });
}

/** The people to notify must be the company's owner or active staff users (404 otherwise). */
async function checkNotified(db: Database, companyId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await companyPeople(db, companyId, unique);
  if (found.length !== unique.length) throw notFound();
  return unique;
}

/** POST /user/forms/save: the draft, refused with 409 when saved by someone since it was opened. */
export async function saveForm(db: Database, actor: CompanyActor, input: SaveWebFormRequest) {
  const notifyUserIds = await checkNotified(db, actor.companyId, input.notifyUserIds);
  return db.transaction(async (tx) => {
    const form = await findForm(tx, actor.companyId, input.id, true);
    if (form.revision !== input.revision) throw conflict(m.stale);
    const [saved] = await tx
      .update(webForms)
      .set({
        title: input.title,
        description: input.description,
        draftFields: input.fields ?? form.draftFields,
        allowPublic: input.allowPublic,
        notifyUserIds,
        revision: sql`${webForms.revision} + 1`,
        updatedAt: new Date(),
      })
      .where(ofCompany(webForms, actor.companyId, eq(webForms.id, form.id)))
      .returning();
    if (!saved) throw notFound();
    await auditForms(tx, actor, "web_form.saved", form.id, {
      fields: (input.fields ?? form.draftFields).length,
    });
    return toDetail(tx, saved);
  });
}

/**
 * POST /user/forms/publish: the draft becomes a new immutable version (the current one again when
 * its fields are unchanged), and the form opens for filling.
 */
export async function publishForm(db: Database, actor: CompanyActor, id: string) {
  return db.transaction(async (tx) => {
    const form = await findForm(tx, actor.companyId, id, true);
    if (!form.draftFields.some(isAnswered)) throw badRequest(m.noQuestions);
    const current = await publishedVersion(tx, form);
    const unchanged = current !== null && JSON.stringify(current.fields) === JSON.stringify(form.draftFields);
    const version = unchanged ? form.currentVersion : form.currentVersion + 1;
    if (!unchanged) {
      await tx.insert(webFormVersions).values({
        companyId: actor.companyId,
        formId: form.id,
        version,
        fields: form.draftFields,
        publishedBy: actor.userId,
      });
    }
    const [published] = await tx
      .update(webForms)
      .set({
        status: "published",
        currentVersion: version,
        revision: sql`${webForms.revision} + 1`,
        updatedAt: new Date(),
      })
      .where(ofCompany(webForms, actor.companyId, eq(webForms.id, form.id)))
      .returning();
    if (!published) throw notFound();
    await auditForms(tx, actor, "web_form.published", form.id, { version });
    return toDetail(tx, published);
  });
}

/** POST /user/forms/unpublish: no one can fill it in; its submissions stay. */
export async function unpublishForm(db: Database, actor: CompanyActor, id: string) {
  return db.transaction(async (tx) => {
    const form = await findForm(tx, actor.companyId, id, true);
    const [draft] = await tx
      .update(webForms)
      .set({ status: "draft", revision: sql`${webForms.revision} + 1`, updatedAt: new Date() })
      .where(ofCompany(webForms, actor.companyId, eq(webForms.id, form.id)))
      .returning();
    if (!draft) throw notFound();
    await auditForms(tx, actor, "web_form.unpublished", form.id);
    return toDetail(tx, draft);
  });
}
