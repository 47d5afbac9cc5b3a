import {
  adminTemplateMessages,
  isId,
  type TemplateFieldsInput,
  templateFieldsSchema,
} from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/client";
import { notFound } from "../../../platform/envelope";
import { storedHtml } from "../../documents/content";
import { documentTemplates, type TemplateFields } from "../tables";
import { badRequestOn } from "./errors";

export type TemplateRow = typeof documentTemplates.$inferSelect;

/** The editable fields of a template row (what a version snapshots). */
export const fieldsOf = (row: TemplateRow): TemplateFields => ({
  title: row.title,
  policyNumber: row.policyNumber,
  summary: row.summary,
  content: row.content,
  header: row.header,
  footer: row.footer,
  format: row.format,
  guide: row.guide,
  legalReferences: row.legalReferences,
  questions: row.questions,
  testRequired: row.testRequired,
});

/**
 * Fields as the console sent them, made safe to store: every HTML field through the documents'
 * allowlist, and refused (400) when it links an image from another website, like the company editor.
 */
export function storedFields(fields: TemplateFieldsInput): TemplateFields {
  const parsed = templateFieldsSchema.parse(fields);
  return {
    ...parsed,
    content: storedHtml(parsed.content),
    header: storedHtml(parsed.header),
    footer: storedHtml(parsed.footer),
    guide: storedHtml(parsed.guide),
  };
}

/** A template's row, locked for the caller's change when `lock` is set; 404 when there is none. */
export async function findTemplate(
  executor: Executor,
  templateId: string,
  lock = false,
): Promise<TemplateRow> {
  if (!isId(templateId)) throw notFound();
  const query = executor.select().from(documentTemplates).where(eq(documentTemplates.id, templateId));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw notFound();
  return row;
}

/** 400 when another template already has the policy number. */
export async function assertPolicyNumberFree(executor: Executor, policyNumber: string, templateId?: string) {
  const [other] = await executor
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(eq(documentTemplates.policyNumber, policyNumber));
  if (other && other.id !== templateId) {
    throw badRequestOn("policyNumber", adminTemplateMessages.policyNumberTaken);
  }
}
