import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { seedDemoData } from "../../seed/demo";
import { demoPackageSlug, seedDemoSubscription } from "../../seed/demo-subscription";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage, loadCatalogue } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { signIn } from "../../testing/session";
import { documentTemplates, packageDocuments, packageFolders, packages } from "../catalogue/tables";
import { companyDocuments, documentVersions } from "../documents/tables";
import { companyFolders } from "../folders/tables";
import { queueActivations } from "../subscriptions/service";
import { fillCompanyLibrary } from "./fill";
import { waitFor } from "./test-support";

let t: TestApp;
let ids: Awaited<ReturnType<typeof loadCatalogue>>;
const db = () => t.app.platform.db;

beforeAll(async () => {
  t = await createTestApp({ startWorkers: true, env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  ids = await loadCatalogue(db());
});
afterAll(() => t.close());

async function counts(companyId: string) {
  const [folders] = await db()
    .select({ n: count() })
    .from(companyFolders)
    .where(eq(companyFolders.companyId, companyId));
  const [documents] = await db()
    .select({ n: count() })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId));
  const [versions] = await db()
    .select({ n: count() })
    .from(documentVersions)
    .where(eq(documentVersions.companyId, companyId));
  return { folders: folders?.n ?? 0, documents: documents?.n ?? 0, versions: versions?.n ?? 0 };
}

/** The package's tree as names: "Folder" → policy numbers, from the master library. */
async function packageShape(packageId: string) {
  const rows = await db()
    .select({ folder: packageFolders.name, policyNumber: documentTemplates.policyNumber })
    .from(packageFolders)
    .innerJoin(packageDocuments, eq(packageDocuments.folderId, packageFolders.id))
    .innerJoin(documentTemplates, eq(documentTemplates.id, packageDocuments.templateId))
    .where(eq(packageFolders.packageId, packageId));
  const shape: Record<string, string[]> = {};
  for (const row of rows) shape[row.folder] = [...(shape[row.folder] ?? []), row.policyNumber];
  for (const list of Object.values(shape)) list.sort();
  return shape;
}

async function companyShape(companyId: string) {
  const rows = await db()
    .select({ folder: companyFolders.name, policyNumber: companyDocuments.policyNumber })
    .from(companyDocuments)
    .innerJoin(companyFolders, eq(companyFolders.id, companyDocuments.folderId))
    .where(eq(companyDocuments.companyId, companyId));
  const shape: Record<string, string[]> = {};
  for (const row of rows) shape[row.folder] = [...(shape[row.folder] ?? []), row.policyNumber];
  for (const list of Object.values(shape)) list.sort();
  return shape;
}

describe("filling a company's space", () => {
  it("copies a package's folder tree and documents, each with version 1", async () => {
    const { company } = await createCompanyWithOwner(db());
    const packageId = ids.packageId("care-home-england");
    const result = await fillCompanyLibrary(db(), {
      companyId: company.id,
      packageIds: [packageId],
      templateIds: [],
    });
    const [folderCount] = await db()
      .select({ n: count() })
      .from(packageFolders)
      .where(eq(packageFolders.packageId, packageId));
    expect(result.folders).toBe(folderCount?.n);
    expect(await companyShape(company.id)).toEqual(await packageShape(packageId));
    const totals = await counts(company.id);
    expect(totals.documents).toBe(result.documents);
    expect(totals.versions).toBe(result.documents);
    const [document] = await db()
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, company.id))
      .limit(1);
    const [template] = await db()
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, document?.templateId ?? ""));
    expect(document).toMatchObject({
      origin: "library",
      name: template?.title,
      policyNumber: template?.policyNumber,
      content: template?.content,
      templateVersion: template?.version,
      format: "potrait",
      version: 1,
      reviewStatus: "Up to Date",
    });
    const [version] = await db()
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, document?.id ?? ""));
    expect(version).toMatchObject({ version: 1, source: "library", content: template?.content });
    expect(version?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, "library.filled")));
    expect(audit?.detail).toMatchObject({ documents: result.documents });
  });

  it("is idempotent: a second run (a retried job) adds nothing", async () => {
    const { company } = await createCompanyWithOwner(db());
    const request = {
      companyId: company.id,
      packageIds: [ids.packageId("care-home-wales")],
      templateIds: [],
    };
    const first = await fillCompanyLibrary(db(), request);
    const before = await counts(company.id);
    expect(await fillCompanyLibrary(db(), request)).toEqual({ folders: 0, documents: 0 });
    expect(await counts(company.id)).toEqual(before);
    expect(before.documents).toBe(first.documents);
  });

  it("merges folders of the same name across packages and keeps one copy of a shared template", async () => {
    const { company } = await createCompanyWithOwner(db());
    const england = ids.packageId("care-home-england");
    const domiciliary = ids.packageId("domiciliary-care-england");
    await fillCompanyLibrary(db(), { companyId: company.id, packageIds: [england], templateIds: [] });
    await fillCompanyLibrary(db(), { companyId: company.id, packageIds: [domiciliary], templateIds: [] });
    const shape = await companyShape(company.id);
    const union: Record<string, Set<string>> = {};
    for (const pkg of [england, domiciliary]) {
      for (const [folder, numbers] of Object.entries(await packageShape(pkg))) {
        union[folder] = new Set([...(union[folder] ?? []), ...numbers]);
      }
    }
    const all = Object.values(shape).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(Object.values(union).flatMap((set) => [...set])));
    const roots = await db()
      .select({ name: companyFolders.name })
      .from(companyFolders)
      .where(and(eq(companyFolders.companyId, company.id), isNull(companyFolders.parentId)));
    expect(new Set(roots.map((r) => r.name)).size).toBe(roots.length);
  });

  it("puts a single document bought alone in the folder its template names", async () => {
    const { company } = await createCompanyWithOwner(db());
    const templateId = ids.templateId("ENG-SR-01");
    const result = await fillCompanyLibrary(db(), {
      companyId: company.id,
      packageIds: [],
      templateIds: [templateId],
    });
    expect(result).toEqual({ folders: 1, documents: 1 });
    const [template] = await db()
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, templateId));
    expect(await companyShape(company.id)).toEqual({ [template?.folder ?? ""]: ["ENG-SR-01"] });
  });

  it("fills all eight packages quickly", async () => {
    const { company } = await createCompanyWithOwner(db());
    const all = await db().select({ id: packages.id }).from(packages);
    const started = performance.now();
    const result = await fillCompanyLibrary(db(), {
      companyId: company.id,
      packageIds: all.map((p) => p.id),
      templateIds: [],
    });
    const ms = performance.now() - started;
    console.log(
      `fill of ${all.length} packages: ${result.documents} documents, ${result.folders} folders in ${Math.round(ms)} ms`,
    );
    expect(ms).toBeLessThan(10_000);
  });

  it("runs as the subscription.activated job when a package is bought", async () => {
    const { company, owner } = await createCompanyWithOwner(db());
    const token = (await signIn(t.app, owner.email)).authToken;
    await buyPackage(t.app, token, ids.packageId("temporary-staffing"));
    const shape = await waitFor(async () => {
      const current = await companyShape(company.id);
      return Object.keys(current).length > 0 ? current : undefined;
    });
    expect(shape).toEqual(await packageShape(ids.packageId("temporary-staffing")));
  });

  it("fills the demo company's space on a fresh start (main.ts queues its activation)", async () => {
    await seedDemoData(db());
    const { companyId, orderId } = await seedDemoSubscription(db());
    expect(await queueActivations(t.app.platform, t.app.log, companyId, orderId)).toBe(1);
    const shape = await waitFor(async () => {
      const current = await companyShape(companyId);
      return Object.keys(current).length > 0 ? current : undefined;
    });
    expect(shape).toEqual(await packageShape(ids.packageId(demoPackageSlug)));
  });
});
