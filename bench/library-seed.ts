// Seeds the library benchmark: many companies, each filled by the real fill code from 8 packages.
import { and, asc, eq, isNull } from "drizzle-orm";
import { openSession } from "../apps/server/src/modules/accounts/sessions";
import { companies, users } from "../apps/server/src/modules/accounts/tables";
import {
  documentTemplates,
  packageDocuments,
  packageFolders,
  packages,
} from "../apps/server/src/modules/catalogue/tables";
import { companyDocuments } from "../apps/server/src/modules/documents/tables";
import { companyFolders } from "../apps/server/src/modules/folders/tables";
import { fillCompanyLibrary } from "../apps/server/src/modules/library/fill";
import type { Database } from "../apps/server/src/platform/db/client";
import { loadLibrary } from "../apps/server/src/seed/library";
import { subscribeCompanies } from "../apps/server/src/testing/subscribed";

/** 8 packages of 63 documents: 504 documents per company, as a real 8-package subscription. */
export const packageCount = 8;
const documentsPerPackage = 63;
/** Variants that turn one real template into several distinct documents of a package. */
const variants = [
  "",
  " (Residential)",
  " (Nursing)",
  " (Community)",
  " (Day Services)",
  " (Supported Living)",
];

/** What the benchmark needs of one seeded company. */
export interface SeededCompany {
  subdomain: string;
  token: string;
  userId: string;
  folderIds: string[];
  topFolderIds: string[];
  documentIds: string[];
  policyNumbers: string[];
}

type Template = typeof documentTemplates.$inferSelect;

/** The real package's documents, repeated with variant titles and numbers up to the package size. */
function packageTemplates(real: Template[], p: number) {
  return Array.from({ length: documentsPerPackage }, (_, n) => {
    const source = real[n % real.length];
    if (!source) throw new Error("no template");
    const round = Math.floor(n / real.length);
    const variant = variants[(p + round) % variants.length] ?? "";
    return {
      ...source,
      id: undefined,
      policyNumber: `${source.policyNumber}-${p}${round}`,
      slug: `bench-${p}-${n}`,
      title: `${source.title}${variant}`,
    };
  });
}

/**
 * Eight packages built on the real ones: each takes a real package's folder tree (names and
 * documents, real template bodies), adds a "Forms and Records" sub-folder to each folder, and
 * repeats its documents with variant titles up to 63.
 */
async function benchPackages(db: Database): Promise<string[]> {
  const realPackages = await db.select().from(packages).orderBy(asc(packages.position));
  const ids: string[] = [];
  for (const [p, model] of realPackages.slice(0, packageCount).entries()) {
    const folders = await db
      .select({ id: packageFolders.id, name: packageFolders.name, position: packageFolders.position })
      .from(packageFolders)
      .where(and(eq(packageFolders.packageId, model.id), isNull(packageFolders.parentId)))
      .orderBy(asc(packageFolders.position));
    const placed = await db
      .select({ template: documentTemplates, folderId: packageDocuments.folderId })
      .from(packageDocuments)
      .innerJoin(documentTemplates, eq(documentTemplates.id, packageDocuments.templateId))
      .innerJoin(packageFolders, eq(packageFolders.id, packageDocuments.folderId))
      .where(eq(packageFolders.packageId, model.id))
      .orderBy(asc(packageFolders.position), asc(packageDocuments.position));
    const [pkg] = await db
      .insert(packages)
      .values({
        ...model,
        id: undefined,
        slug: `bench-${p}`,
        name: `${model.name} (bench)`,
        position: 100 + p,
      })
      .returning({ id: packages.id });
    if (!pkg) throw new Error("package not created");
    ids.push(pkg.id);
    const templates = await db
      .insert(documentTemplates)
      .values(
        packageTemplates(
          placed.map((row) => row.template),
          p,
        ),
      )
      .returning({ id: documentTemplates.id });
    const homes = new Map<string, { top: string; sub: string }>();
    for (const folder of folders) {
      const [top] = await db
        .insert(packageFolders)
        .values({ packageId: pkg.id, name: folder.name, position: folder.position })
        .returning({ id: packageFolders.id });
      const [sub] = await db
        .insert(packageFolders)
        .values({ packageId: pkg.id, parentId: top?.id, name: "Forms and Records", position: 0 })
        .returning({ id: packageFolders.id });
      if (top && sub) homes.set(folder.id, { top: top.id, sub: sub.id });
    }
    await db.insert(packageDocuments).values(
      templates.map((template, n) => {
        const home = homes.get(placed[n % placed.length]?.folderId ?? "");
        if (!home) throw new Error("document without a folder");
        return { folderId: n % 4 === 3 ? home.sub : home.top, templateId: template.id, position: n };
      }),
    );
  }
  return ids;
}

async function describeCompany(db: Database, companyId: string) {
  const folders = await db
    .select({ id: companyFolders.id, parentId: companyFolders.parentId })
    .from(companyFolders)
    .where(eq(companyFolders.companyId, companyId));
  const documents = await db
    .select({ id: companyDocuments.id, policyNumber: companyDocuments.policyNumber })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId));
  return {
    folderIds: folders.map((f) => f.id),
    topFolderIds: folders.filter((f) => f.parentId === null).map((f) => f.id),
    documentIds: documents.map((d) => d.id),
    policyNumbers: documents.map((d) => d.policyNumber),
  };
}

/** Loads the library, then makes `count` companies with an owner, a session and a filled library. */
export async function seedCompanies(db: Database, count: number, log: (line: string) => void) {
  await loadLibrary(db);
  const packageIds = await benchPackages(db);
  const seeded: SeededCompany[] = [];
  let documents = 0;
  const started = performance.now();
  for (let c = 0; c < count; c += 1) {
    const subdomain = `benchcare${c}`;
    const [company] = await db
      .insert(companies)
      .values({ name: `Bench Care ${c} Ltd`, subdomain })
      .returning({ id: companies.id });
    if (!company) throw new Error("company not created");
    const [owner] = await db
      .insert(users)
      .values({
        companyId: company.id,
        role: "company",
        email: `owner${c}@bench.test`,
        passwordHash: "not-used",
        firstname: "Jordan",
        lastname: `Owner ${c}`,
      })
      .returning({ id: users.id, companyId: users.companyId });
    if (!owner) throw new Error("owner not created");
    await subscribeCompanies(db, [company.id]);
    const filled = await fillCompanyLibrary(db, { companyId: company.id, packageIds, templateIds: [] });
    documents += filled.documents;
    const { token } = await openSession(db, owner, { ip: null, userAgent: "bench" });
    seeded.push({ subdomain, token, userId: owner.id, ...(await describeCompany(db, company.id)) });
    if ((c + 1) % 10 === 0) log(`  ${c + 1} companies, ${documents} documents`);
  }
  log(`  seeded ${documents} documents in ${Math.round((performance.now() - started) / 1000)} s`);
  return { companies: seeded, documents };
}
