// Mixed read load at 50 connections on PostgreSQL, on one app process and on two (issue 23): the
// company documents page's calls over many companies, flat out; p95 and errors, and where the CPU
// goes (each app process and the database) per request.
import os from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPostgres } from "../apps/server/src/platform/db/client";
import { adminQuery, databaseUrl } from "../apps/server/src/testing/database-template";
import { type RunningServer, startServer } from "../e2e/support/server";
import { targets } from "./library.bench";
import { type SeededCompany, seedCompanies } from "./library-seed";
import { describeMachine } from "./machine";
import {
  cpuSecondsOf,
  flatOut,
  type MixResult,
  type MixTarget,
  pidOnPort,
  randomSource,
  type Sample,
} from "./mix";
import { writeSection } from "./report";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const companyCount = Number(process.env.BENCH_COMPANIES ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const targetP95Ms = 100;
/** The mix runs this many times after one warm-up: the machine's speed moves between runs. */
const mixRuns = Number(process.env.BENCH_RUNS ?? 3);
/** Long enough for every connection to have prepared and settled the plans of every statement. */
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);

/**
 * How often each call comes in the mix: opening the documents page and its folders most, then the
 * lists, opening a document, and now and then a search (about ten times a folder click's work).
 */
const weights: Record<string, number> = {
  getFoldersList: 30,
  getSubFoldersList: 25,
  "get-document-lists": 20,
  "get-view-content": 20,
  "document/search": 5,
};

/** The calls of the mix, each with its weight and its library benchmark's requests. */
function mixedCalls(seeded: SeededCompany[]) {
  return targets(seeded).flatMap((target) => {
    const call = Object.keys(weights).find((name) => target.name.includes(`/user/${name} `));
    return call ? [{ call, weight: weights[call] ?? 0, samples: target.samples }] : [];
  });
}

/** One mixed list of requests over every company, drawn by the weights above. */
function mixedReads(byCall: ReturnType<typeof mixedCalls>): MixTarget {
  const random = randomSource(23);
  const total = byCall.reduce((sum, call) => sum + call.weight, 0);
  /** The call a roll in [0, total) falls on, each taking a stretch as long as its weight. */
  const callAt = (roll: number) => {
    let end = 0;
    for (const call of byCall) {
      end += call.weight;
      if (roll < end) return call;
    }
    return byCall[0];
  };
  const samples: Sample[] = Array.from({ length: 3000 }, () =>
    random.pick(callAt(random.next() * total)?.samples ?? []),
  );
  return { name: "mixed reads", samples };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A mix's figures (mix.ts), with the CPU split between the app processes and the database. */
interface ScaleRow
  extends Pick<MixResult, "requests" | "requestsPerSecond" | "p50" | "p95" | "p99" | "errors"> {
  setup: string;
  /** CPU ms per request of each app process, in order. */
  appCpuMs: number[];
  databaseCpuMs: number;
  /** CPU ms per request of this benchmark's own process: autocannon, sending and timing. */
  loadCpuMs: number;
}

const splitOver = (servers: RunningServer[], mix: MixTarget, runSeconds: number) =>
  Promise.all(
    servers.map((server) => flatOut(server.baseUrl, mix, connections / servers.length, runSeconds)),
  );

/** A warm-up, then `runs` measured runs of the mix over the servers, one row each. */
async function measureRuns(
  setup: string,
  servers: RunningServer[],
  mix: MixTarget,
  backends: () => Promise<number[]>,
  runs: number,
) {
  await splitOver(servers, mix, warmUpSeconds);
  const rows: ScaleRow[] = [];
  for (let run = 1; run <= runs; run++) {
    rows.push(await measure(runs > 1 ? `${setup}, run ${run}` : setup, servers, mix, backends));
  }
  return rows;
}

/** 50 connections split evenly over the servers, all at once; times from every reply. */
async function measure(
  setup: string,
  servers: RunningServer[],
  mix: MixTarget,
  backends: () => Promise<number[]>,
) {
  const run = () => splitOver(servers, mix, seconds);
  const apps = servers.map((server) => pidOnPort(server.port) ?? 0);
  const database = await backends();
  const pids = [...apps, ...database, process.pid];
  const before = cpuSecondsOf(pids);
  const results = await run();
  const after = cpuSecondsOf(pids);
  const used = (pid: number) => (after.get(pid) ?? 0) - (before.get(pid) ?? after.get(pid) ?? 0);
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const requests = latencies.length;
  const perRequest = (cpuSeconds: number) => round1((cpuSeconds * 1000) / Math.max(1, requests));
  const row: ScaleRow = {
    setup,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    appCpuMs: apps.map((pid) => perRequest(used(pid))),
    databaseCpuMs: perRequest(database.reduce((sum, pid) => sum + used(pid), 0)),
    loadCpuMs: perRequest(used(process.pid)),
  };
  console.log(
    `${setup} | ${row.requestsPerSecond}/s | p50 ${row.p50} p95 ${row.p95} p99 ${row.p99} | app cpu ${row.appCpuMs.join(" + ")} db ${row.databaseCpuMs} load ${row.loadCpuMs} ms | errors ${row.errors}`,
  );
  return row;
}

function table(rows: ScaleRow[]) {
  return [
    "| app processes | requests/s | p50 ms | p95 ms | p99 ms | p95 under 100 ms | app CPU ms/request (each process) | PostgreSQL CPU ms/request | load generator CPU ms/request | errors |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.setup} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.p95 < targetP95Ms ? "yes" : "**no**"} | ${r.appCpuMs.join(" + ")} | ${r.databaseCpuMs} | ${r.loadCpuMs} | ${r.errors} |`,
    ),
  ].join("\n");
}

/** Each call alone: its CPU per request and its share of the mix's CPU, by the mix's weights. */
function callTable(rows: ScaleRow[]) {
  const cpuOf = (row: ScaleRow) => (row.appCpuMs[0] ?? 0) + row.databaseCpuMs;
  const total = rows.reduce((sum, row) => sum + (weights[row.setup] ?? 0) * cpuOf(row), 0);
  return [
    "| call | weight | requests/s alone | p95 ms | app CPU ms/request | PostgreSQL CPU ms/request | share of the mix's CPU |",
    "|---|---|---|---|---|---|---|",
    ...rows.map((row) => {
      const weight = weights[row.setup] ?? 0;
      const share = Math.round((100 * weight * cpuOf(row)) / Math.max(total, 1e-9));
      return `| ${row.setup} | ${weight}% | ${row.requestsPerSecond} | ${row.p95} | ${row.appCpuMs[0] ?? 0} | ${row.databaseCpuMs} | ${share}% |`;
    }),
  ].join("\n");
}

export async function benchScale(): Promise<void> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const name = `cloudoc_bench_scale_${Date.now()}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const handle = await openPostgres(url);
    let seeded: Awaited<ReturnType<typeof seedCompanies>>;
    try {
      await handle.migrate();
      seeded = await seedCompanies(handle.db, companyCount, console.log);
      await handle.db.execute(sql`analyze`);
    } finally {
      await handle.close();
    }
    const calls = mixedCalls(seeded.companies);
    const mix = mixedReads(calls);
    const backends = async () =>
      (
        await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name])
      ).rows.map((row) => row.pid);
    const env = { SEED_DEMO: "false", DATABASE_URL: url, LOG_LEVEL: "info" };
    const rows: ScaleRow[] = [];
    const callRows: ScaleRow[] = [];
    const first = await startServer(env);
    try {
      rows.push(...(await measureRuns("one", [first], mix, backends, mixRuns)));
      for (const { call, samples } of calls) {
        const [row] = await measureRuns(call, [first], { name: call, samples }, backends, 1);
        if (row) callRows.push(row);
      }
      const second = await startServer(env);
      try {
        rows.push(...(await measureRuns("two", [first, second], mix, backends, mixRuns)));
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
    }
    const body = `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}; 1-minute load average ${loadBefore.toFixed(1)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end.

PostgreSQL 15 on the same machine: a fresh database, ${companyCount} companies filled by \`fillCompanyLibrary\` (${seeded.documents} documents), analysed. The app is \`npm start\`'s server (production mode, LOG_LEVEL=info, a pool of 10 connections each), one process and then two on the same database. ${connections} connections with autocannon, each sending its next request as soon as it has a reply (closed loop, flat out), for ${seconds} s, ${mixRuns} times one after another after a ${warmUpSeconds} s warm-up (each call alone: once); with two processes, ${connections / 2} connections to each at once. Every request is signed in as a company owner on its own subdomain, drawn from one mix of the documents page's reads over every company: ${Object.entries(
      weights,
    )
      .map(([call, weight]) => `${call} ${weight}%`)
      .join(
        ", ",
      )} (the calls, folders, pages, sorts and search terms of "Company document library under load"). Times are exact, from every reply; CPU is each process's CPU time over the run (the app processes, the database's connections to this database, and the load generator: autocannon in the benchmark's own process, on the same two cores) per request.

Target: p95 under ${targetP95Ms} ms at ${connections} connections with 0 errors.

${table(rows)}

Where the CPU goes: each call of the mix alone, flat out at ${connections} connections on one process (${seconds} s after a ${warmUpSeconds} s warm-up). A call's share is its weight times its CPU per request, over the mix's sum.

${callTable(callRows)}`;
    writeSection("Mixed reads at 50 connections, one process and two (issue 23)", body);
    console.log(table(rows));
    console.log(callTable(callRows));
  } finally {
    await admin.end();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
