import type { WebFormDetail, WebFormSummary } from "@cloudoc/contract";
import { count, desc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { webFormSubmissions, webForms, webFormVersions } from "./tables";

export type FormRow = typeof webForms.$inferSelect;

/** One of the company's forms; another company's, or no such id, is not found (404). */
export async function findForm(executor: Executor, companyId: string, id: string, lock = false) {
  const query = executor
    .select()
    .from(webForms)
    .where(ofCompany(webForms, companyId, eq(webForms.id, id)));
  const [form] = await (lock ? query.for("update") : query);
  if (!form) throw notFound();
  return form;
}

/** The fields of the form's published version, or null before its first publish. */
export async function publishedVersion(executor: Executor, form: FormRow) {
  if (form.currentVersion === 0) return null;
  const [version] = await executor
    .select()
    .from(webFormVersions)
    .where(
      ofCompany(
        webFormVersions,
        form.companyId,
        eq(webFormVersions.formId, form.id),
        eq(webFormVersions.version, form.currentVersion),
      ),
    );
  return version ?? null;
}

/** Every version of a form, the newest first. */
export async function formVersions(executor: Executor, form: FormRow) {
  return executor
    .select()
    .from(webFormVersions)
    .where(ofCompany(webFormVersions, form.companyId, eq(webFormVersions.formId, form.id)))
    .orderBy(desc(webFormVersions.version));
}

async function submissionCounts(executor: Executor, companyId: string, formIds: string[]) {
  if (formIds.length === 0) return new Map<string, number>();
  const rows = await executor
    .select({ formId: webFormSubmissions.formId, count: count() })
    .from(webFormSubmissions)
    .where(ofCompany(webFormSubmissions, companyId, inArray(webFormSubmissions.formId, formIds)))
    .groupBy(webFormSubmissions.formId);
  return new Map(rows.map((row) => [row.formId, row.count]));
}

const sameFields = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function toSummary(form: FormRow, submissions: number, publishedFields: unknown): WebFormSummary {
  return {
    _id: form.id,
    title: form.title,
    description: form.description,
    status: form.status,
    allowPublic: form.allowPublic,
    version: form.currentVersion,
    changedSincePublish: form.currentVersion === 0 || !sameFields(form.draftFields, publishedFields),
    submissions,
    publicToken: form.publicToken,
    updatedAt: form.updatedAt.toISOString(),
  };
}

/** A form as the builder opens it. */
export async function toDetail(executor: Executor, form: FormRow): Promise<WebFormDetail> {
  const [counts, version] = await Promise.all([
    submissionCounts(executor, form.companyId, [form.id]),
    publishedVersion(executor, form),
  ]);
  return {
    ...toSummary(form, counts.get(form.id) ?? 0, version?.fields),
    revision: form.revision,
    fields: form.draftFields,
    notifyUserIds: form.notifyUserIds,
  };
}

/** GET /user/forms/list: every form of the company, the last changed first. */
export async function listForms(
  executor: Executor,
  companyId: string,
  filter: { search: string; status?: FormRow["status"] },
) {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(ilike(webForms.title, `%${filter.search.replace(/[\\%_]/g, "\\$&")}%`));
  if (filter.status) conditions.push(eq(webForms.status, filter.status));
  const forms = await executor
    .select()
    .from(webForms)
    .where(ofCompany(webForms, companyId, ...conditions))
    .orderBy(desc(webForms.updatedAt));
  const ids = forms.map((form) => form.id);
  const [counts, versions] = await Promise.all([
    submissionCounts(executor, companyId, ids),
    ids.length === 0
      ? []
      : executor
          .select({
            formId: webFormVersions.formId,
            version: webFormVersions.version,
            fields: webFormVersions.fields,
          })
          .from(webFormVersions)
          .where(ofCompany(webFormVersions, companyId, inArray(webFormVersions.formId, ids))),
  ]);
  const publishedOf = (form: FormRow) =>
    versions.find((v) => v.formId === form.id && v.version === form.currentVersion)?.fields;
  const list = forms.map((form) => toSummary(form, counts.get(form.id) ?? 0, publishedOf(form)));
  return { list, total: list.length };
}

/** The owner and the active staff users: who may be told of each submission. */
export async function companyPeople(executor: Executor, companyId: string, ids?: readonly string[]) {
  return executor
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(
      ofCompany(
        users,
        companyId,
        or(eq(users.role, "company"), eq(users.role, "user")),
        isNull(users.deactivatedAt),
        ids ? inArray(users.id, [...ids]) : undefined,
      ),
    )
    .orderBy(users.firstname, users.lastname);
}

export const personName = (person: { firstname: string; lastname: string; email: string }) =>
  `${person.firstname} ${person.lastname}`.trim() || person.email;
