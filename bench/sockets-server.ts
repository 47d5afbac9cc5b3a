// The server side of the socket benchmark (sockets.bench.ts runs it as a child process): the whole
// app on a fresh PostgreSQL database seeded with companies of 50 people, each signed in; it answers
// the parent's requests over IPC (the sessions' tokens, its memory, announcing a notification).
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { announce } from "../apps/server/src/modules/notifications/deliver";
import { pushNotification } from "../apps/server/src/modules/notifications/live";
import { type Database, openPostgres } from "../apps/server/src/platform/db/client";
import { createJobs } from "../apps/server/src/platform/jobs/jobs";
import { createMailer } from "../apps/server/src/platform/mail/mailer";
import { companyNewsRoom } from "../apps/server/src/platform/realtime/rooms";
import { createLocalStorage } from "../apps/server/src/platform/storage/local";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = "cloudoc_bench_sockets";
const companies = Number(process.env.BENCH_SOCKET_COMPANIES ?? 100);
const perCompany = 50;

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Companies with an owner and 49 staff users each, every one with a live session (set-based). */
async function seed(db: Database) {
  await db.execute(sql`
    with c as (
      insert into companies (name, subdomain)
      select 'Socket care ' || g, 'benchsock' || g from generate_series(1, ${companies}) g
      returning id
    ), u as (
      insert into users (company_id, role, email, password_hash, firstname, lastname)
      select c.id, case when n = 1 then 'company' else 'user' end,
        'person-' || n || '-' || c.id || '@bench.test', 'not-a-hash', 'Bench', 'Person ' || n
      from c cross join generate_series(1, ${perCompany}) n
      returning id, company_id
    )
    insert into sessions (token_hash, user_id, company_id, expires_at)
    select encode(sha256(convert_to('benchtoken' || replace(u.id::text, '-', ''), 'UTF8')), 'hex'),
      u.id, u.company_id, now() + interval '4 hours'
    from u
  `);
  const rows = (await db.execute(sql`
    select s.company_id as "companyId", 'benchtoken' || replace(s.user_id::text, '-', '') as token
    from sessions s order by s.company_id
  `)) as unknown as { rows: { companyId: string; token: string }[] };
  const byCompany = new Map<string, string[]>();
  for (const row of rows.rows)
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.token]);
  return Object.fromEntries(byCompany);
}

const settle = async () => {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return process.memoryUsage();
};

async function main() {
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const database = await openPostgres(url.toString(), 10);
  await database.migrate();
  const tokens = await seed(database.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), "cloudoc-bench-sockets-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST: dataDir,
    BASE_DOMAIN: "bench.test",
  });
  const jobs = createJobs(database);
  await jobs.start();
  const mail = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: dataDir,
    log: pino({ level: "silent" }),
  });
  const app = await buildApp({ config, database, jobs, mail, storage: createLocalStorage(dataDir) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;

  process.on("message", async (message: { kind: string; companyId?: string; id?: number }) => {
    const reply = (body: object) => process.send?.({ id: message.id, ...body });
    if (message.kind === "memory") return reply({ memory: await settle() });
    if (message.kind === "joined") {
      const rooms = app.platform.realtime.io.of("/").adapter.rooms;
      const joined = Object.keys(tokens).reduce(
        (n, id) => n + (rooms.get(companyNewsRoom(id, "General"))?.size ?? 0),
        0,
      );
      return reply({ joined, sockets: app.platform.realtime.io.engine.clientsCount });
    }
    if (message.kind === "push" && message.companyId) {
      // The socket part alone: the event emitted to the room, nothing written.
      const now = new Date();
      const id = `push-${message.id}`;
      pushNotification(app.platform, message.companyId, {
        id,
        companyId: message.companyId,
        userId: null,
        category: "General",
        title: "Benchmark push",
        content: "",
        link: "",
        data: {},
        dedupeKey: null,
        createdAt: now,
      });
      return reply({ notificationId: id });
    }
    if (message.kind === "announce" && message.companyId) {
      const row = await announce(app.platform, {
        companyId: message.companyId,
        category: "General",
        title: "Benchmark notice",
        content: "Measuring how fast the bell rises.",
        link: "",
      });
      return reply({ notificationId: row?.id });
    }
    if (message.kind === "stop") {
      await app.close();
      await jobs.stop();
      await database.close();
      await adminQuery(`drop database if exists ${databaseName} with (force)`);
      process.exit(0);
    }
  });
  process.send?.({ id: 0, ready: true, port, tokens, memory: await settle() });
}

void main();
