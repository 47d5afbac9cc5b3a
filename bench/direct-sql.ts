import { inputSchemaOf, routes } from "@cloudoc/contract";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { findSession } from "../apps/server/src/modules/accounts/sessions";
import { listTopFolders } from "../apps/server/src/modules/folders/service";
import type { CompanyActor } from "../apps/server/src/platform/actor";
import type { Database } from "../apps/server/src/platform/db/client";
import * as schema from "../apps/server/src/platform/db/schema";
import { cpuMsPer, type Row, round2, summarise } from "./latency-rows";
import type { SeededCompany } from "./library-seed";
import { cpuSecondsOf } from "./mix";

// The SQL a call runs, learnt from the app's own code, then replayed through one pg client: what
// the call would cost without HTTP and the platform around it.

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Runs the folder list's own code on a logging drizzle to learn its SQL, and the session lookup's
 * (which reads the company's subscriptions for the entitlement guard in the same statement).
 */
export async function captureStatements(url: string, company: SeededCompany, folderListBody: object) {
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
export async function directSql(
  url: string,
  name: string,
  statements: Statement[],
  runSeconds: number,
  warmUpSeconds: number,
) {
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
