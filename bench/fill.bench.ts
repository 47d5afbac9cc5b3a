// The company library fill (DESIGN §1 step 3): a company buying 8 packages of ~500 documents in all.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { companies } from "../apps/server/src/modules/accounts/tables";
import {
  documentTemplates,
  packageDocuments,
  packageFolders,
  packages,
} from "../apps/server/src/modules/catalogue/tables";
import { companyDocuments } from "../apps/server/src/modules/documents/tables";
import { fillCompanyLibrary } from "../apps/server/src/modules/library/fill";
import {
  type Database,
  type DatabaseHandle,
  openPglite,
  openPostgres,
} from "../apps/server/src/platform/db/client";
import { loadLibrary } from "../apps/server/src/seed/library";
import { describeMachine } from "./machine";
import { writeSection } from "./report";

/** Target of the issue: 8 packages (~500 documents) filled in under 10 s. */
const targetMs = 10_000;
const packageCount = 8;
const documentsPerPackage = 63;
const topFolders = ["Safeguarding", "Care Delivery", "Governance", "Workforce", "Procedures", "Forms"];

/** Eight packages of new templates (real template bodies, new numbers), each a two-level tree. */
async function syntheticPackages(db: Database): Promise<string[]> {
  const real = await db.select().from(documentTemplates);
  const [model] = await db.select().from(packages).limit(1);
  if (!model || real.length === 0) throw new Error("the library is not loaded");
  const ids: string[] = [];
  for (let p = 0; p < packageCount; p += 1) {
    const [pkg] = await db
      .insert(packages)
      .values({ ...model, id: undefined, slug: `bench-${p}`, name: `Bench package ${p}`, position: 100 + p })
      .returning({ id: packages.id });
    if (!pkg) throw new Error("package not created");
    ids.push(pkg.id);
    const templates = await db
      .insert(documentTemplates)
      .values(
        Array.from({ length: documentsPerPackage }, (_, n) => {
          const source = real[(p * documentsPerPackage + n) % real.length];
          if (!source) throw new Error("no template");
          return {
            ...source,
            id: undefined,
            policyNumber: `BENCH-${p}-${n}`,
            slug: `bench-${p}-${n}`,
            title: `${source.title} (${p}.${n})`,
          };
        }),
      )
      .returning({ id: documentTemplates.id });
    let index = 0;
    for (const [position, name] of topFolders.entries()) {
      const [top] = await db
        .insert(packageFolders)
        .values({ packageId: pkg.id, name, position })
        .returning({ id: packageFolders.id });
      const [sub] = await db
        .insert(packageFolders)
        .values({ packageId: pkg.id, parentId: top?.id, name: `${name} forms`, position: 0 })
        .returning({ id: packageFolders.id });
      const share = Math.ceil(templates.length / topFolders.length);
      const slice = templates.slice(index, index + share);
      index += share;
      if (slice.length === 0 || !top || !sub) continue;
      await db.insert(packageDocuments).values(
        slice.map((template, n) => ({
          folderId: n % 3 === 0 ? sub.id : top.id,
          templateId: template.id,
          position: n,
        })),
      );
    }
  }
  return ids;
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

async function run(handle: DatabaseHandle, label: string) {
  const db = handle.db;
  await handle.migrate();
  await loadLibrary(db);
  const packageIds = await syntheticPackages(db);
  const rows: string[] = [];
  const fresh = async (name: string) => {
    const [company] = await db
      .insert(companies)
      .values({ name, subdomain: name.replace(/\W/g, "") })
      .returning();
    if (!company) throw new Error("company not created");
    return company.id;
  };
  const together = await fresh(`bench together ${label}`);
  const [all, allMs] = await timed(() =>
    fillCompanyLibrary(db, { companyId: together, packageIds, templateIds: [] }),
  );
  rows.push(`| ${label} | one job with all 8 packages | ${all.documents} | ${all.folders} | ${allMs} |`);
  const [again, againMs] = await timed(() =>
    fillCompanyLibrary(db, { companyId: together, packageIds, templateIds: [] }),
  );
  rows.push(
    `| ${label} | the same again (a retried job) | ${again.documents} | ${again.folders} | ${againMs} |`,
  );
  const oneByOne = await fresh(`bench one by one ${label}`);
  let total = 0;
  let documents = 0;
  let folders = 0;
  for (const packageId of packageIds) {
    const [result, ms] = await timed(() =>
      fillCompanyLibrary(db, { companyId: oneByOne, packageIds: [packageId], templateIds: [] }),
    );
    total += ms;
    documents += result.documents;
    folders += result.folders;
  }
  rows.push(`| ${label} | 8 jobs, one package each | ${documents} | ${folders} | ${total} |`);
  const [stored] = await db
    .select({ n: count() })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, together));
  if (stored?.n !== all.documents) throw new Error("the fill stored a different number of documents");
  return { rows, worst: Math.max(allMs, total) };
}

export async function benchFill(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "cloudoc-bench-fill-"));
  const results = [];
  try {
    const pglite = await openPglite(path.join(dir, "db"));
    try {
      results.push(await run(pglite, "PGlite"));
    } finally {
      await pglite.close();
    }
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      // A database of its own on the server, dropped afterwards.
      const name = `cloudoc_bench_${Date.now()}`;
      await adminQuery(serverUrl, `create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const postgres = await openPostgres(url.toString());
      try {
        results.push(await run(postgres, "PostgreSQL"));
      } finally {
        await postgres.close();
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const worst = Math.max(...results.map((r) => r.worst));
  const table = `| database | fill | documents | folders | ms |\n|---|---|---|---|---|\n${results.flatMap((r) => r.rows).join("\n")}`;
  const verdict =
    worst < targetMs
      ? `met: the slowest fill took ${worst} ms`
      : `NOT met: the slowest fill took ${worst} ms`;
  writeSection(
    "Company library fill",
    `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}.\n\n8 packages of ${documentsPerPackage} templates each (${packageCount * documentsPerPackage} documents, real template bodies), each package a tree of ${topFolders.length} folders with a sub-folder each, filled into a fresh company by \`fillCompanyLibrary\` (the subscription.activated job's work) on a file-backed PGlite${process.env.BENCH_DATABASE_URL ? " and on PostgreSQL 15 (a fresh database)" : ""}. Folders of the same path merge across packages.\n\nTarget: under ${targetMs / 1000} s — ${verdict}.\n\n${table}`,
  );
  console.log(table);
  console.log(`fill target ${targetMs} ms: ${verdict}`);
}
