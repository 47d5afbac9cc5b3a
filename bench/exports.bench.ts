// Exports (issue 7): one policy PDF warm, a 300-document PDF zip (time and peak memory), Word export rate.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type ExportJob, exportLifetimeHours } from "@cloudoc/contract";
import { packages } from "../apps/server/src/modules/catalogue/tables";
import { companyDocuments } from "../apps/server/src/modules/documents/tables";
import { fillCompanyLibrary } from "../apps/server/src/modules/library/fill";
import {
  type LibraryFixture,
  libraryFixture,
  waitFor,
} from "../apps/server/src/modules/library/test-support";
import { createTestApp } from "../apps/server/src/testing/app";

/** Where the data lives: production runs PostgreSQL as its own process; PGlite sits in ours. */
const databaseLine = () =>
  process.env.TEST_DATABASE_URL
    ? "On PostgreSQL 15 (its own process, not counted in the memory figure)"
    : "In one process with the embedded PGlite database (counted in the server's RSS)";

import { describeMachine } from "./machine";
import { writeSection } from "./report";

const targets = { pdfP50Ms: 250, bulkMs: 60_000, bulkRssMb: 1024, wordPerSecond: 20 };
const bulkSize = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Proportional set size of one process (shared pages split between their users), in bytes. */
function pssOf(pid: number): number {
  try {
    return Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Memory now: this process's RSS (the server with its embedded database), and the PSS of every
 * process below it (Chromium's browser, GPU, utility and renderer processes). Summing their RSS
 * would count the libraries they share once per process.
 */
function memoryNow(): { node: number; chromium: number } {
  const rows = execSync("ps -eo pid=,ppid=")
    .toString()
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const below = new Set([process.pid]);
  let chromium = 0;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid = 0, ppid = 0] of rows) {
      if (below.has(ppid) && !below.has(pid)) {
        below.add(pid);
        chromium += pssOf(pid);
        grew = true;
      }
    }
  }
  return { node: process.memoryUsage().rss, chromium };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** 300 live documents for company A: the library's templates, copied until there are enough. */
async function manyDocuments(f: LibraryFixture): Promise<string[]> {
  const all = await f.db.select({ id: packages.id }).from(packages);
  await fillCompanyLibrary(f.db, {
    companyId: f.a.company.id,
    packageIds: all.map((p) => p.id),
    templateIds: [],
  });
  const existing = await f.documentsOf(f.a.company.id);
  const copies = [];
  for (let n = existing.length; n < bulkSize; n += 1) {
    const source = existing[n % existing.length];
    if (!source) break;
    const { id: _id, search: _search, ...row } = source;
    copies.push({ ...row, origin: "company" as const, templateId: null, name: `${source.name} (copy ${n})` });
  }
  for (let start = 0; start < copies.length; start += 50)
    await f.db.insert(companyDocuments).values(copies.slice(start, start + 50));
  return (await f.documentsOf(f.a.company.id)).slice(0, bulkSize).map((d) => d.id);
}

export async function benchExports(): Promise<void> {
  const t = await createTestApp({ startWorkers: true });
  try {
    const f = await libraryFixture(t);
    const ids = await manyDocuments(f);
    const [policy] = ids;
    if (!policy) throw new Error("no documents");

    // 1. One policy PDF through the call, warm (browser started, pages open).
    for (let i = 0; i < 5; i += 1) await f.post(f.ownerA, "user/download-pdf", { fileId: policy });
    const pdfTimes: number[] = [];
    for (let i = 0; i < 40; i += 1)
      pdfTimes.push(await timed(() => f.post(f.ownerA, "user/download-pdf", { fileId: ids[i % 20] })));
    pdfTimes.sort((a, b) => a - b);

    // 2. Word: documents per second, one after another through the call.
    for (let i = 0; i < 3; i += 1)
      await f.post(f.ownerA, "user/document/download", { fileId: policy, type: "word" });
    const wordCount = 60;
    const wordMs = await timed(async () => {
      for (let i = 0; i < wordCount; i += 1)
        await f.post(f.ownerA, "user/document/download", { fileId: ids[i], type: "word" });
    });
    const wordPerSecond = wordCount / (wordMs / 1000);

    // 3. A 300-document PDF zip as a job, sampling memory while it runs.
    const before = memoryNow();
    let peak = before;
    const sampler = setInterval(() => {
      const now = memoryNow();
      if (now.node + now.chromium > peak.node + peak.chromium) peak = now;
    }, 250);
    let job: ExportJob | undefined;
    const bulkMs = await timed(async () => {
      const started = await f.post(f.ownerA, "user/bulk-export-pdf", { values: ids });
      const jobId = started.json().data._id as string;
      job = await waitFor(async () => {
        const current = (await f.post(f.ownerA, "user/export/job", { jobId })).json().data as ExportJob;
        return current.status === "ready" || current.status === "failed" ? current : undefined;
      }, 10 * 60_000);
    });
    clearInterval(sampler);
    if (job?.status !== "ready") throw new Error(`the bulk export did not finish: ${JSON.stringify(job)}`);
    const zipLink = (await f.post(f.ownerA, "user/export/link", { jobId: job._id })).json().url as string;
    const zip = await t.app.inject({ method: "GET", url: zipLink });

    // 4. Word as a bulk job: the same 300 documents into a zip of DOCX files.
    let wordJob: ExportJob | undefined;
    const wordBulkMs = await timed(async () => {
      const started = await f.post(f.ownerA, "user/bulk-export-word", { values: ids });
      const jobId = started.json().data._id as string;
      wordJob = await waitFor(async () => {
        const current = (await f.post(f.ownerA, "user/export/job", { jobId })).json().data as ExportJob;
        return current.status === "ready" || current.status === "failed" ? current : undefined;
      }, 10 * 60_000);
    });
    if (wordJob?.status !== "ready") throw new Error("the Word bulk export did not finish");
    const wordBulkPerSecond = bulkSize / (wordBulkMs / 1000);

    const pass = (ok: boolean) => (ok ? "yes" : "**no**");
    const p50 = percentile(pdfTimes, 0.5);
    const totalRss = mb(peak.node + peak.chromium);
    const rows = [
      `| one policy PDF, warm, p50 (p95) | ${Math.round(p50)} ms (${Math.round(percentile(pdfTimes, 0.95))} ms) | < ${targets.pdfP50Ms} ms | ${pass(p50 < targets.pdfP50Ms)} |`,
      `| ${bulkSize} documents to a PDF zip (${mb(zip.rawPayload.length)} MB) | ${(bulkMs / 1000).toFixed(1)} s | < ${targets.bulkMs / 1000} s | ${pass(bulkMs < targets.bulkMs)} |`,
      `| peak memory during it: server RSS ${mb(peak.node)} MB (${mb(before.node)} MB before) + Chromium PSS ${mb(peak.chromium)} MB | ${totalRss} MB | < ${targets.bulkRssMb} MB | ${pass(totalRss < targets.bulkRssMb)} |`,
      `| Word export, ${bulkSize} documents as a bulk job | ${wordBulkPerSecond.toFixed(1)} documents/s | ≥ ${targets.wordPerSecond}/s | ${pass(wordBulkPerSecond >= targets.wordPerSecond)} |`,
      `| Word export, one call after another (each with its session, queries and reply) | ${wordPerSecond.toFixed(1)} documents/s | (for reference) | |`,
    ];
    const table = ["| measure | result | target | met |", "|---|---|---|---|", ...rows].join("\n");
    writeSection(
      process.env.TEST_DATABASE_URL ? "Exports (issue 7), on PostgreSQL" : "Exports (issue 7), on PGlite",
      `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}.\n\n${databaseLine()}, through the real calls (\`app.inject\`), Debian's Chromium with the renderer's 2 reused pages. The policy PDF is a library policy (about 4 pages); the zip holds ${bulkSize} library documents printed by the bulk-export job (zips kept ${exportLifetimeHours} h); memory is sampled every 250 ms: the Node process's RSS plus the PSS of every Chromium process.\n\n${table}`,
    );
    console.log(table);
  } finally {
    await t.close();
  }
}
