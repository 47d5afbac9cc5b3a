import type {
  ShownAnswer,
  SubmissionDetail,
  SubmissionListRequest,
  SubmissionSummary,
} from "@cloudoc/contract";
import { count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import type { SentFile } from "../exports/send";
import { findForm } from "./queries";
import {
  type StoredAnswer,
  type StoredFileAnswer,
  webFormSubmissions,
  webForms,
  webFormVersions,
} from "./tables";

/** The completions of a form (decision 030): listed, filtered, searched, and each opened. */

export type SubmissionFilter = Omit<SubmissionListRequest, "skip" | "limit">;
type SubmissionRow = typeof webFormSubmissions.$inferSelect;

const ukDay = sql`(${webFormSubmissions.createdAt} at time zone 'Europe/London')::date`;

function filterOf(companyId: string, filter: SubmissionFilter): SQL {
  const conditions: SQL[] = [eq(webFormSubmissions.formId, filter.formId)];
  if (filter.from) conditions.push(sql`${ukDay} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${ukDay} <= ${filter.to}::date`);
  const search = filter.search.toLowerCase().replace(/[\\%_]/g, "\\$&");
  if (search) conditions.push(ilike(webFormSubmissions.searchText, `%${search}%`));
  return ofCompany(webFormSubmissions, companyId, ...conditions);
}

const versionNumber = webFormVersions.version;

export function toSummary(row: SubmissionRow, version: number): SubmissionSummary {
  const isPublic = row.submittedBy === null;
  return {
    _id: row.id,
    formId: row.formId,
    version,
    submittedBy: isPublic ? `${row.submitterName} (public link)` : row.submitterName,
    public: isPublic,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The submissions for the filters, newest first (all of them when no page is given: the CSV). */
export async function submissionRows(
  executor: Executor,
  companyId: string,
  filter: SubmissionFilter,
  page?: { skip: number; limit: number },
) {
  const query = executor
    .select({ row: webFormSubmissions, version: versionNumber })
    .from(webFormSubmissions)
    .innerJoin(webFormVersions, eq(webFormVersions.id, webFormSubmissions.versionId))
    .where(filterOf(companyId, filter))
    .orderBy(desc(webFormSubmissions.createdAt), desc(webFormSubmissions.id));
  return page ? query.offset(page.skip).limit(page.limit) : query;
}

/** GET /user/forms/submissions */
export async function listSubmissions(executor: Executor, actor: CompanyActor, input: SubmissionListRequest) {
  await findForm(executor, actor.companyId, input.formId);
  const [rows, [total]] = await Promise.all([
    submissionRows(executor, actor.companyId, input, input),
    executor.select({ count: count() }).from(webFormSubmissions).where(filterOf(actor.companyId, input)),
  ]);
  return { list: rows.map(({ row, version }) => toSummary(row, version)), total: total?.count ?? 0 };
}

export const isFile = (answer: StoredAnswer): answer is StoredFileAnswer =>
  typeof answer === "object" && answer !== null && !Array.isArray(answer);

/** An answer as the company sees it: a file without its place in storage. */
export const shown = (answer: StoredAnswer): ShownAnswer =>
  isFile(answer) ? { fileName: answer.fileName, contentType: answer.contentType, size: answer.size } : answer;

/** One submission of the company, with the fields of the version it was filled against. */
export async function findSubmission(executor: Executor, companyId: string, id: string) {
  const [found] = await executor
    .select({ row: webFormSubmissions, version: webFormVersions, title: webForms.title })
    .from(webFormSubmissions)
    .innerJoin(webFormVersions, eq(webFormVersions.id, webFormSubmissions.versionId))
    .innerJoin(webForms, eq(webForms.id, webFormSubmissions.formId))
    .where(ofCompany(webFormSubmissions, companyId, eq(webFormSubmissions.id, id)));
  if (!found) throw notFound();
  return found;
}

/** GET /user/forms/submission */
export async function submissionDetail(
  executor: Executor,
  actor: CompanyActor,
  id: string,
): Promise<SubmissionDetail> {
  const { row, version, title } = await findSubmission(executor, actor.companyId, id);
  const answers = Object.fromEntries(
    Object.entries(row.answers).map(([key, answer]) => [key, shown(answer)]),
  );
  return { ...toSummary(row, version.version), formTitle: title, fields: version.fields, answers };
}

/** POST /user/forms/submission/file: the photo, PDF or signature of one answer. */
export async function submissionFile(
  platform: Platform,
  actor: CompanyActor,
  input: { id: string; fieldId: string },
): Promise<SentFile> {
  const { row } = await findSubmission(platform.db, actor.companyId, input.id);
  const answer = row.answers[input.fieldId];
  if (answer === undefined || !isFile(answer)) throw notFound();
  const body = await platform.storage.get(answer.storageKey);
  if (!body) throw notFound();
  return { body, fileName: answer.fileName, contentType: answer.contentType };
}
