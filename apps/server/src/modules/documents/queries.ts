import { type DocumentListItem, type ReviewStatus, reviewDueWithinDays } from "@cloudoc/contract";
import { and, eq, getTableColumns, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { TypedQueryBuilder } from "drizzle-orm/query-builders/query-builder";
import type { Database, Executor } from "../../platform/db/client";
import { companyPlaceholder, preparedOnce } from "../../platform/db/prepared";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { documentTemplates } from "../catalogue/tables";
import { companyFolders } from "../folders/tables";
import { companyDocuments } from "./tables";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a sent id can be a record id at all (anything else answers 404, not a database error). */
export const looksLikeId = (id: string | undefined | null): id is string => !!id && uuidPattern.test(id);

/** Today in the UK, in SQL. */
export const ukTodaySql = sql`(now() at time zone 'Europe/London')::date`;

/** Overdue once the review date has passed; Review Due within 30 days of it (or when marked so). */
export const effectiveReviewStatus = sql<ReviewStatus>`case
  when ${companyDocuments.reviewDate} < ${ukTodaySql} then 'Overdue'
  when ${companyDocuments.reviewDate} <= ${ukTodaySql} + ${reviewDueWithinDays}::int
    or ${companyDocuments.reviewStatus} <> 'Up to Date' then 'Review Due'
  else 'Up to Date' end`;

/** The documents that need a review: review date passed, or within 30 days, or marked due. */
export const needsReview = sql`(${companyDocuments.reviewDate} <= ${ukTodaySql} + ${reviewDueWithinDays}::int or ${companyDocuments.reviewStatus} <> 'Up to Date')`;

/** A person's name as lists show it. */
export const personName = (table: typeof users) =>
  sql<string>`coalesce(nullif(trim(${table.firstname} || ' ' || ${table.lastname}), ''), ${table.email}, '')`;

/** The live documents of a company (not in the bin). */
export const liveDocuments = (companyId: string | Placeholder, ...more: (SQL | undefined)[]) =>
  ofCompany(companyDocuments, companyId, isNull(companyDocuments.deletedAt), ...more);

const listColumns = {
  id: companyDocuments.id,
  name: companyDocuments.name,
  policyNumber: companyDocuments.policyNumber,
  format: companyDocuments.format,
  folderId: companyDocuments.folderId,
  folderName: companyFolders.name,
  folderColour: companyFolders.colour,
  templateId: companyDocuments.templateId,
  reviewStatus: effectiveReviewStatus,
  reviewDate: companyDocuments.reviewDate,
  statusType: companyDocuments.statusType,
  updateAvailable: sql<boolean>`${companyDocuments.updateVersion} is not null`,
  actionBy: sql<string>`coalesce(${personName(users)}, '')`,
  version: companyDocuments.version,
  createdBy: companyDocuments.createdBy,
  createdAt: companyDocuments.createdAt,
  updatedAt: companyDocuments.updatedAt,
};

/** The joins a list item's folder, template and last editor come from. */
const folderOfDocument = and(
  eq(companyFolders.id, companyDocuments.folderId),
  eq(companyFolders.companyId, companyDocuments.companyId),
);
const templateOfDocument = and(
  eq(documentTemplates.id, companyDocuments.templateId),
  eq(companyDocuments.origin, "library"),
);
const editorOfDocument = eq(users.id, companyDocuments.updatedBy);

/** The company's live documents matching `conditions` as list items; callers add order and paging. */
export function selectListItems(
  executor: Executor,
  companyId: string | Placeholder,
  ...conditions: (SQL | undefined)[]
) {
  return executor
    .select(listColumns)
    .from(companyDocuments)
    .leftJoin(companyFolders, folderOfDocument)
    .leftJoin(documentTemplates, templateOfDocument)
    .leftJoin(users, editorOfDocument)
    .where(liveDocuments(companyId, ...conditions));
}

/** One page of ids, each with the count of all matches: what `selectPageItems` joins. */
export type RankedPage = {
  id: typeof companyDocuments.id;
  total: SQL.Aliased<number>;
};

/**
 * The list items of a ranked page, with the count of all matches, in one statement: the page is
 * picked over the company's documents alone, and the joins run for its rows only, sorted again
 * in the page's `order` (ten rows; numbering every match instead would sort them all).
 */
export function selectPageItems(db: Database, ranked: TypedQueryBuilder<RankedPage>, order: SQL[]) {
  const page = db.$with("page").as(ranked);
  const total = sql<number>`${sql.identifier(page._.alias)}.${sql.identifier("total")}`;
  return (
    db
      .with(page)
      // The page's count qualified by hand: drizzle leaves a CTE's column bare.
      .select({ ...listColumns, total })
      .from(page)
      .innerJoin(companyDocuments, eq(companyDocuments.id, page.id))
      .leftJoin(companyFolders, folderOfDocument)
      .leftJoin(documentTemplates, templateOfDocument)
      .leftJoin(users, editorOfDocument)
      .where(liveDocuments(companyPlaceholder))
      .orderBy(...order)
  );
}

export type ListRow = Awaited<ReturnType<typeof selectListItems>>[number];

export function toListItem(row: ListRow): DocumentListItem {
  return {
    _id: row.id,
    name: row.name,
    fileName: row.name,
    filename: row.name,
    policyNumber: row.policyNumber,
    format: row.format,
    folderId: row.folderId,
    folderName: row.folderName,
    templateId: row.templateId,
    review_status: row.reviewStatus,
    review_date: row.reviewDate,
    status_type: row.statusType,
    iconcolour: row.folderColour,
    updateAvailable: Boolean(row.updateAvailable),
    action_by: row.actionBy ?? "",
    createdBy: row.createdBy,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One live document of the company as a list item, or 404. */
export async function listItemOf(
  executor: Executor,
  companyId: string,
  id: string,
): Promise<DocumentListItem> {
  const [row] = await selectListItems(executor, companyId, eq(companyDocuments.id, id));
  if (!row) throw notFound();
  return toListItem(row);
}

/** Every column but the search vector. */
const { search: _search, ...documentColumns } = getTableColumns(companyDocuments);

const byId = eq(companyDocuments.id, sql.placeholder("id"));

/**
 * A live document and its list item, each prepared: the document view reads both on every
 * opening (outside any transaction; a caller that holds one uses `findDocument`).
 */
const documentRead = preparedOnce((db: Database) =>
  db
    .select(documentColumns)
    .from(companyDocuments)
    .where(liveDocuments(companyPlaceholder, byId))
    .prepare("live_document"),
);
const listItemRead = preparedOnce((db: Database) =>
  selectListItems(db, companyPlaceholder, byId).prepare("live_document_list_item"),
);

/** A live document of the company and its list item, read together; or 404. */
export async function readDocument(db: Database, companyId: string, id: string) {
  if (!looksLikeId(id)) throw notFound();
  const [[row], [item]] = await Promise.all([
    documentRead(db, "").execute({ companyId, id }),
    listItemRead(db, "").execute({ companyId, id }),
  ]);
  if (!row || !item) throw notFound();
  return { document: row, item: toListItem(item) };
}

/** A live document of the company, locked for the rest of the transaction when asked; or 404. */
export async function findDocument(executor: Executor, companyId: string, id: string, lock = false) {
  if (!looksLikeId(id)) throw notFound();
  const query = executor
    .select(documentColumns)
    .from(companyDocuments)
    .where(liveDocuments(companyId, eq(companyDocuments.id, id)));
  const [row] = lock ? await query.for("update", { of: companyDocuments }) : await query;
  if (!row) throw notFound();
  return row;
}

export type CompanyDocument = Awaited<ReturnType<typeof findDocument>>;

/** Live documents of the company by id, locked in id order; 404 unless every one is found. */
export async function findDocuments(executor: Executor, companyId: string, ids: string[]) {
  if (!ids.every(looksLikeId)) throw notFound();
  const rows = await executor
    .select(documentColumns)
    .from(companyDocuments)
    .where(liveDocuments(companyId, inArray(companyDocuments.id, ids)))
    .orderBy(companyDocuments.id)
    .for("update", { of: companyDocuments });
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** How many of the company's live documents were copied from these templates (a package's). */
export async function countDocumentsOfTemplates(
  executor: Executor,
  companyId: string,
  templateIds: string[],
): Promise<number> {
  if (templateIds.length === 0) return 0;
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(companyDocuments)
    .where(liveDocuments(companyId, inArray(companyDocuments.templateId, templateIds)));
  return row?.count ?? 0;
}
