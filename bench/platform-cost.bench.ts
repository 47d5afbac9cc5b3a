// The platform's cost per request (issue 23): one connection against PostgreSQL, a bare Fastify
// route, /api/health, a signed-in /user/getFoldersList and the same SQL run directly through one
// pg client; then the signed-in call in pieces (global hooks, session, logging, Redis) and a CPU
// profile of the server under that load. Measurement only: the server runs unchanged, with
// bench/platform-probe.ts preloaded to add its timing routes outside /api.
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createTestDatabase } from "../apps/server/src/testing/database";
import { type RunningServer, startServer } from "../e2e/support/server";
import { type CpuProfile, profileTable } from "./cpu-profile";
import { captureStatements, directSql } from "./direct-sql";
import { cpuMsPer, type Row, round2, summarise } from "./latency-rows";
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
    const { sessionSql, folderSql } = await captureStatements(url, company, folderListBody);
    const callSql = [...sessionSql, ...folderSql];
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

    const folderSqlRow = await directSql(url, "(d) the folder list's SQL", folderSql, seconds, warmUpSeconds);
    target.push(folderSqlRow);
    const callSqlRow = await directSql(
      url,
      "(e) all the SQL the call sends: the session lookup and the folder list",
      callSql,
      seconds,
      warmUpSeconds,
    );
    target.push(callSqlRow);
    pieces.push(
      await directSql(url, "the session lookup's SQL alone", sessionSql, pieceSeconds, warmUpSeconds),
    );

    const api = target.find((r) => r.name.startsWith("(c)")) as Row;
    const verdict = (sqlRow: Row, key: "mean" | "p95") => {
      const limit = round2(1.5 * sqlRow[key] + 1);
      const ratio = (api[key] / sqlRow[key]).toFixed(2);
      return `${key}: API ${api[key]} ms against SQL ${sqlRow[key]} ms, ${ratio}×; the limit 1.5 × ${sqlRow[key]} + 1 = ${limit} ms — ${api[key] <= limit ? "met" : "**not met**"}`;
    };
    const body = `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}; 1-minute load average ${loadBefore.toFixed(1)} at the start.

PostgreSQL 15 on the same machine (a fresh database, one company filled by \`fillCompanyLibrary\` from 8 packages, ${seeded.documents} documents, analysed). One connection throughout: autocannon with one connection sending its next request as soon as it has a reply, ${seconds} s per call (${pieceSeconds} s for the pieces) after a ${warmUpSeconds} s warm-up; times are exact, from every reply. The app is \`npm start\`'s server (production mode, its pool of 10 connections), started unchanged with \`bench/platform-probe.ts\` preloaded to add two timing routes outside \`/api\` and a CPU profiler; its log lines go to a pipe the benchmark drains. The direct SQL is the statements the call's own code sends, captured through drizzle's logger: ${sessionSql.length} for the session lookup (which also reads the company's subscriptions for the entitlement guard: the folder list is a call of a subscribed company) and ${folderSql.length} for the folder list itself; run back to back through one \`pg\` client, unprepared, where the app prepares the session lookup and sends the folder list's two at once. CPU per request is the CPU time of the serving process and of its PostgreSQL connections over the run (for the direct SQL, the benchmark process running the \`pg\` client).

Target: the signed-in read within 1.5× the SQL plus 1 ms. Against all the SQL the call sends (e), the same SQL the app runs — ${verdict(callSqlRow, "mean")}; ${verdict(callSqlRow, "p95")}. Against the folder list's own SQL alone (d), as the last measurement compared — ${verdict(folderSqlRow, "mean")}; ${verdict(folderSqlRow, "p95")}.

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
