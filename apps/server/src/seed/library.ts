import { readFile } from "node:fs/promises";
import {
  countries as contentCountries,
  cqcQualityStatements as contentCqc,
  faqs as contentFaqs,
  knowledgeArticles as contentKnowledge,
  sitePages as contentPages,
  regulators as contentRegulators,
  sampleDocuments as contentSamples,
  serviceTypes as contentServiceTypes,
  subscriptionTypes as contentSubscriptionTypes,
  testimonials as contentTestimonials,
  documentUpdates as contentUpdates,
  type PackageFolder,
  packageDefinitions,
  sitePagePath,
} from "@cloudoc/content";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { sql } from "drizzle-orm";
import { refreshDocumentCounts } from "../modules/catalogue/counts";
import {
  countries,
  cqcQualityStatements,
  documentTemplates,
  packageDocuments,
  packageFolders,
  packages,
  regulators,
  serviceTypes,
  subscriptionTypes,
} from "../modules/catalogue/tables";
import { insertFirstReleases, libraryRelease } from "../modules/catalogue/templates/release";
import {
  documentUpdates,
  faqs,
  knowledgeArticles,
  sampleDocuments,
  sitePages,
  testimonials,
} from "../modules/content/tables";
import type { Database, Transaction } from "../platform/db/client";

export async function isLibraryLoaded(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(documentTemplates);
  return (row?.count ?? 0) > 0;
}

const positioned = <T extends object>(rows: readonly T[]) =>
  rows.map((row, position) => ({ ...row, position }));

async function loadTaxonomy(tx: Transaction) {
  await tx.insert(countries).values(positioned(contentCountries));
  await tx.insert(serviceTypes).values(positioned(contentServiceTypes));
  await tx.insert(regulators).values(positioned(contentRegulators));
  await tx.insert(subscriptionTypes).values([...contentSubscriptionTypes]);
  await tx.insert(cqcQualityStatements).values([...contentCqc]);
}

async function loadFolders(
  tx: Transaction,
  packageId: string,
  templateIds: Map<string, string>,
  folders: readonly PackageFolder[],
  parentId: string | null,
) {
  for (const [position, folder] of folders.entries()) {
    const [row] = await tx
      .insert(packageFolders)
      .values({ packageId, parentId, name: folder.name, position })
      .returning({ id: packageFolders.id });
    if (!row) throw new Error(`folder ${folder.name} was not created`);
    const documents = folder.documents.map((policyNumber, index) => {
      const templateId = templateIds.get(policyNumber);
      if (!templateId)
        throw new Error(`package folder ${folder.name} names unknown document ${policyNumber}`);
      return { folderId: row.id, templateId, position: index };
    });
    if (documents.length > 0) await tx.insert(packageDocuments).values(documents);
    await loadFolders(tx, packageId, templateIds, folder.folders ?? [], row.id);
  }
}

async function loadPackages(tx: Transaction, templateIds: Map<string, string>) {
  for (const [position, { folders, categories, ...definition }] of packageDefinitions.entries()) {
    const [row] = await tx
      .insert(packages)
      .values({ ...definition, categories: [...categories], position })
      .returning({ id: packages.id });
    if (!row) throw new Error(`package ${definition.slug} was not created`);
    await loadFolders(tx, row.id, templateIds, folders, null);
  }
}

async function loadSiteContent(tx: Transaction) {
  const pages = await Promise.all(
    contentPages.map(async (page) => ({
      slug: page.slug,
      name: page.name,
      content: sanitiseDocumentHtml(await readFile(sitePagePath(page), "utf8")),
    })),
  );
  await tx.insert(sitePages).values(pages);
  await tx.insert(faqs).values(positioned(contentFaqs));
  await tx
    .insert(knowledgeArticles)
    .values(positioned(contentKnowledge.map((a) => ({ ...a, body: sanitiseDocumentHtml(a.body) }))));
  await tx.insert(testimonials).values(positioned(contentTestimonials));
  await tx
    .insert(documentUpdates)
    .values(contentUpdates.map(({ updatedAt, ...update }) => ({ ...update, updatedOn: updatedAt })));
  await tx.insert(sampleDocuments).values([...contentSamples]);
}

/**
 * Loads the starter library from `content/` into an empty database, in one transaction. After
 * the first start the database is the master copy, edited by the admin console.
 */
export async function loadLibrary(db: Database): Promise<boolean> {
  if (await isLibraryLoaded(db)) return false;
  await db.transaction(async (tx) => {
    await loadTaxonomy(tx);
    // Each template starts as published version 1, with its version row (the history starts there).
    const templateIds = await insertFirstReleases(tx, await libraryRelease());
    await loadPackages(tx, templateIds);
    await refreshDocumentCounts(tx);

    await loadSiteContent(tx);
  });
  return true;
}
