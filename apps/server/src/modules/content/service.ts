import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { containsPattern, searchWords } from "../catalogue/sql";
import { templateCardsByPolicyNumber } from "../catalogue/templates";
import { documentUpdates, faqs, knowledgeArticles, sampleDocuments, sitePages, testimonials } from "./tables";

/** Every word must appear in one of the columns. */
function matchingAll(text: string, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  return and(
    ...searchWords(text).map((word) => or(...columns.map((column) => ilike(column, containsPattern(word))))),
  );
}

/** POST /user/page-lists: the legal pages, for the footer. */
export function listPages(db: Database) {
  return db
    .select({ name: sitePages.name, slug: sitePages.slug })
    .from(sitePages)
    .orderBy(asc(sitePages.name));
}

/** POST /user/page-details. */
export async function pageDetails(db: Database, slug: string) {
  const [page] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  return page ?? null;
}

/** POST /user/get-testimonial-lists: in display order. */
export async function listTestimonials(db: Database) {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.position));
  return rows.map(({ id, position: _position, ...row }) => ({ _id: id, ...row }));
}

/** POST /user/get-updated-documents: the public history of master-template updates, newest first. */
export async function listUpdatedDocuments(db: Database, page: { skip: number; limit: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(documentUpdates)
      .orderBy(desc(documentUpdates.updatedOn), asc(documentUpdates.title))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(documentUpdates),
  ]);
  return {
    list: rows.map((row) => ({
      _id: row.id,
      filename: row.title,
      policyNumber: row.policyNumber,
      updated_at: row.updatedOn,
      summary: row.summary,
    })),
    total: counted?.n ?? 0,
  };
}

/** POST /user/faq-lists: flat, in display order, each with its category; search on question and answer. */
export async function listFaqs(db: Database, search: string) {
  const rows = await db
    .select()
    .from(faqs)
    .where(matchingAll(search, faqs.question, faqs.answer, faqs.category))
    .orderBy(asc(faqs.position));
  const list = rows.map((row) => ({
    _id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
  }));
  return { list, categories: [...new Set(list.map((faq) => faq.category))] };
}

/** POST /user/knowledge-lists: published article cards, searched on title and summary. */
export async function listKnowledge(db: Database, request: { skip: number; limit: number; search: string }) {
  const where = and(
    eq(knowledgeArticles.published, true),
    matchingAll(request.search, knowledgeArticles.title, knowledgeArticles.summary),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        slug: knowledgeArticles.slug,
        title: knowledgeArticles.title,
        summary: knowledgeArticles.summary,
        videoUrl: knowledgeArticles.videoUrl,
      })
      .from(knowledgeArticles)
      .where(where)
      .orderBy(asc(knowledgeArticles.position))
      .limit(request.limit)
      .offset(request.skip),
    db.select({ n: count() }).from(knowledgeArticles).where(where),
  ]);
  return { list: rows.map((row) => ({ _id: row.slug, ...row })), total: counted?.n ?? 0 };
}

/** POST /user/knowledge-details: a published article; an unpublished one is not found. */
export async function knowledgeDetails(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.slug, slug), eq(knowledgeArticles.published, true)));
  if (!row) return null;
  const { title, summary, body, videoUrl } = row;
  return { _id: row.slug, slug: row.slug, title, summary, body, videoUrl };
}

/** POST /user/sample-documents: the eight samples, numbered 1 to 8, with their templates' cards. */
export async function listSampleDocuments(db: Database) {
  const rows = await db.select().from(sampleDocuments).orderBy(asc(sampleDocuments.number));
  const cards = await templateCardsByPolicyNumber(
    db,
    rows.map((row) => row.policyNumber),
  );
  return rows.map((row) => {
    const card = cards.get(row.policyNumber);
    return { ...row, slug: card?.slug ?? null, kind: card?.kind ?? null, summary: card?.summary ?? "" };
  });
}
