import {
  type DashboardCounts,
  type DocumentIndexItem,
  type IndexFolder,
  pageSizes,
  type RecentUpdate,
  type RecentUpdateKind,
  recentUpdateKinds,
} from "@cloudoc/contract";
import { asc, count, inArray, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { companyFolders } from "../folders/tables";
import { liveFolderOutline } from "../folders/tree";
import { nameOrNumber } from "./lists";
import { liveDocuments, needsReview, selectListItems, toListItem, ukTodaySql } from "./queries";
import { companyDocuments } from "./tables";

/** The index answers at most this many documents (a full 8-package library is about 500). */
export const maxIndexDocuments = 5000;

interface FolderRow {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
}

/** Live folders in tree order (position, then name), each with its path from the top and depth. */
export function folderOutline(rows: FolderRow[]): Omit<IndexFolder, "documentCount">[] {
  const known = new Set(rows.map((row) => row.id));
  const children = new Map<string | null, FolderRow[]>();
  for (const row of rows) {
    // A folder whose parent is not live sits at the top (its parent was deleted for good).
    const parent = row.parentId !== null && known.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered = (parent: string | null) =>
    (children.get(parent) ?? []).sort(
      (a, b) => a.position - b.position || a.name.localeCompare(b.name, "en-GB") || a.id.localeCompare(b.id),
    );
  const outline: Omit<IndexFolder, "documentCount">[] = [];
  const walk = (parent: string | null, path: string[]) => {
    if (path.length > 50) return; // a cycle cannot happen, but never loop for ever
    for (const row of ordered(parent)) {
      const here = [...path, row.name];
      outline.push({ _id: row.id, folderName: row.name, parentId: parent, path: here, depth: path.length });
      walk(row.id, here);
    }
  };
  walk(null, []);
  return outline;
}

/**
 * GET /user/documents/all: every live document matching the search (name or policy number),
 * laid out folder by folder in tree order (top-level documents first), each with its folder path.
 */
export async function documentIndex(db: Database, companyId: string, searchValue: string) {
  const search = nameOrNumber(searchValue);
  const [folderRows, documentRows, [total]] = await Promise.all([
    liveFolderOutline(db, companyId),
    selectListItems(db, companyId, search)
      .orderBy(
        asc(companyDocuments.policyNumber),
        asc(sql`lower(${companyDocuments.name})`),
        asc(companyDocuments.id),
      )
      .limit(maxIndexDocuments),
    db.select({ n: count() }).from(companyDocuments).where(liveDocuments(companyId, search)),
  ]);
  const outline = folderOutline(folderRows);
  const rank = new Map(outline.map((folder, n) => [folder._id, n]));
  const pathOf = new Map(outline.map((folder) => [folder._id, folder.path]));
  const rankOf = (folderId: string | null) => (folderId === null ? -1 : (rank.get(folderId) ?? -1));
  const documentList: DocumentIndexItem[] = documentRows
    .map((row, n) => ({ row, n }))
    .sort((a, b) => rankOf(a.row.folderId) - rankOf(b.row.folderId) || a.n - b.n)
    .map(({ row }) => ({
      ...toListItem(row),
      folderPath: row.folderId === null ? [] : (pathOf.get(row.folderId) ?? []),
    }));
  const counts = new Map<string, number>();
  for (const item of documentList) {
    if (item.folderId) counts.set(item.folderId, (counts.get(item.folderId) ?? 0) + 1);
  }
  const template = outline.map((folder) => ({ ...folder, documentCount: counts.get(folder._id) ?? 0 }));
  return { documentList, template, total: total?.n ?? 0 };
}

/** GET /user/recent/documents: the live documents the user saved or reviewed last, latest first. */
export async function recentDocuments(db: Database, companyId: string, userId: string, limit: number) {
  const touched = (await db.execute(sql`
    select x.document_id as id, count(*) over ()::int as total
    from (
      select document_id, created_at as at from document_versions
        where company_id = ${companyId} and created_by = ${userId} and source <> 'library'
      union all
      select document_id, reviewed_at from document_reviews
        where company_id = ${companyId} and reviewed_by = ${userId}
    ) x
    join ${companyDocuments} d on d.id = x.document_id and d.company_id = ${companyId} and d.deleted_at is null
    group by x.document_id
    order by max(x.at) desc, x.document_id
    limit ${limit}
  `)) as unknown as { rows: { id: string; total: number }[] };
  const ids = touched.rows.map((row) => row.id);
  if (ids.length === 0) return { list: [], total: 0 };
  const rows = await selectListItems(db, companyId, inArray(companyDocuments.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toListItem(row)]));
  const list = ids.flatMap((id) => byId.get(id) ?? []);
  return { list, total: Number(touched.rows[0]?.total ?? list.length) };
}

const kinds = recentUpdateKinds.filter((kind) => kind !== "review" && kind !== "library-update");
const kindList = sql.join(
  kinds.map((kind) => sql`${kind}`),
  sql`, `,
);
const personSql = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.firstname || ' ' || ${alias}.lastname), ''), ${alias}.email, '')`);

/** Saved versions (not the library fill), reviews and waiting library updates of the company's live documents. */
const updatesUnion = (companyId: string) => sql`
  select v.id, v.document_id, d.name, d.policy_number, v.source as kind, v.version, v.notes,
    null::text as review_date, ${personSql("u")} as updated_by, v.created_at as at
  from document_versions v
  join ${companyDocuments} d on d.id = v.document_id and d.company_id = ${companyId} and d.deleted_at is null
  left join users u on u.id = v.created_by
  where v.company_id = ${companyId} and v.source in (${kindList})
  union all
  select r.id, r.document_id, d.name, d.policy_number, 'review', null, r.notes,
    r.next_review_date::text, ${personSql("u")}, r.reviewed_at
  from document_reviews r
  join ${companyDocuments} d on d.id = r.document_id and d.company_id = ${companyId} and d.deleted_at is null
  left join users u on u.id = r.reviewed_by
  where r.company_id = ${companyId}
  union all
  select d.id, d.id, d.name, d.policy_number, 'library-update', d.update_version, coalesce(tv.release_notes, ''),
    null::text, '', coalesce(tv.published_at, d.updated_at)
  from ${companyDocuments} d
  left join template_versions tv on tv.template_id = d.template_id and tv.version = d.update_version
  where d.company_id = ${companyId} and d.deleted_at is null and d.update_version is not null`;

interface UpdateRow {
  id: string;
  document_id: string;
  name: string;
  policy_number: string;
  kind: RecentUpdateKind;
  version: number | null;
  notes: string;
  review_date: string | null;
  updated_by: string | null;
  at: string;
}

/** POST /user/recent-updates: what changed in the company's documents, latest first. */
export async function recentUpdates(db: Database, companyId: string, page: { skip: number; limit: number }) {
  const union = updatesUnion(companyId);
  const [rows, totals] = (await Promise.all([
    db.execute(sql`select id, document_id, name, policy_number, kind, version, notes, review_date, updated_by,
        to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from (${union}) updates order by updates.at desc, id limit ${page.limit} offset ${page.skip}`),
    db.execute(sql`select count(*)::int as n from (${union}) updates`),
  ])) as unknown as [{ rows: UpdateRow[] }, { rows: { n: number }[] }];
  const list: RecentUpdate[] = rows.rows.map((row) => ({
    _id: row.id,
    fileId: row.document_id,
    name: row.name,
    policyNumber: row.policy_number,
    kind: row.kind,
    version: row.version === null ? null : Number(row.version),
    notes: row.notes,
    reviewDate: row.review_date,
    updatedBy: row.updated_by ?? "",
    updatedAt: row.at,
  }));
  return { list, total: Number(totals.rows[0]?.n ?? 0) };
}

/** The dashboard's summary counts in one pass over the live documents, plus what is in the bin. */
async function dashboardCounts(db: Database, companyId: string): Promise<DashboardCounts> {
  const [[documents], bin] = await Promise.all([
    db
      .select({
        documents: count(),
        needReview: sql<number>`(count(*) filter (where ${needsReview}))::int`,
        overdue: sql<number>`(count(*) filter (where ${companyDocuments.reviewDate} < ${ukTodaySql}))::int`,
        published: sql<number>`(count(*) filter (where ${companyDocuments.statusType} = 'published'))::int`,
        awaitingUpdate: sql<number>`(count(*) filter (where ${companyDocuments.updateVersion} is not null))::int`,
      })
      .from(companyDocuments)
      .where(liveDocuments(companyId)),
    db.execute(sql`select
        (select count(*) from ${companyDocuments} where company_id = ${companyId} and deleted_at is not null and deleted_via is null)
        + (select count(*) from ${companyFolders} where company_id = ${companyId} and deleted_at is not null and deleted_via is null)
        as n`) as unknown as Promise<{ rows: { n: number | string }[] }>,
  ]);
  const total = Number(documents?.documents ?? 0);
  const needReview = Number(documents?.needReview ?? 0);
  return {
    documents: total,
    needReview,
    overdue: Number(documents?.overdue ?? 0),
    awaitingUpdate: Number(documents?.awaitingUpdate ?? 0),
    upToDate: total - needReview,
    published: Number(documents?.published ?? 0),
    inBin: Number(bin.rows[0]?.n ?? 0),
  };
}

/** POST /userdashboard: the summary counts and the latest 25 updates. */
export async function dashboard(db: Database, companyId: string) {
  const [counts, updates] = await Promise.all([
    dashboardCounts(db, companyId),
    recentUpdates(db, companyId, { skip: 0, limit: pageSizes.dashboard }),
  ]);
  return { counts, recentUpdates: updates.list };
}
