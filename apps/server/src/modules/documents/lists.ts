import type {
  DocumentListItem,
  DocumentListsRequest,
  DocumentListType,
  LibrarySort,
  RecentlyUpdatedRequest,
  SearchRequest,
} from "@cloudoc/contract";
import { asc, count, desc, eq, ilike, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { companyPlaceholder, preparedOnce } from "../../platform/db/prepared";
import { notFound } from "../../platform/envelope";
import { liveSubtree } from "../folders/tree";
import { liveDocuments, looksLikeId, needsReview, selectListItems, toListItem } from "./queries";
import { companyDocuments } from "./tables";

interface Page {
  skip: number;
  limit: number;
}

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

type Conditions = (SQL | undefined)[];

/** The total of live documents matching, for a page past the end (where the page itself cannot say it). */
async function totalOf(db: Database, companyId: string, conditions: Conditions, page: Page) {
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
async function itemsInOrder(db: Database, companyId: string, ids: string[]): Promise<DocumentListItem[]> {
  const rows = await listItemsRead(db, "").execute({ companyId, ids });
  const byId = new Map(rows.map((row) => [row.id, toListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of one page of matches and, on each, the count of all matches. */
type RankedPage = { id: string; total: number }[];

/**
 * A page of the company's live documents and their total, from `ranked`: one pass over the
 * company's documents alone picks the page and counts the matches; the joins then run for the
 * page's rows only, not for every match before the sort (a 500-document company joined 500 rows
 * to show 10).
 */
async function pageFrom(
  db: Database,
  companyId: string,
  ranked: RankedPage,
  countAll: () => Promise<number>,
) {
  if (ranked.length === 0) return { list: [], total: await countAll() };
  const list = await itemsInOrder(
    db,
    companyId,
    ranked.map((row) => row.id),
  );
  return { list, total: Number(ranked[0]?.total ?? list.length) };
}

const rankedColumns = { id: companyDocuments.id, total: sql<number>`(count(*) over ())::int` };

/** A page of the company's live documents matching `conditions`, and their total. */
async function pageOf(db: Database, companyId: string, conditions: Conditions, order: SQL[], page: Page) {
  const ranked = await db
    .select(rankedColumns)
    .from(companyDocuments)
    .where(liveDocuments(companyId, ...conditions))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.skip);
  return pageFrom(db, companyId, ranked, () => totalOf(db, companyId, conditions, page));
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
  return db
    .select(rankedColumns)
    .from(companyDocuments)
    .where(liveDocuments(companyPlaceholder, folder, statusCondition(status)))
    .orderBy(...documentOrder(sort))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("skip"))
    .prepare(`documents_in_folder_${place}_${sort}_${status}`);
});

/** The live documents directly in a folder (null: at the top level), paged. */
export async function listDocumentsIn(
  db: Database,
  companyId: string,
  folderId: string | null,
  request: Page & { sort: LibrarySort; status: ListStatus },
) {
  const place = folderId === null ? "top" : "folder";
  const ranked = await rankedInFolder(db, `${place}:${request.sort}:${request.status}`).execute({
    companyId,
    folderId,
    limit: request.limit,
    skip: request.skip,
  });
  const inFolder =
    folderId === null ? isNull(companyDocuments.folderId) : eq(companyDocuments.folderId, folderId);
  return pageFrom(db, companyId, ranked, () =>
    totalOf(db, companyId, [inFolder, statusCondition(request.status)], request),
  );
}

/** Name or policy number containing the text (for the lists' own search box). */
export const nameOrNumber = (text: string) =>
  text === ""
    ? undefined
    : or(
        ilike(companyDocuments.name, containsPattern(text)),
        ilike(companyDocuments.policyNumber, containsPattern(text)),
      );

/** A live folder of the company and every live folder below it; 404 if it is not one. */
async function subtreeOf(db: Database, companyId: string, folderId: string): Promise<string[]> {
  if (!looksLikeId(folderId)) throw notFound();
  const ids = await liveSubtree(db, companyId, folderId);
  if (ids.length === 0) throw notFound();
  return ids;
}

/** The words of a search as a prefix tsquery ("care plan" → care:* & plan:*); letters and digits only. */
export function prefixQuery(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(" & ");
}

/** The longest word of a search, lower-case and capitalised: where its snippet is looked for. */
function anchorOf(text: string) {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const word = words.reduce((longest, next) => (next.length > longest.length ? next : longest), "");
  return { lower: word, capital: word.charAt(0).toUpperCase() + word.slice(1) };
}

/**
 * A snippet of the content with the searched words marked. ts_headline parses all the text it is
 * given, so it gets ~1,000 characters around the first place the longest word (or else its stem)
 * appears, or the start, tags stripped, not the whole document: five times less work per hit.
 */
function snippetOf(query: SQL, text: string) {
  const { lower, capital } = anchorOf(text);
  const content = companyDocuments.content;
  const stem = sql`(ts_lexize('english_stem', ${lower}))[1]`;
  const at = sql`coalesce(
    least(nullif(strpos(${content}, ${lower}), 0), nullif(strpos(${content}, ${capital}), 0)),
    least(nullif(strpos(${content}, ${stem}), 0), nullif(strpos(${content}, initcap(${stem})), 0)), 1)`;
  const window = sql`regexp_replace(substr(${content}, greatest(1, ${at} - 400), 1000), '^[^<]*>|<[^>]*>|<[^>]*$', ' ', 'g')`;
  return sql<string>`ts_headline('english', ${window}, ${query}, 'MaxFragments=1, MaxWords=30, MinWords=12, StartSel="<mark>", StopSel="</mark>"')`;
}

/**
 * POST /user/document/search: ranked full text over names, policy numbers and content, within a
 * folder (and its sub-folders) when one is open. An exact policy number ranks first, then name
 * matches, then content. Each hit carries a snippet of its text with the words marked.
 * One pass ranks and counts the matches and marks the page's snippets; a second reads the page.
 */
export async function searchDocuments(db: Database, companyId: string, request: SearchRequest) {
  // An unknown folder is 404 whatever the text, so the reply never depends on whose it is.
  const folders = request.clickedFolderId
    ? await subtreeOf(db, companyId, request.clickedFolderId)
    : undefined;
  const tsquery = prefixQuery(request.search);
  if (tsquery === "") return { list: [], total: 0 };
  const query = sql`to_tsquery('english', ${tsquery})`;
  const text = request.search.trim();
  const conditions = [
    folders ? inArray(companyDocuments.folderId, folders) : undefined,
    or(sql`${companyDocuments.search} @@ ${query}`, nameOrNumber(text)),
  ];
  const rank = sql<number>`(ts_rank(${companyDocuments.search}, ${query})
    + case when lower(${companyDocuments.policyNumber}) = lower(${text}) then 10 else 0 end
    + case when ${companyDocuments.name} ilike ${containsPattern(text)} then 1 else 0 end)::float8`;
  // The snippet is worked out above the sort and limit (the planner defers costly outputs), so
  // only for the page's hits.
  const ranked = await db
    .select({
      id: companyDocuments.id,
      rank,
      total: sql<number>`(count(*) over ())::int`,
      snippet: snippetOf(query, text),
    })
    .from(companyDocuments)
    .where(liveDocuments(companyId, ...conditions))
    .orderBy(desc(rank), asc(sql`lower(${companyDocuments.name})`), asc(companyDocuments.id))
    .limit(request.limit)
    .offset(request.skip);
  if (ranked.length === 0) return { list: [], total: await totalOf(db, companyId, conditions, request) };
  const items = await itemsInOrder(
    db,
    companyId,
    ranked.map((row) => row.id),
  );
  const hits = new Map(ranked.map((hit) => [hit.id, hit]));
  const list = items.map((item) => ({
    ...item,
    rank: Number(hits.get(item._id)?.rank ?? 0),
    snippet: (hits.get(item._id)?.snippet ?? "").replace(/\s+/g, " ").trim(),
  }));
  return { list, total: Number(ranked[0]?.total ?? list.length) };
}

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
  return db
    .select(rankedColumns)
    .from(companyDocuments)
    .where(liveDocuments(companyPlaceholder, where, text === "text" ? nameOrNumberPlaceholder : undefined))
    .orderBy(...order)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("skip"))
    .prepare(`document_list_${type}_${text}`);
});

async function listPage(db: Database, companyId: string, type: DocumentListType, page: Page, text: string) {
  const ranked = await rankedList(db, `${type}:${text === "" ? "all" : "text"}`).execute({
    companyId,
    pattern: containsPattern(text),
    limit: page.limit,
    skip: page.skip,
  });
  const { where } = documentListRules[type];
  return pageFrom(db, companyId, ranked, () => totalOf(db, companyId, [where, nameOrNumber(text)], page));
}
