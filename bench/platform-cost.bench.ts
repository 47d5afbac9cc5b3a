// The platform's cost per request (issue 23): one connection against PostgreSQL, a bare Fastify
// route, /api/health, a signed-in /user/getFoldersList and the same SQL run directly through one
// pg client; then the signed-in call in pieces (global hooks, session, logging, Redis) and a CPU
// profile of the server under that load. Measurement only: the server runs unchanged, with
// bench/platform-probe.ts preloaded to add its timing routes outside /api.
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { inputSchemaOf, routes } from "@cloudoc/contract";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { findSession } from "../apps/server/src/modules/accounts/sessions";
import { listTopFolders } from "../apps/server/src/modules/folders/service";
import type { CompanyActor } from "../apps/server/src/platform/actor";
import type { Database } from "../apps/server/src/platform/db/client";
import * as schema from "../apps/server/src/platform/db/schema";
import { createTestDatabase } from "../apps/server/src/testing/database";
import { type RunningServer, startServer } from "../e2e/support/server";
import { type SeededCompany, seedCompanies } from "./library-seed";
import { describeMachine } from "./machine";
import { cpuSecondsOf, pidOnPort } from "./mix";
import { succeeded } from "./paced";
import { writeSection } from "./report";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
/** The four calls the target compares; the pieces and the profile run shorter. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pieceSeconds = Number(process.env.BENCH_PIECE_SECONDS ?? 5);
const warmUpSeconds = 1;
const folderListBody = { sort: "default", status: "all" };
const probe = path.resolve(import.meta.dirname, "platform-probe.ts");

interface Call {
  method: "GET" | "POST";
  path: string;
  /** Signed in as the company's owner, on its own subdomain. */
  signedIn?: boolean;
  body?: object;
}

interface Row {
  name: string;
  setup: string;
  requests: number;
  requestsPerSecond: number;
  mean: number;
  p50: number;
  p95: number;
  /** CPU time per request of the serving process (for the direct SQL: this process, the pg client). */
  serverCpuMs: number | null;
  /** CPU time per request of the PostgreSQL connections serving it. */
  databaseCpuMs: number | null;
  errors: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summarise(name: string, setup: string, latencies: number[], elapsedMs: number, errors: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = latencies.reduce((sum, ms) => sum + ms, 0);
  return {
    name,
    setup,
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length * 1000) / elapsedMs),
    mean: round2(total / Math.max(1, latencies.length)),
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    errors,
  };
}

/** CPU milliseconds per request that `pids` used between two readings. */
function cpuMsPer(pids: number[], before: Map<number, number>, requests: number): number | null {
  if (pids.length === 0) return null;
  let used = 0;
  for (const [pid, now] of cpuSecondsOf(pids)) used += now - (before.get(pid) ?? now);
  return round2((used * 1000) / Math.max(1, requests));
}

/** autocannon, one connection sending its next request as soon as it has a reply; exact times. */
async function oneConnection(baseUrl: string, call: Call, company: SeededCompany, runSeconds: number) {
  const port = new URL(baseUrl).port;
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: 1,
        duration: runSeconds,
        requests: [
          {
            method: call.method,
            path: call.path,
            headers: {
              "content-type": "application/json",
              ...(call.signedIn
                ? { host: `${company.subdomain}.localhost:${port}`, authorization: `Bearer ${company.token}` }
                : {}),
            },
            ...(call.body ? { body: JSON.stringify(call.body) } : {}),
            onResponse: (status, body) => {
              if (status === 200 && !succeeded(status, body)) refused += 1;
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    latencies,
    elapsedMs: performance.now() - started,
    errors: result.errors + result.non2xx + refused,
  };
}

interface Target {
  server: { baseUrl: string; pids: () => Promise<{ server: number[]; database: number[] }> };
  company: SeededCompany;
}

async function measure(target: Target, name: string, setup: string, call: Call, runSeconds: number) {
  const { server, company } = target;
  await oneConnection(server.baseUrl, call, company, warmUpSeconds);
  const pids = await server.pids();
  const serverBefore = cpuSecondsOf(pids.server);
  const databaseBefore = cpuSecondsOf(pids.database);
  const run = await oneConnection(server.baseUrl, call, company, runSeconds);
  const requests = run.latencies.length;
  const row: Row = {
    ...summarise(name, setup, run.latencies, run.elapsedMs, run.errors),
    serverCpuMs: cpuMsPer(pids.server, serverBefore, requests),
    databaseCpuMs: cpuMsPer(pids.database, databaseBefore, requests),
  };
  console.log(
    `${setup} | ${name} | ${row.requestsPerSecond}/s | mean ${row.mean} p95 ${row.p95} ms | cpu ${row.serverCpuMs} + db ${row.databaseCpuMs} ms | errors ${row.errors}`,
  );
  return row;
}

/** The statements one call makes, as node-postgres receives them from drizzle. */
interface Statement {
  text: string;
  values: unknown[];
}

/** Runs the folder list's own code on a logging drizzle to learn its SQL (and the session lookup's). */
async function captureStatements(url: string, company: SeededCompany) {
  const captured: Statement[] = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const logger = { logQuery: (text: string, values: unknown[]) => void captured.push({ text, values }) };
    const db = drizzle({ client, schema, logger }) as unknown as Database;
    const session = await findSession(db, company.token);
    if (!session?.companyId) throw new Error("the seeded session was not found");
    const sessionSql = captured.splice(0);
    const actor: CompanyActor = {
      session,
      userId: session.userId,
      companyId: session.companyId,
      origin: { ip: "127.0.0.1", userAgent: "bench" },
    };
    const input = inputSchemaOf(routes.topFolders)?.parse(folderListBody);
    await listTopFolders(db, actor, input as Parameters<typeof listTopFolders>[2]);
    return { sessionSql, folderSql: captured.splice(0) };
  } finally {
    await client.end();
  }
}

/** The statements run back to back through one pg client in a loop: one "request" a round. */
async function directSql(url: string, name: string, statements: Statement[], runSeconds: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const round = async () => {
    for (const { text, values } of statements) await client.query({ text, values, rowMode: "array" });
  };
  const loop = async (ms: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    while (performance.now() - started < ms) {
      const t = performance.now();
      await round();
      latencies.push(performance.now() - t);
    }
    return { latencies, elapsedMs: performance.now() - started, requests: latencies.length };
  };
  try {
    await loop(warmUpSeconds * 1000);
    const backend = (client as unknown as { processID: number }).processID;
    const clientBefore = process.cpuUsage();
    const databaseBefore = cpuSecondsOf([backend]);
    const result = await loop(runSeconds * 1000);
    const used = process.cpuUsage(clientBefore);
    const row: Row = {
      ...summarise(name, "one pg client, no HTTP", result.latencies, result.elapsedMs, 0),
      serverCpuMs: round2((used.user + used.system) / 1000 / Math.max(1, result.requests)),
      databaseCpuMs: cpuMsPer([backend], databaseBefore, result.requests),
    };
    console.log(`direct SQL | ${name} | ${row.requestsPerSecond}/s | mean ${row.mean} p95 ${row.p95} ms`);
    return row;
  } finally {
    await client.end();
  }
}

/** The bare Fastify route, in a process of its own as the app is. */
async function startBare(): Promise<{ baseUrl: string; pid: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve(import.meta.dirname, "platform-bare.ts")],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", () => reject(new Error("the bare Fastify server exited")));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, child };
}

async function withApp<T>(
  env: Record<string, string>,
  url: string,
  admin: pg.Client,
  work: (server: RunningServer, target: Target["server"]) => Promise<T>,
) {
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ""} --import tsx --import ${probe}`.trim();
  const server = await startServer({
    SEED_DEMO: "false",
    NODE_OPTIONS: nodeOptions,
    DATABASE_URL: url,
    ...env,
  });
  const pid = pidOnPort(server.port);
  const databaseName = new URL(url).pathname.slice(1);
  const pids = async () => ({
    server: pid === undefined ? [] : [pid],
    database: (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [databaseName],
      )
    ).rows.map((row) => row.pid),
  });
  try {
    return await work(server, { baseUrl: server.baseUrl, pids });
  } finally {
    await server.stop();
  }
}

/** Self time of a V8 CPU profile by module (npm package, app folder, Node core, V8), and its top functions. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
}

function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "V8 built-ins and native";
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url);
  if (packageMatch) return packageMatch[1] ?? url;
  if (url.startsWith("node:")) return "Node core";
  const own = /\/(apps\/server\/src|packages\/[^/]+\/src|bench)\/(.*)$/.exec(url);
  if (own) return own[1] === "apps/server/src" ? `app ${path.dirname(own[2] ?? "")}` : (own[1] ?? url);
  return url;
}

function profileTable(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const modules = new Map<string, { samples: number; functions: Map<string, number> }>();
  let idle = 0;
  for (const [id, count] of counts) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === "(idle)") {
      idle += count;
      continue;
    }
    const name = moduleOf(frame.url, frame.functionName);
    const entry = modules.get(name) ?? { samples: 0, functions: new Map() };
    entry.samples += count;
    const fn = `${frame.functionName || "(anonymous)"}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
    entry.functions.set(fn, (entry.functions.get(fn) ?? 0) + count);
    modules.set(name, entry);
  }
  const busy = profile.samples.length - idle;
  const percent = (n: number) => `${((100 * n) / Math.max(1, busy)).toFixed(1)}%`;
  const ranked = [...modules.entries()].sort((a, b) => b[1].samples - a[1].samples);
  const lines = ranked.slice(0, 12).map(([name, entry]) => {
    const top = [...entry.functions.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([fn, n]) => `\`${fn}\` ${percent(n)}`)
      .join(", ");
    return `| ${name} | ${percent(entry.samples)} | ${top} |`;
  });
  const rest = ranked.slice(12).reduce((sum, [, entry]) => sum + entry.samples, 0);
  return {
    idleShare: idle / Math.max(1, profile.samples.length),
    table: [
      "| module | share of busy CPU | top functions (self) |",
      "|---|---|---|",
      ...lines,
      `| everything else (${ranked.length - 12} modules) | ${percent(rest)} | |`,
    ].join("\n"),
  };
}

async function profileUnderLoad(target: Target, call: Call) {
  await fetch(`${target.server.baseUrl}/bench/profile/start`, { method: "POST" });
  const run = await oneConnection(target.server.baseUrl, call, target.company, pieceSeconds);
  const profile = (await (
    await fetch(`${target.server.baseUrl}/bench/profile/stop`, { method: "POST" })
  ).json()) as CpuProfile;
  return { ...profileTable(profile), requests: run.latencies.length };
}

function table(rows: Row[]) {
  return [
    "| call | setup | requests/s | mean ms | p50 ms | p95 ms | server CPU ms/request | PostgreSQL CPU ms/request | errors |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.setup} | ${r.requestsPerSecond} | ${r.mean} | ${r.p50} | ${r.p95} | ${r.serverCpuMs ?? "–"} | ${r.databaseCpuMs ?? "–"} | ${r.errors} |`,
    ),
  ].join("\n");
}

const folderCall: Call = {
  method: "POST",
  path: "/api/user/getFoldersList",
  signedIn: true,
  body: folderListBody,
};
const sessionCall: Call = { method: "POST", path: "/bench/session", signedIn: true, body: folderListBody };
const constantCall: Call = { method: "GET", path: "/bench/constant" };
const healthCall: Call = { method: "GET", path: "/api/health" };

export async function benchPlatformCost(): Promise<void> {
  const loadBefore = os.loadavg()[0] ?? 0;
  process.env.TEST_DATABASE_URL ??= serverUrl;
  const database = await createTestDatabase();
  if (database.handle.kind !== "postgres") throw new Error("the platform-cost benchmark runs on PostgreSQL");
  const url = database.handle.url;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const seeded = await seedCompanies(database.handle.db, 1, console.log);
    await database.handle.db.execute(sql`analyze`);
    const company = seeded.companies[0];
    if (!company) throw new Error("no company seeded");
    const { sessionSql, folderSql } = await captureStatements(url, company);
    console.log(`folder list: ${folderSql.length} statements; session lookup: ${sessionSql.length}`);

    const bare = await startBare();
    const target: Row[] = [];
    try {
      const server = { baseUrl: bare.baseUrl, pids: async () => ({ server: [bare.pid], database: [] }) };
      target.push(
        await measure(
          { server, company },
          "(a) bare Fastify route, constant",
          "own process, no logger",
          { method: "GET", path: "/bare" },
          seconds,
        ),
      );
    } finally {
      bare.child.kill("SIGINT");
    }

    const shipped = "LOG_LEVEL=info, database rate limiter";
    const pieces: Row[] = [];
    const profile = await withApp({ LOG_LEVEL: "info" }, url, admin, async (_app, server) => {
      const t = { server, company };
      target.push(await measure(t, "(b) GET /api/health", shipped, healthCall, seconds));
      target.push(
        await measure(t, "(c) POST /api/user/getFoldersList, signed in", shipped, folderCall, seconds),
      );
      pieces.push(
        await measure(t, "app route, constant (global hooks only)", shipped, constantCall, pieceSeconds),
      );
      pieces.push(
        await measure(t, "app route, session lookup then constant", shipped, sessionCall, pieceSeconds),
      );
      pieces.push(target[target.length - 1] as Row);
      return profileUnderLoad(t, folderCall);
    });
    const silent = "LOG_LEVEL=silent";
    await withApp({ LOG_LEVEL: "silent" }, url, admin, async (_app, server) => {
      const t = { server, company };
      pieces.push(
        await measure(t, "app route, constant (global hooks only)", silent, constantCall, pieceSeconds),
      );
      pieces.push(
        await measure(t, "app route, session lookup then constant", silent, sessionCall, pieceSeconds),
      );
      pieces.push(await measure(t, "POST /api/user/getFoldersList", silent, folderCall, pieceSeconds));
      pieces.push(await measure(t, "GET /api/health", silent, healthCall, pieceSeconds));
    });
    const redis = "LOG_LEVEL=info, REDIS_URL (Redis rate limiter and realtime)";
    await withApp({ LOG_LEVEL: "info", REDIS_URL: redisUrl }, url, admin, async (_app, server) => {
      const t = { server, company };
      pieces.push(await measure(t, "POST /api/user/getFoldersList", redis, folderCall, pieceSeconds));
      pieces.push(await measure(t, "GET /api/health", redis, healthCall, pieceSeconds));
    });

    const folderSqlRow = await directSql(url, "(d) the folder list's SQL", folderSql, seconds);
    target.push(folderSqlRow);
    pieces.push(
      await directSql(
        url,
        "the session lookup's and the folder list's SQL",
        [...sessionSql, ...folderSql],
        pieceSeconds,
      ),
    );
    pieces.push(await directSql(url, "the session lookup's SQL alone", sessionSql, pieceSeconds));

    const api = target.find((r) => r.name.startsWith("(c)")) as Row;
    const verdict = (key: "mean" | "p95") => {
      const limit = round2(1.5 * folderSqlRow[key] + 1);
      const ratio = (api[key] / folderSqlRow[key]).toFixed(2);
      return `${key}: API ${api[key]} ms against SQL ${folderSqlRow[key]} ms, ${ratio}×; the limit 1.5 × ${folderSqlRow[key]} + 1 = ${limit} ms — ${api[key] <= limit ? "met" : "**not met**"}`;
    };
    const body = `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}; 1-minute load average ${loadBefore.toFixed(1)} at the start.

PostgreSQL 15 on the same machine (a fresh database, one company filled by \`fillCompanyLibrary\` from 8 packages, ${seeded.documents} documents, analysed). One connection throughout: autocannon with one connection sending its next request as soon as it has a reply, ${seconds} s per call (${pieceSeconds} s for the pieces) after a ${warmUpSeconds} s warm-up; times are exact, from every reply. The app is \`npm start\`'s server (production mode, its pool of 10 connections), started unchanged with \`bench/platform-probe.ts\` preloaded to add two timing routes outside \`/api\` and a CPU profiler; its log lines go to a pipe the benchmark drains. The direct SQL is the statements the folder list's own code sends (${folderSql.length} for the list, ${sessionSql.length} for the session lookup, captured through drizzle's logger), run back to back through one \`pg\` client. CPU per request is the CPU time of the serving process and of its PostgreSQL connections over the run (for the direct SQL, the benchmark process running the \`pg\` client).

Target: the signed-in read within 1.5× the SQL plus 1 ms — ${verdict("mean")}; ${verdict("p95")}.

${table(target)}

Where the time goes: the signed-in read in pieces (the same server built three ways: as configured by default, with logging off, with Redis), and the SQL alone.

${table(pieces)}

CPU profile of the server (LOG_LEVEL=info) serving \`/user/getFoldersList\` on one connection for ${pieceSeconds} s (${profile.requests} requests; sampled every 250 µs): self time by module, as a share of the time the process was not idle (it was idle ${(profile.idleShare * 100).toFixed(0)}% of the run, waiting on PostgreSQL and the client).

${profile.table}`;
    writeSection("Platform cost per request (issue 23)", body);
    console.log(table(target));
    console.log(table(pieces));
    console.log(profile.table);
  } finally {
    await admin.end();
    await database.drop();
  }
}
