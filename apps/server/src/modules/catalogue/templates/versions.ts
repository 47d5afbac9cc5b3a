import { adminTemplateMessages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { AppError, notFound } from "../../../platform/envelope";
import { templateDrafts, templateVersions } from "../tables";
import { compareFields } from "./diff";
import { fieldsOf, findTemplate } from "./fields";

async function findVersion(executor: Executor, templateId: string, version: number) {
  const [row] = await executor
    .select()
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)));
  return row;
}

/** POST /admin/template/version/view: one published version, as it was published (immutable). */
export async function versionDetail(executor: Executor, templateId: string, version: number) {
  const template = await findTemplate(executor, templateId);
  const row = await findVersion(executor, template.id, version);
  if (!row) throw notFound();
  return {
    version: row.version,
    releaseNotes: row.releaseNotes,
    changeClass: row.changeClass,
    publishedAt: row.publishedAt.toISOString(),
    fields: row.fields,
  };
}

/** The draft against the published text it would replace (all of it for a never-published template). */
async function compareDraft(executor: Executor, templateId: string) {
  const template = await findTemplate(executor, templateId);
  const [draft] = await executor
    .select()
    .from(templateDrafts)
    .where(eq(templateDrafts.templateId, template.id));
  if (!draft) throw new AppError(400, adminTemplateMessages.noDraft);
  const published = template.version > 0 ? fieldsOf(template) : null;
  return compareFields(published, draft.fields, { from: published ? template.version : null, to: null });
}

/**
 * POST /admin/template/version/compare: what a version changed from the one before (all of it for
 * the first); without a version, what the draft (an admin's or an import's) would change.
 */
export async function compareVersion(executor: Executor, templateId: string, version?: number) {
  if (version === undefined) return compareDraft(executor, templateId);
  const template = await findTemplate(executor, templateId);
  const [after, before] = await Promise.all([
    findVersion(executor, template.id, version),
    findVersion(executor, template.id, version - 1),
  ]);
  if (!after) throw notFound();
  return compareFields(before?.fields ?? null, after.fields, { from: before?.version ?? null, to: version });
}
