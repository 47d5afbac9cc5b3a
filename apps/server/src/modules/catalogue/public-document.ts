import { type PublicDocument, publicExcerptLength } from "@cloudoc/contract";
import { fillVariables, sanitiseDocumentHtml, withoutRemoteImages } from "@cloudoc/documents";
import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../platform/actor";
import type { Database } from "../../platform/db/client";
import { liveDocuments } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { getSiteSettings } from "../settings/service";
import { selectPackageSummaries, toPackageSummary } from "./summary";
import { documentTemplates, packageDocuments, packageFolders, packages } from "./tables";

/**
 * The public view of a library document (spec 000 §2 /view/Document/{slug}, decision 032). A
 * visitor reads the opening only, never the whole text: the document is what the packages sell.
 */

/** Where a block ends: the text is cut only there, so no sentence is broken mid-way. */
const blockEnd = /<\/(?:p|h[1-6]|ul|ol|table|blockquote|div|section)>/gi;
const textLength = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim().length;

/**
 * The blocks of the text up to about `length` characters of reading, at least one. Cutting may
 * leave a list or table open: sanitising again closes what is open.
 */
export function openingOf(html: string, length: number = publicExcerptLength) {
  for (const match of html.matchAll(blockEnd)) {
    const end = match.index + match[0].length;
    if (textLength(html.slice(0, end)) < length) continue;
    const truncated = textLength(html.slice(end)) > 0;
    return { excerpt: sanitiseDocumentHtml(html.slice(0, end)), truncated };
  }
  return { excerpt: html, truncated: false };
}

/** Published packages holding the template, cheapest first. */
async function packagesHolding(db: Database, templateId: string, now: Date) {
  const holding = db
    .select({ id: packageFolders.packageId })
    .from(packageDocuments)
    .innerJoin(packageFolders, eq(packageFolders.id, packageDocuments.folderId))
    .where(eq(packageDocuments.templateId, templateId));
  const [rows, settings] = await Promise.all([
    selectPackageSummaries(db).where(and(eq(packages.published, true), inArray(packages.id, holding))),
    getSiteSettings(db),
  ]);
  return rows
    .map((row) => toPackageSummary(row, settings, now))
    .sort((a, b) => (a.discountedFee ?? a.licenseFee) - (b.discountedFee ?? b.licenseFee));
}

/** The signed-in company's own live copy of the template, if it has one. */
async function ownCopyOf(db: Database, session: SessionUser | null, templateId: string) {
  if (!session?.companyId || session.role === "employee" || session.role === "admin") return null;
  const [copy] = await db
    .select({ fileId: companyDocuments.id, name: companyDocuments.name })
    .from(companyDocuments)
    .where(
      liveDocuments(
        session.companyId,
        eq(companyDocuments.templateId, templateId),
        eq(companyDocuments.origin, "library"),
      ),
    )
    .limit(1);
  return copy ?? null;
}

/** POST /document/public/view: a published template by its slug, or null. */
export async function publicDocument(
  db: Database,
  slug: string,
  session: SessionUser | null,
  now: Date,
): Promise<PublicDocument | null> {
  const [template] = await db
    .select({
      id: documentTemplates.id,
      title: documentTemplates.title,
      slug: documentTemplates.slug,
      policyNumber: documentTemplates.policyNumber,
      kind: documentTemplates.kind,
      summary: documentTemplates.summary,
      content: documentTemplates.content,
    })
    .from(documentTemplates)
    .where(and(eq(documentTemplates.slug, slug), eq(documentTemplates.published, true)));
  if (!template) return null;
  const { id, content, ...fields } = template;
  // The document's own facts are known; the organisation's details show as gaps to fill.
  const facts = { "document.title": fields.title, "policy.number": fields.policyNumber };
  const readable = withoutRemoteImages(fillVariables(content, facts, { gapText: (label) => `[${label}]` }));
  const [packagesOf, ownCopy] = await Promise.all([packagesHolding(db, id, now), ownCopyOf(db, session, id)]);
  return { _id: id, ...fields, ...openingOf(readable), packages: packagesOf, ownCopy };
}
