// The acknowledgement matrix (issue 14): 500 employees × 200 policies, under 150 ms server side at p95.

import os from "node:os";
import type { MatrixFilters } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { openSession } from "../apps/server/src/modules/accounts/sessions";
import { acknowledgementMatrix } from "../apps/server/src/modules/policies/matrix";
import type { Database } from "../apps/server/src/platform/db/client";
import { createTestApp, type TestApp } from "../apps/server/src/testing/app";
import { describeMachine } from "./machine";
import { writeSection } from "./report";

const targetP95Ms = 150;
const employees = 500;
const policies = 200;
/** Companies of the same size beside the measured one, so the tables are not one company's alone. */
const companies = Number(process.env.BENCH_MATRIX_COMPANIES ?? 4);
const warmup = 5;
const runs = Number(process.env.BENCH_MATRIX_RUNS ?? 40);

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Companies with an owner, 500 employees in 5 groups and 200 written policies (every tenth with a
 * major change: acknowledgements of version 1 no longer count), each employee assigned every
 * policy with due dates spread from 20 days ago to 40 days ahead; about 70% read, and three in
 * four of those acknowledged. Set-based, in SQL.
 */
async function seed(db: Database) {
  await db.execute(sql`
    with c as (
      insert into companies (name, subdomain)
      select 'Bench matrix ' || g, 'benchmatrix' || g from generate_series(1, ${companies}) g returning id
    ), o as (
      insert into users (company_id, role, email, password_hash, firstname, lastname)
      select id, 'company', 'owner-' || id || '@bench.test', 'not-a-hash', 'Bench', 'Owner' from c
      returning id, company_id
    ), e as (
      insert into users (company_id, role, email, password_hash, firstname, lastname)
      select c.id, 'employee', 'carer-' || g || '-' || c.id || '@bench.test', 'not-a-hash', 'Carer', lpad(g::text, 4, '0')
      from c cross join generate_series(1, ${employees}) g
      returning id, company_id, lastname
    ), p as (
      insert into employee_profiles (user_id, company_id, job_role, start_date)
      select id, company_id, 'Care assistant', current_date - 100 from e
    ), gr as (
      insert into employee_groups (company_id, name)
      select c.id, 'Group ' || k from c cross join generate_series(0, 4) k returning id, company_id, name
    ), m as (
      insert into employee_group_members (group_id, user_id, company_id)
      select gr.id, e.id, e.company_id from e
      join gr on gr.company_id = e.company_id and gr.name = 'Group ' || (e.lastname::int % 5)
    ), sp as (
      insert into staff_policies (company_id, source, name, policy_number, version, ack_from_version, created_by)
      select o.company_id, 'written', 'Policy ' || lpad(g::text, 3, '0'), 'P-' || g,
        case when g % 10 = 0 then 2 else 1 end, case when g % 10 = 0 then 2 else 1 end, o.id
      from o cross join generate_series(1, ${policies}) g
      returning id, company_id
    )
    insert into policy_assignments (company_id, policy_id, user_id, due_date, read_at)
    select sp.company_id, sp.id, e.id, current_date + (abs(hashtext(sp.id::text || e.id::text)) % 61) - 20,
      case when abs(hashtext(e.id::text || sp.id::text)) % 10 < 7 then now() end
    from sp join e on e.company_id = sp.company_id
  `);
  await db.execute(sql`
    insert into policy_acknowledgements (company_id, policy_id, user_id, version, content_hash, typed_name, ip, user_agent)
    select pa.company_id, pa.policy_id, pa.user_id, 1, repeat('a', 64), 'Carer', '127.0.0.1', 'bench'
    from policy_assignments pa where pa.read_at is not null and abs(hashtext(pa.id::text)) % 4 <> 0
  `);
  await db.execute(sql`analyze`);
  const [first] = await rowsOf<{ companyId: string; ownerId: string; groupId: string; policyId: string }>(
    db,
    sql`select c.id as "companyId", o.id as "ownerId",
        (select id from employee_groups g where g.company_id = c.id order by name limit 1) as "groupId",
        (select id from staff_policies s where s.company_id = c.id order by name limit 1) as "policyId"
      from companies c join users o on o.company_id = c.id and o.role = 'company'
      where c.subdomain = 'benchmatrix1'`,
  );
  const [counts] = await rowsOf<{ assignments: number; acknowledgements: number }>(
    db,
    sql`select (select count(*)::int from policy_assignments) as assignments,
      (select count(*)::int from policy_acknowledgements) as acknowledgements`,
  );
  if (!first || !counts) throw new Error("nothing seeded");
  return { ...first, ...counts };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function measure(work: () => Promise<unknown>) {
  for (let n = 0; n < warmup; n += 1) await work();
  const times: number[] = [];
  for (let n = 0; n < runs; n += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
  };
}

type Case = { label: string; filters: Partial<MatrixFilters>; skip: number };

async function run(t: TestApp, label: string) {
  const db = t.app.platform.db;
  const started = performance.now();
  const seeded = await seed(db);
  const seedMs = Math.round(performance.now() - started);
  const { token } = await openSession(
    db,
    { id: seeded.ownerId, companyId: seeded.companyId },
    { ip: null, userAgent: null },
  );
  const cases: Case[] = [
    { label: "first page (25 employees × 200 policies)", filters: {}, skip: 0 },
    { label: "last page (skip 475)", filters: {}, skip: 475 },
    { label: "one group (100 employees), first page", filters: { groupId: seeded.groupId }, skip: 0 },
    { label: "one policy, first page", filters: { policyId: seeded.policyId }, skip: 0 },
    { label: 'search "0042"', filters: { search: "0042" }, skip: 0 },
  ];
  const lines: string[] = [];
  let worst = 0;
  for (const item of cases) {
    const filters: MatrixFilters = { search: "", ...item.filters };
    const service = await measure(() =>
      acknowledgementMatrix(db, seeded.companyId, filters, { skip: item.skip, limit: 25 }),
    );
    const call = await measure(async () => {
      const reply = await t.app.inject({
        method: "POST",
        url: "/api/user/policies/acknowledgement/matrix",
        headers: { authorization: `Bearer ${token}`, host: "localhost:3000" },
        payload: { ...item.filters, skip: item.skip, limit: 25 },
      });
      if (reply.statusCode !== 200)
        throw new Error(`matrix call: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
    });
    worst = Math.max(worst, call.p95);
    lines.push(
      `| ${label} | ${item.label} | ${service.p50} | ${service.p95} | ${call.p50} | ${call.p95} | ${call.max} |`,
    );
  }
  const csv = await measure(async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/policies/acknowledgement/matrix/export",
      headers: { authorization: `Bearer ${token}`, host: "localhost:3000" },
      payload: { format: "csv" },
    });
    if (reply.statusCode !== 200) throw new Error(`export: ${reply.statusCode}`);
  });
  lines.push(
    `| ${label} | CSV export of all 500 employees × 200 policies | | | ${csv.p50} | ${csv.p95} | ${csv.max} |`,
  );
  return { lines, worst, seedMs, seeded };
}

async function onDatabase(url: string | undefined, label: string) {
  const previous = process.env.TEST_DATABASE_URL;
  if (url) process.env.TEST_DATABASE_URL = url;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  try {
    return await run(t, label);
  } finally {
    await t.close();
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
  }
}

export async function benchPolicyMatrix(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const results = [await onDatabase(serverUrl, "PostgreSQL")];
  if (process.env.BENCH_MATRIX_PGLITE !== "0") results.push(await onDatabase(undefined, "PGlite"));
  const [postgres] = results;
  if (!postgres) return;
  const verdict =
    postgres.worst < targetP95Ms
      ? `met: the slowest call's p95 on PostgreSQL was ${postgres.worst} ms`
      : `NOT met: the slowest call's p95 on PostgreSQL was ${postgres.worst} ms`;
  const table = `| database | page | service p50 ms | service p95 ms | call p50 ms | call p95 ms | call max ms |\n|---|---|---|---|---|---|---|\n${results.flatMap((r) => r.lines).join("\n")}`;
  writeSection(
    "Acknowledgement matrix (issue 14)",
    `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}; PostgreSQL 15 on the same machine (load average ${os.loadavg()[0]?.toFixed(1)} when it ended: other work shared the machine).

${companies} companies seeded set-based in SQL (${postgres.seedMs} ms on PostgreSQL), each with ${employees} employees in 5 groups and ${policies} written policies, every employee assigned every policy (${postgres.seeded.assignments} assignments, ${postgres.seeded.acknowledgements} acknowledgements in the tables); every tenth policy had a major change, so its acknowledgements ask again. The first company's owner asks for the matrix: the service (\`acknowledgementMatrix\`: four set-based statements — the policies, their completion, the page of employees, its cells — two at a time on two connections, the cells classified in JavaScript) and the whole call through \`app.inject\` (session, validation, the reply schema and JSON), ${runs} times each after ${warmup} warm-up calls. Each reply carries the 200 policies with their completion over all matching employees, 25 rows of 200 statuses, and the overall completion.

Target: under ${targetP95Ms} ms at p95 server side — ${verdict}. The embedded PGlite (the default without \`DATABASE_URL\`, one process doing everything) is shown for information: it is the small-installation path, not the one the target is for.

${table}`,
  );
  console.log(table);
  console.log(`matrix target p95 ${targetP95Ms} ms: ${verdict}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPolicyMatrix();
