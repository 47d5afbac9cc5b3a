import type {
  DocumentListItem,
  DocumentListsRequest,
  DocumentListType,
  LibrarySort,
  RecentlyUpdatedRequest,
} from "@cloudoc/contract";
import { asc, count, desc, eq, ilike, isNull, not, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { companyPlaceholder, preparedOnce } from "../../platform/db/prepared";
import {
  type ListRow,
  liveDocuments,
  needsReview,
  type RankedPage,
  selectListItems,
  selectPageItems,
  toListItem,
} from "./queries";
import { companyDocuments } from "./tables";

interface Page {
  skip: number;
  limit: number;
}

export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const documentOrder = (sort: LibrarySort) => {
  const byName = asc(sql`lower(${companyDocuments.name})`);
  switch (sort) {
    case "asc":
      return [byName, asc(companyDocuments.id)];
    case "desc":
      return [desc(sql`lower(${companyDocuments.name})`), asc(companyDocuments.id)];
    case "newest":
      return [desc(companyDocuments.createdAt), asc(companyDocuments.id)];
    case "oldest":
      return [asc(companyDocuments.createdAt), asc(companyDocuments.id)];
    default:
      return [asc(companyDocuments.policyNumber), byName, asc(companyDocuments.id)];
  }
};

export type Conditions = (SQL | undefined)[];

/** The total of live documents matching, for a page past the end (where the page itself cannot say it). */
export async function totalOf(db: Database, companyId: string, conditions: Conditions, page: Page) {
  if (page.skip === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(companyDocuments)
    .where(liveDocuments(companyId, ...conditions));
  return row?.n ?? 0;
}

/** A page's list items by id, prepared: every list and folder opened reads one. */
const listItemsRead = preparedOnce((db: Database) =>
  selectListItems(
    db,
    companyPlaceholder,
    sql`${companyDocuments.id} = any(${sql.placeholder("ids")})`,
  ).prepare("list_items_by_id"),
);

/** The list items of `ids`, in that order; the ids were just found under the caller's conditions. */
export async function itemsInOrder(
  db: Database,
  companyId: string,
  ids: string[],
): Promise<DocumentListItem[]> {
  const rows = await listItemsRead(db, "").execute({ companyId, ids });
  const byId = new Map(rows.map((row) => [row.id, toListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page's rows as list items, with the count of all matches that each row carries. */
type PageRows = (ListRow & { total: number })[];

/**
 * A page of the company's live documents and their total, from its rows (`selectPageItems`): one
 * statement picks the page over the company's documents alone, counts the matches and joins the
 * page's rows only. A page past the end has no row to carry the count, so it is counted apart.
 */
async function pageFrom(rows: PageRows, countAll: () => Promise<number>) {
  if (rows.length === 0) return { list: [], total: await countAll() };
  return { list: rows.map(toListItem), total: Number(rows[0]?.total ?? rows.length) };
}

/** The ids of a page, each with the count of all matches. */
const rankedColumns: RankedPage = {
  id: companyDocuments.id,
  total: sql<number>`(count(*) over ())::int`.as("total"),
};

/** The ranked page of live documents matching `conditions`, paged by placeholders or values. */
function rankedPage(
  db: Database,
  companyId: string | Placeholder,
  conditions: Conditions,
  order: SQL[],
  page: { limit: number | Placeholder; skip: number | Placeholder },
) {
  return db
    .select(rankedColumns)
    .from(companyDocuments)
    .where(liveDocuments(companyId, ...conditions))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.skip);
}

const pagePlaceholders = { limit: sql.placeholder("limit"), skip: sql.placeholder("skip") };

/** A page of the company's live documents matching `conditions`, and their total. */
async function pageOf(db: Database, companyId: string, conditions: Conditions, order: SQL[], page: Page) {
  const ranked = rankedPage(db, companyId, conditions, order, page);
  const rows = await selectPageItems(db, ranked, order).execute({
    companyId,
  });
  return pageFrom(rows, () => totalOf(db, companyId, conditions, page));
}

type ListStatus = "all" | "published" | "unpublished";
const statusCondition = (status: ListStatus) =>
  status === "all" ? undefined : eq(companyDocuments.statusType, status);
type FolderListVariant = `${"top" | "folder"}:${LibrarySort}:${ListStatus}`;

/**
 * The folder lists' page of documents (the company's documents page opens on it), prepared: one
 * statement for each place (the top level or in a folder), sort and status.
 */
const rankedInFolder = preparedOnce((db: Database, variant: FolderListVariant) => {
  const [place, sort, status] = variant.split(":") as ["top" | "folder", LibrarySort, ListStatus];
  const folder =
    place === "top"
      ? isNull(companyDocuments.folderId)
      : eq(companyDocuments.folderId, sql.placeholder("folderId"));
  const order = documentOrder(sort);
  const ranked = rankedPage(
    db,
    companyPlaceholder,
    [folder, statusCondition(status)],
    order,
    pagePlaceholders,
  );
  return selectPageItems(db, ranked, order).prepare(`documents_in_folder_${place}_${sort}_${status}`);
});

/** The live documents directly in a folder (null: at the top level), paged. */
export async function listDocumentsIn(
  db: Database,
  companyId: string,
  folderId: string | null,
  request: Page & { sort: LibrarySort; status: ListStatus },
) {
  const place = folderId === null ? "top" : "folder";
  const rows = await rankedInFolder(db, `${place}:${request.sort}:${request.status}`).execute({
    companyId,
    folderId,
    limit: request.limit,
    skip: request.skip,
  });
  const inFolder =
    folderId === null ? isNull(companyDocuments.folderId) : eq(companyDocuments.folderId, folderId);
  return pageFrom(rows, () => totalOf(db, companyId, [inFolder, statusCondition(request.status)], request));
}

/** Name or policy number containing the text (for the lists' own search box). */
export const nameOrNumber = (text: string) =>
  text === ""
    ? undefined
    : or(
        ilike(companyDocuments.name, containsPattern(text)),
        ilike(companyDocuments.policyNumber, containsPattern(text)),
      );

const byReviewDate = [
  asc(companyDocuments.reviewDate),
  asc(sql`lower(${companyDocuments.name})`),
  asc(companyDocuments.id),
];
const byUpdated = [desc(companyDocuments.updatedAt), asc(companyDocuments.id)];
const byName = [asc(sql`lower(${companyDocuments.name})`), asc(companyDocuments.id)];

/** GET /user/needreview/documents: review date passed or within 30 days, soonest first. */
export const needReviewDocuments = (db: Database, companyId: string, page: Page, text = "") =>
  listPage(db, companyId, "needreview", page, text);

/** GET /user/uptodate/documents: reviewed and not yet due. */
export const upToDateDocuments = (db: Database, companyId: string, page: Page, text = "") =>
  listPage(db, companyId, "uptodate", page, text);

/** POST /user/document/recently-updated: latest changes first; countryId keeps one nation's templates. */
export function recentlyUpdated(db: Database, companyId: string, request: RecentlyUpdatedRequest) {
  const nation = request.countryId
    ? sql`exists (select 1 from document_templates t where t.id = "company_documents"."template_id" and t.nation = ${request.countryId})`
    : undefined;
  return pageOf(db, companyId, [nameOrNumber(request.searchvalue), nation], byUpdated, request);
}

/** POST /user/get-document-lists: one list by type, searched by name or policy number. */
export const documentLists = (
  db: Database,
  companyId: string,
  request: DocumentListsRequest,
): Promise<{ list: DocumentListItem[]; total: number }> =>
  listPage(db, companyId, request.type, request, request.value);

/** Which documents each list shows, and in which order (the review lists' own calls share two). */
const documentListRules: Record<DocumentListType, { where?: SQL; order: SQL[] }> = {
  all: { order: documentOrder("default") },
  recent: { order: byUpdated },
  needreview: { where: needsReview, order: byReviewDate },
  uptodate: { where: not(needsReview), order: byName },
  published: { where: statusCondition("published"), order: byName },
  unpublished: { where: statusCondition("unpublished"), order: byName },
};

/** A name or policy number containing the text, as a prepared statement's `pattern` placeholder. */
const nameOrNumberPlaceholder = or(
  ilike(companyDocuments.name, sql.placeholder("pattern")),
  ilike(companyDocuments.policyNumber, sql.placeholder("pattern")),
);

/**
 * A list's page of ids, prepared: one statement for each list, with and without search text
 * (the documents page's lists are among the most opened reads).
 */
const rankedList = preparedOnce((db: Database, variant: `${DocumentListType}:${"text" | "all"}`) => {
  const [type, text] = variant.split(":") as [DocumentListType, "text" | "all"];
  const { where, order } = documentListRules[type];
  const search = text === "text" ? nameOrNumberPlaceholder : undefined;
  const ranked = rankedPage(db, companyPlaceholder, [where, search], order, pagePlaceholders);
  return selectPageItems(db, ranked, order).prepare(`document_list_${type}_${text}`);
});

async function listPage(db: Database, companyId: string, type: DocumentListType, page: Page, text: string) {
  const rows = await rankedList(db, `${type}:${text === "" ? "all" : "text"}`).execute({
    companyId,
    pattern: containsPattern(text),
    limit: page.limit,
    skip: page.skip,
  });
  const { where } = documentListRules[type];
  return pageFrom(rows, () => totalOf(db, companyId, [where, nameOrNumber(text)], page));
}
