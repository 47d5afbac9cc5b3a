// The company document library under load (issue 6): 50 companies × 504 documents, filled by the
// real fill code; folder listing, document lists and search under 25 ms at p95, opening a
// document in the editor under 40 ms at p95, on PGlite and (with BENCH_DATABASE_URL) PostgreSQL.
import { mkdtemp, rm } from "node:fs/promises";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../apps/server/src/platform/db/client";
import { startServer } from "../e2e/support/server";
import { type SeededCompany, seedCompanies } from "./library-seed";
import { describeMachine } from "./machine";
import {
  type MixResult,
  type MixTarget,
  measureMix,
  type Pace,
  pidOnPort,
  randomSource,
  type Sample,
} from "./mix";
import { writeSection } from "./report";

const companyCount = Number(process.env.BENCH_COMPANIES ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * One user at a time (the time a user waits); ten at a steady 40 requests a second spread over
 * the companies (busy working hours); ten flat out (throughput, where replies queue).
 */
const paces: Pace[] = [{ connections: 1 }, { connections: 10, rate: 40 }, { connections: 10 }];
const listTargetMs = 25;
const editorTargetMs = 40;
const samplesPerCall = 600;
const sorts = ["default", "default", "default", "asc", "desc", "newest"];
const searchTerms = [
  "safeguarding",
  "medication",
  "infection control",
  "mental capacity",
  "fire safety",
  "complaints",
  "falls",
  "data protection",
  "whistleblowing",
  "moving and handling",
];

/** The calls of /company/documents and the editor, each a mix over every company. */
export function targets(seeded: SeededCompany[]): MixTarget[] {
  const random = randomSource(6);
  const samples = (make: (company: SeededCompany) => Omit<Sample, "subdomain" | "token">) =>
    Array.from({ length: samplesPerCall }, () => {
      const company = random.pick(seeded);
      return { ...make(company), subdomain: company.subdomain, token: company.token };
    });
  const page = () => random.pick([0, 0, 0, 0, 0, 0, 0, 10, 10, 20]);
  return [
    {
      name: "POST /user/getFoldersList (top folders and loose files)",
      samples: samples(() => ({
        path: "/user/getFoldersList",
        body: { sort: random.pick(sorts), status: "all" },
      })),
    },
    {
      name: "POST /user/getSubFoldersList (a folder: path, sub-folders, 10 documents)",
      samples: samples((c) => ({
        path: "/user/getSubFoldersList",
        body: {
          folderId: random.pick(c.folderIds),
          sort: random.pick(sorts),
          status: "all",
          skip: page(),
          limit: 10,
        },
      })),
    },
    {
      name: "POST /user/get-document-lists (all / need review, 10 a page)",
      samples: samples(() => ({
        path: "/user/get-document-lists",
        body: {
          type: random.pick(["all", "all", "needreview", "recent"]),
          skip: page(),
          limit: 10,
          value: "",
        },
      })),
    },
    {
      name: "POST /user/document/search (words, policy numbers, in a folder)",
      samples: samples((c) => {
        const roll = random.next();
        const search =
          roll < 0.2 ? random.pick(c.policyNumbers) : roll < 0.25 ? "ENG-CD" : random.pick(searchTerms);
        const clickedFolderId = random.next() < 0.25 ? random.pick(c.topFolderIds) : undefined;
        return { path: "/user/document/search", body: { search, clickedFolderId, skip: 0, limit: 10 } };
      }),
    },
    {
      name: "POST /user/get-view-content (open in the editor)",
      samples: samples((c) => ({
        path: "/user/get-view-content",
        body: { fileId: random.pick(c.documentIds) },
      })),
    },
  ];
}

const paceOf = (r: MixResult) =>
  r.connections === 1 ? "1" : `${r.connections}, ${r.rate ? `${r.rate}/s` : "flat out"}`;
const targetOf = (name: string) => (name.includes("get-view-content") ? editorTargetMs : listTargetMs);

async function measureAll(
  label: string,
  env: Record<string, string>,
  seeded: SeededCompany[],
  backends: () => Promise<number[]> = async () => [],
) {
  const server = await startServer({ SEED_DEMO: "false", ...env });
  const pid = pidOnPort(server.port);
  const serving = async () => (pid === undefined ? [] : [pid, ...(await backends())]);
  try {
    const rows: Row[] = [];
    for (const target of targets(seeded)) {
      for (const pace of paces) {
        const measured = await measureMix(server.baseUrl, target, pace, seconds, serving);
        const row = { database: label, load: os.loadavg()[0] ?? 0, ...measured };
        console.log(
          `${label} | ${row.name} | ${paceOf(row)} | p50 ${row.p50} p95 ${row.p95} p99 ${row.p99} | ${row.requestsPerSecond}/s | cpu ${row.cpuMsPerRequest} ms | load ${row.load.toFixed(1)} | errors ${row.errors}`,
        );
        rows.push(row);
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

async function seed(handle: DatabaseHandle) {
  await handle.migrate();
  const result = await seedCompanies(handle.db, companyCount, console.log);
  // What autovacuum does on PostgreSQL after a bulk load; PGlite has no autovacuum, so it stays as it runs.
  if (handle.kind === "postgres") await handle.db.execute(sql`analyze`);
  return result;
}

async function onPglite() {
  const dir = await mkdtemp(path.join(tmpdir(), "cloudoc-bench-library-"));
  try {
    const handle = await openPglite(path.join(dir, "db"));
    let seeded: Awaited<ReturnType<typeof seed>>;
    try {
      seeded = await seed(handle);
    } finally {
      await handle.close();
    }
    return {
      documents: seeded.documents,
      rows: await measureAll("PGlite", { DATA_DIR: dir }, seeded.companies),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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

/** A throwaway database of its own on the server, dropped afterwards. */
async function onPostgres(serverUrl: string) {
  const name = `cloudoc_bench_library_${Date.now()}`;
  await adminQuery(serverUrl, `create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    let seeded: Awaited<ReturnType<typeof seed>>;
    try {
      seeded = await seed(handle);
    } finally {
      await handle.close();
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      // The server's connections: their CPU time is the database's share of each request.
      const backends = async () =>
        (
          await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name])
        ).rows.map((row) => row.pid);
      const rows = await measureAll(
        "PostgreSQL",
        { DATABASE_URL: url.toString() },
        seeded.companies,
        backends,
      );
      return { documents: seeded.documents, rows };
    } finally {
      await admin.end();
    }
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

type Row = MixResult & { database: string; load: number };

function table(rows: Row[]) {
  return [
    "| database | call | connections, pace | requests/s | p50 ms | p95 ms | p99 ms | p95 under target | server CPU ms/request | load | errors |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => {
      const target = targetOf(r.name);
      const mark = r.p95 < target ? "yes" : "**no**";
      return `| ${r.database} | ${r.name} | ${paceOf(r)} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${mark} (< ${target} ms) | ${r.cpuMsPerRequest ?? "–"} | ${r.load.toFixed(1)} | ${r.errors} |`;
    }),
  ].join("\n");
}

/** Which calls miss their target, one user at a time and at the steady pace, per database. */
function verdict(rows: Row[]) {
  const judged = rows.filter((r) => r.connections === 1 || r.rate !== null);
  const missed = judged.filter((r) => r.p95 >= targetOf(r.name));
  if (missed.length === 0)
    return "met by every call on every database, one user at a time and at 40 requests a second";
  const names = missed.map(
    (r) => `${r.name.split(" (")[0]} on ${r.database} at ${paceOf(r)} (p95 ${r.p95} ms)`,
  );
  return `missed by ${names.join("; ")}`;
}

export async function benchLibrary(): Promise<void> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const runs = [];
  const pglite = process.env.BENCH_SKIP_PGLITE ? undefined : await onPglite();
  if (pglite) runs.push(pglite);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) runs.push(await onPostgres(serverUrl));
  const rows = runs.flatMap((run) => run.rows);
  const databases = serverUrl
    ? "on a file-backed PGlite and on PostgreSQL 15 (a fresh database, analysed after the load as autovacuum would)"
    : "on a file-backed PGlite";
  writeSection(
    "Company document library under load (issue 6)",
    `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}; 1-minute load average ${loadBefore.toFixed(1)} at the start (the \`load\` column: at the end of each run).

${companyCount} companies, each filled by \`fillCompanyLibrary\` from 8 packages (the real packages' folder trees and template bodies, each document repeated with variant titles and numbers up to 63 a package, and a sub-folder in each folder): ${runs.map((r) => r.documents).join(" and ")} documents, ${databases}. One server process (\`npm start\`'s), through HTTP, each request signed in as a company owner on its own subdomain; each call walks ${samplesPerCall} requests spread over all companies, folders, documents, sort orders, pages and search terms (${searchTerms.slice(0, 4).join(", ")}, …, exact policy numbers, a number prefix, searches inside a folder). ${seconds} s per call and pace after a 3 s warm-up; percentiles are exact, from every reply's time. Three paces: one connection (the time one user waits); up to ten connections with requests arriving at random moments, 40 a second on average (many companies' staff working at once, sent open-loop by bench/paced.ts); ten connections sending without pause with autocannon (throughput: the server is saturated and replies queue behind each other, so these latencies are queueing, not the targets — PGlite runs every query on the server's one thread). Server CPU is the CPU time of the server process (and, on PostgreSQL, of its database connections) per request: the work done, without the waiting, so it is the figure least moved by other load on the machine.

Targets: folder listing, document lists and search under ${listTargetMs} ms at p95; opening a document in the editor under ${editorTargetMs} ms at p95 — ${verdict(rows)}.

${table(rows)}`,
  );
  console.log(table(rows));
}
