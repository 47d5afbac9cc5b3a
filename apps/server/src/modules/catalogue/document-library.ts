import type { DocumentLibraryRequest, LibraryFile } from "@cloudoc/contract";
import {
  type AnyColumn,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { containsPattern } from "./sql";
import { countries, documentTemplates, packageDocuments, packageFolders, packages } from "./tables";

const t = documentTemplates;
/** Alphabetical the same way on every server, whatever the database's collation. */
const byTitle = (title: AnyColumn | SQLWrapper) => sql`lower(${title}) collate "C"`;
const fenceLimit = 1_000_000;

/**
 * The text a document is found by: title and policy number weighted A, the body weighted D, so
 * a title hit outranks a passing mention. Bodies are HTML; the parser drops the tags. There is no
 * stored vector or GIN index yet, so it is computed per query, once per row (see the fence below).
 */
const documentVector = sql`(setweight(to_tsvector('english', ${t.title} || ' ' || ${t.policyNumber}), 'A') || setweight(to_tsvector('english', ${t.content}), 'D'))`;

/** Names of the published packages holding the document, alphabetical. */
const packageNamesOf = (templateId: AnyColumn | SQLWrapper) => sql<string[]>`coalesce((
  select array_agg(distinct ${packages.name} order by ${packages.name})
  from ${packageDocuments}
  join ${packageFolders} on ${packageFolders.id} = ${packageDocuments.folderId}
  join ${packages} on ${packages.id} = ${packageFolders.packageId}
  where ${packageDocuments.templateId} = ${templateId} and ${packages.published}
), '{}')`;

function filters(db: Database, request: DocumentLibraryRequest): SQL | undefined {
  const conditions: SQL[] = [eq(t.published, true)];
  if (request.country.length > 0) conditions.push(inArray(t.nation, request.country));
  if (request.category.length > 0) {
    const categories = request.category;
    const holding = db
      .select({ one: sql`1` })
      .from(packageDocuments)
      .innerJoin(packageFolders, eq(packageFolders.id, packageDocuments.folderId))
      .innerJoin(packages, eq(packages.id, packageFolders.packageId))
      .where(
        and(
          eq(packageDocuments.templateId, t.id),
          eq(packages.published, true),
          or(arrayOverlaps(packages.categories, categories), inArray(packages.serviceType, categories)),
        ),
      );
    conditions.push(exists(holding));
  }
  return and(...conditions);
}

/** The documents matching `text`, best first: one full-text pass over the filtered templates. */
function searched(db: Database, where: SQL | undefined, text: string) {
  // A LIMIT keeps the planner from pulling the subquery up (drizzle drops OFFSET 0), so the
  // vector is built once per row instead of again for the rank.
  const docs = db
    .select({
      id: t.id,
      title: t.title,
      slug: t.slug,
      policyNumber: t.policyNumber,
      kind: t.kind,
      summary: t.summary,
      nation: t.nation,
      document: sql`${documentVector}`.as("document"),
    })
    .from(t)
    .where(where)
    .limit(fenceLimit)
    .as("docs");
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const pattern = containsPattern(text);
  return db
    .select({
      _id: docs.id,
      name: docs.title,
      slug: docs.slug,
      policyNumber: docs.policyNumber,
      kind: docs.kind,
      summary: docs.summary,
      countryName: countries.name,
      countrySlug: countries.slug,
      countryFlag: countries.flag,
      packages: packageNamesOf(docs.id),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(docs)
    .innerJoin(countries, eq(countries.slug, docs.nation))
    .where(
      sql`(${docs.document} @@ ${query} or ${docs.policyNumber} ilike ${pattern} or ${docs.title} ilike ${pattern} or similarity(${docs.policyNumber}, ${text}) > 0.4)`,
    )
    .orderBy(
      desc(sql`upper(${docs.policyNumber}) = upper(${text})`),
      desc(sql`ts_rank(${docs.document}, ${query})`),
      desc(sql`similarity(${docs.policyNumber}, ${text})`),
      asc(byTitle(docs.title)),
    );
}

function alphabetical(db: Database, where: SQL | undefined) {
  return db
    .select({
      _id: t.id,
      name: t.title,
      slug: t.slug,
      policyNumber: t.policyNumber,
      kind: t.kind,
      summary: t.summary,
      countryName: countries.name,
      countrySlug: countries.slug,
      countryFlag: countries.flag,
      packages: packageNamesOf(t.id),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(t)
    .innerJoin(countries, eq(countries.slug, t.nation))
    .where(where)
    .orderBy(asc(byTitle(t.title)), asc(t.policyNumber));
}

/**
 * POST /company/documentlibrary/getdata: published master documents, filtered by nation and by
 * the service types of the packages holding them. With search text: full-text search ranked by
 * ts_rank, an exact policy number first, and ILIKE/trigram matches on number and title as a
 * fallback ("ENG-SR-01", "STF-0", "lone work"). Without: alphabetical by title.
 */
export async function searchDocumentLibrary(
  db: Database,
  request: DocumentLibraryRequest,
): Promise<{ file: LibraryFile[]; totalCount: number }> {
  const text = request.doclibSearch;
  const skip = request.skip ?? ((request.pageNumber ?? 1) - 1) * request.limit;
  const where = filters(db, request);
  const page = text ? searched(db, where, text) : alphabetical(db, where);
  const rows = await page.limit(request.limit).offset(skip);
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && skip > 0) {
    // Past the last page no row carries the window total; count once instead.
    const counted = text
      ? (await searched(db, where, text)).length
      : ((await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0);
    totalCount = counted;
  }
  return {
    file: rows.map(({ countryName, countrySlug, countryFlag, total: _total, ...row }) => ({
      ...row,
      country: { name: countryName, slug: countrySlug, flag: countryFlag },
    })),
    totalCount,
  };
}
