import { sampleCompanyProfile, sampleVariableValues, type TemplatePreview } from "@cloudoc/contract";
import { fillVariables, withoutRemoteImages } from "@cloudoc/documents";
import { eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import type { TemplateFields } from "../tables";
import { templateDrafts } from "../tables";
import { fieldsOf, findTemplate } from "./fields";
import { versionDetail } from "./versions";

/** The fields to preview and the version they are: a named version, else the draft, else the published text. */
async function fieldsToPreview(executor: Executor, templateId: string, version?: number) {
  if (version !== undefined) {
    const detail = await versionDetail(executor, templateId, version);
    return { fields: detail.fields, version: detail.version };
  }
  const template = await findTemplate(executor, templateId);
  const [draft] = await executor
    .select()
    .from(templateDrafts)
    .where(eq(templateDrafts.templateId, template.id));
  if (draft) return { fields: draft.fields, version: null };
  return { fields: fieldsOf(template), version: template.version };
}

const filled = (html: string, values: Record<string, string>) =>
  withoutRemoteImages(fillVariables(html, values));

/**
 * POST /admin/user/template/view: the template as a company would read it, its business variables
 * filled with the sample company's details the same way a company's view fills its own.
 */
export async function previewTemplate(
  executor: Executor,
  templateId: string,
  version?: number,
): Promise<TemplatePreview> {
  const chosen = await fieldsToPreview(executor, templateId, version);
  const fields: TemplateFields = chosen.fields;
  const values = sampleVariableValues({
    title: fields.title,
    policyNumber: fields.policyNumber,
    version: chosen.version ?? 0,
  });
  return {
    company: sampleCompanyProfile.companyName ?? "",
    version: chosen.version,
    title: fields.title,
    format: fields.format,
    header: filled(fields.header, values),
    content: filled(fields.content, values),
    footer: filled(fields.footer, values),
  };
}
