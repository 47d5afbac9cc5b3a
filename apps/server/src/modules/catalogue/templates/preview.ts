import {
  sampleCompanyProfile,
  sampleVariableValues,
  shownDate,
  type TemplatePreview,
  ukToday,
  variableValues,
} from "@cloudoc/contract";
import { fillVariables, variablesIn, withoutRemoteImages } from "@cloudoc/documents";
import { eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { notFound } from "../../../platform/envelope";
import type { Platform } from "../../../platform/platform";
import { companyIdOfUser } from "../../accounts/companies";
import { imageFieldsOf, profileWithImages } from "../../profile/image-data";
import { companyVariableSources } from "../../profile/variables";
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

type PreviewDocument = { title: string; policyNumber: string; version: number };

/** The company whose details fill the preview: the user's (its logo and signatures inline), else the sample. */
async function previewCompany(
  { db, storage }: Pick<Platform, "db" | "storage">,
  document: PreviewDocument,
  html: string,
  userId?: string,
) {
  if (!userId)
    return { name: sampleCompanyProfile.companyName ?? "", values: sampleVariableValues(document) };
  const companyId = await companyIdOfUser(db, userId);
  if (!companyId) throw notFound();
  const sources = await companyVariableSources(db, companyId);
  const profile = await profileWithImages(
    storage,
    companyId,
    sources.profile,
    imageFieldsOf(variablesIn(html)),
  );
  const facts = {
    ...document,
    version: String(document.version),
    reviewDate: "",
    date: shownDate(ukToday()),
  };
  return { name: profile.companyName ?? "", values: variableValues(profile, sources.extras, facts) };
}

/**
 * POST /admin/user/template/view: the template as a company would read it, its business variables
 * filled the same way a company's view fills its own — with the details of the company of
 * `userId`, or of the sample company.
 */
export async function previewTemplate(
  platform: Pick<Platform, "db" | "storage">,
  request: { templateId: string; version?: number; userId?: string },
): Promise<TemplatePreview> {
  const chosen = await fieldsToPreview(platform.db, request.templateId, request.version);
  const fields: TemplateFields = chosen.fields;
  const document = { title: fields.title, policyNumber: fields.policyNumber, version: chosen.version ?? 0 };
  const html = `${fields.header}${fields.content}${fields.footer}`;
  const { name, values } = await previewCompany(platform, document, html, request.userId);
  return {
    company: name,
    version: chosen.version,
    title: fields.title,
    format: fields.format,
    header: filled(fields.header, values),
    content: filled(fields.content, values),
    footer: filled(fields.footer, values),
  };
}
