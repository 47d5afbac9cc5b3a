import { readFile } from "node:fs/promises";
import {
  documentTemplates as contentTemplates,
  type PackageFolder,
  packageDefinitions,
  templatePath,
} from "@cloudoc/content";
import { asc, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentTemplates, packageDocuments, packageFolders, packages } from "../modules/catalogue/tables";
import { faqs, knowledgeArticles, sampleDocuments, sitePages } from "../modules/content/tables";
import type { Database } from "../platform/db/client";
import { createTestDatabase, type TestDatabase } from "../testing/database";
import { loadLibrary } from "./library";

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.drop());

const count = async (table: PgTable) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

/** The folder tree of a loaded package, rebuilt from the database in the content's shape. */
async function loadedTree(packageId: string, parentId: string | null): Promise<PackageFolder[]> {
  const folders = await db
    .select()
    .from(packageFolders)
    .where(
      sql`${packageFolders.packageId} = ${packageId} and ${parentId === null ? sql`${packageFolders.parentId} is null` : sql`${packageFolders.parentId} = ${parentId}`}`,
    )
    .orderBy(asc(packageFolders.position));
  const tree: PackageFolder[] = [];
  for (const folder of folders) {
    const documents = await db
      .select({ policyNumber: documentTemplates.policyNumber })
      .from(packageDocuments)
      .innerJoin(documentTemplates, eq(documentTemplates.id, packageDocuments.templateId))
      .where(eq(packageDocuments.folderId, folder.id))
      .orderBy(asc(packageDocuments.position));
    const children = await loadedTree(packageId, folder.id);
    const node = { name: folder.name, documents: documents.map((d) => d.policyNumber) };
    tree.push(children.length > 0 ? { ...node, folders: children } : node);
  }
  return tree;
}

describe("loading the starter library", () => {
  it("puts every template, package and page into an empty database", async () => {
    expect(await loadLibrary(db)).toBe(true);
    expect(await count(documentTemplates)).toBe(contentTemplates.length);
    expect(await count(packages)).toBe(packageDefinitions.length);
    expect(await count(sitePages)).toBe(4);
    expect(await count(faqs)).toBeGreaterThanOrEqual(20);
    expect(await count(knowledgeArticles)).toBeGreaterThanOrEqual(10);
    expect(await count(sampleDocuments)).toBe(8);
  });

  it("keeps each package's folder tree exactly", async () => {
    for (const definition of packageDefinitions) {
      const [row] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(eq(packages.slug, definition.slug));
      expect(await loadedTree(row?.id ?? "", null)).toEqual(definition.folders);
    }
  });

  it("stores each template's body as written", async () => {
    const template = contentTemplates.find((t) => t.policyNumber === "ENG-SR-01");
    if (!template) throw new Error("ENG-SR-01 missing from the library");
    const [row] = await db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.policyNumber, "ENG-SR-01"));
    expect(row?.content).toBe(await readFile(templatePath(template), "utf8"));
    expect(row?.cqcStatements.length).toBeGreaterThan(0);
  });

  it("loads only once: later starts leave the admin's edits alone", async () => {
    await db
      .update(documentTemplates)
      .set({ title: "Edited by the admin" })
      .where(eq(documentTemplates.policyNumber, "ENG-SR-01"));
    expect(await loadLibrary(db)).toBe(false);
    const [row] = await db
      .select({ title: documentTemplates.title })
      .from(documentTemplates)
      .where(eq(documentTemplates.policyNumber, "ENG-SR-01"));
    expect(row?.title).toBe("Edited by the admin");
  });
});
