import type { SearchRequest } from "@cloudoc/contract";
import { asc, desc, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { companyPlaceholder, preparedOnce } from "../../platform/db/prepared";
import { notFound } from "../../platform/envelope";
import { liveSubtree } from "../folders/tree";
import { containsPattern, itemsInOrder, totalOf } from "./lists";
import { liveDocuments, looksLikeId } from "./queries";
import { companyDocuments } from "./tables";

// The library's search (POST /user/document/search), apart from the lists it shares pages with.

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

/** A text value of the prepared search, named at run time. */
const textParameter = (name: string) => sql`${sql.placeholder(name)}::text`;

/**
 * A snippet of the content with the searched words marked. ts_headline parses all the text it is
 * given, so it gets ~1,000 characters around the first place the longest word (or else its stem)
 * appears, or the start, tags stripped, not the whole document: five times less work per hit.
 */
function snippetOf(query: SQL) {
  const [lower, capital] = [textParameter("lower"), textParameter("capital")];
  const content = companyDocuments.content;
  const stem = sql`(ts_lexize('english_stem', ${lower}))[1]`;
  const at = sql`coalesce(
    least(nullif(strpos(${content}, ${lower}), 0), nullif(strpos(${content}, ${capital}), 0)),
    least(nullif(strpos(${content}, ${stem}), 0), nullif(strpos(${content}, initcap(${stem})), 0)), 1)`;
  const window = sql`regexp_replace(substr(${content}, greatest(1, ${at} - 400), 1000), '^[^<]*>|<[^>]*>|<[^>]*$', ' ', 'g')`;
  return sql<string>`ts_headline('english', ${window}, ${query}, 'MaxFragments=1, MaxWords=30, MinWords=12, StartSel="<mark>", StopSel="</mark>"')`;
}

/** What a search matches: the words in the full text, or the text inside a name or policy number. */
const searchMatches = (query: SQL, pattern: SQL | string) =>
  or(
    sql`${companyDocuments.search} @@ ${query}`,
    ilike(companyDocuments.name, pattern),
    ilike(companyDocuments.policyNumber, pattern),
  );

/**
 * The search's page of hits, ranked and counted, with their snippets, prepared (its planning cost
 * more than its run): one statement for the whole library and one within a folder's subtree.
 */
const rankedSearch = preparedOnce((db: Database, place: "library" | "folder") => {
  const query = sql`to_tsquery('english', ${textParameter("tsquery")})`;
  const pattern = textParameter("pattern");
  const inFolders =
    place === "folder"
      ? sql`${companyDocuments.folderId} = any(${sql.placeholder("folders")}::uuid[])`
      : undefined;
  const rank = sql<number>`(ts_rank(${companyDocuments.search}, ${query})
    + case when lower(${companyDocuments.policyNumber}) = lower(${textParameter("text")}) then 10 else 0 end
    + case when ${companyDocuments.name} ilike ${pattern} then 1 else 0 end)::float8`;
  // The snippet is worked out above the sort and limit (the planner defers costly outputs), so
  // only for the page's hits.
  return db
    .select({
      id: companyDocuments.id,
      rank,
      total: sql<number>`(count(*) over ())::int`,
      snippet: snippetOf(query),
    })
    .from(companyDocuments)
    .where(liveDocuments(companyPlaceholder, inFolders, searchMatches(query, pattern)))
    .orderBy(desc(rank), asc(sql`lower(${companyDocuments.name})`), asc(companyDocuments.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("skip"))
    .prepare(`document_search_${place}`);
});

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
  const text = request.search.trim();
  const ranked = await rankedSearch(db, folders ? "folder" : "library").execute({
    companyId,
    folders,
    tsquery,
    text,
    pattern: containsPattern(text),
    ...anchorOf(text),
    limit: request.limit,
    skip: request.skip,
  });
  if (ranked.length === 0) {
    const matches = searchMatches(sql`to_tsquery('english', ${tsquery})`, containsPattern(text));
    const inFolders = folders ? inArray(companyDocuments.folderId, folders) : undefined;
    return { list: [], total: await totalOf(db, companyId, [inFolders, matches], request) };
  }
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
