// Assigning policies (issue 14): 50 policies to a group of 500 employees on PostgreSQL, under 2 s.

import os from "node:os";
import { addDays, ukToday } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import pg from "pg";
import { assignToGroup } from "../apps/server/src/modules/policies/assign";
import { assignGroupPoliciesToMembers } from "../apps/server/src/modules/policies/group-assignments";
import type { CompanyActor } from "../apps/server/src/platform/actor";
import { type Database, type DatabaseHandle, openPostgres } from "../apps/server/src/platform/db/client";
import { describeMachine } from "./machine";
import { writeSection } from "./report";

const targetMs = 2_000;
const companyCount = Number(process.env.BENCH_POLICY_COMPANIES ?? 10);
const employeesPerGroup = 500;
const policiesPerCompany = 50;
const joiners = 100;
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = "cloudoc_bench_policies";

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database, migrated as the tests and the server migrate theirs. */
async function freshDatabase(): Promise<DatabaseHandle> {
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const handle = await openPostgres(url.toString(), 10);
  await handle.migrate();
  return handle;
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Companies with an owner, 500 employees (profiles started 100 days ago) all in one group, and 50
 * written policies with their version 1: set-based, in SQL.
 */
async function seed(db: Database) {
  await db.execute(sql`
    with c as (
      insert into companies (name, subdomain)
      select 'Bench policies ' || g, 'benchpol' || g from generate_series(1, ${companyCount}) g
      returning id
    ), o as (
      insert into users (company_id, role, email, password_hash, firstname, lastname)
      select id, 'company', 'owner-' || id || '@bench.test', 'not-a-hash', 'Bench', 'Owner' from c
      returning id, company_id
    ), e as (
      insert into users (company_id, role, email, password_hash, firstname, lastname)
      select c.id, 'employee', 'employee-' || g || '-' || c.id || '@bench.test', 'not-a-hash', 'Carer', g::text
      from c cross join generate_series(1, ${employeesPerGroup}) g
      returning id, company_id
    ), p as (
      insert into employee_profiles (user_id, company_id, start_date)
      select id, company_id, current_date - 100 from e
    ), gr as (
      insert into employee_groups (company_id, name) select id, 'All care staff' from c returning id, company_id
    ), m as (
      insert into employee_group_members (group_id, user_id, company_id)
      select gr.id, e.id, e.company_id from gr join e on e.company_id = gr.company_id
    ), sp as (
      insert into staff_policies (company_id, source, name, created_by)
      select o.company_id, 'written', 'Policy ' || g, o.id from o cross join generate_series(1, ${policiesPerCompany}) g
      returning id, company_id, name
    )
    insert into staff_policy_versions (company_id, policy_id, version, name, content, content_hash)
    select company_id, id, 1, name, '<p>Our wording.</p>', encode(sha256(convert_to('<p>Our wording.</p>', 'UTF8')), 'hex')
    from sp
  `);
  await db.execute(sql`analyze`);
  return rowsOf<{ companyId: string; ownerId: string; groupId: string; policyIds: string[] }>(
    db,
    sql`select c.id as "companyId", o.id as "ownerId", g.id as "groupId",
          array(select id::text from staff_policies where company_id = c.id order by name) as "policyIds"
        from companies c
        join users o on o.company_id = c.id and o.role = 'company'
        join employee_groups g on g.company_id = c.id
        order by c.subdomain`,
  );
}

const actorOf = (companyId: string, userId: string): CompanyActor => ({
  companyId,
  userId,
  origin: { ip: "127.0.0.1", userAgent: "bench" },
  session: {
    sessionId: "bench",
    userId,
    companyId,
    role: "company",
    permissions: [],
    email: "owner@bench.test",
    subdomain: null,
    expiresAt: new Date(Date.now() + 60_000),
    secondFactor: false,
    packageFacts: [],
  },
});

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Adds `count` joiners (starting in 10 days) to the company's group; answers their ids. */
async function addJoiners(db: Database, companyId: string, groupId: string, count: number) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with e as (
          insert into users (company_id, role, email, password_hash, firstname, lastname)
          select ${companyId}, 'employee', 'joiner-' || g || '@bench.test', 'not-a-hash', 'Joiner', g::text
          from generate_series(1, ${count}) g returning id
        ), p as (
          insert into employee_profiles (user_id, company_id, start_date) select id, ${companyId}, current_date + 10 from e
        )
        insert into employee_group_members (group_id, user_id, company_id) select ${groupId}, id, ${companyId} from e
        returning user_id as id`,
  );
  return rows.map((row) => row.id);
}

export async function benchPolicyAssign(): Promise<void> {
  const handle = await freshDatabase();
  const db = handle.db;
  try {
    const seeded = await timed(() => seed(db));
    const companies = seeded.result;
    const today = ukToday();
    const lines: string[] = [];
    const firsts: number[] = [];
    for (const company of companies) {
      const actor = actorOf(company.companyId, company.ownerId);
      const run = await timed(() =>
        assignToGroup(db, actor, {
          selectedDocuments: company.policyIds,
          dueDate: addDays(today, 28),
          groupId: company.groupId,
        }),
      );
      if (run.result.assigned !== employeesPerGroup * policiesPerCompany) {
        throw new Error(
          `expected ${employeesPerGroup * policiesPerCompany} assignments, wrote ${run.result.assigned}`,
        );
      }
      firsts.push(run.ms);
    }
    const [first] = companies;
    if (!first) throw new Error("no company seeded");
    const actor = actorOf(first.companyId, first.ownerId);
    const again = (dueDate: string) =>
      timed(() =>
        assignToGroup(db, actor, { selectedDocuments: first.policyIds, dueDate, groupId: first.groupId }),
      );
    const later = await again(addDays(today, 60));
    const earlier = await again(addDays(today, 14));
    const joinerIds = await addJoiners(db, first.companyId, first.groupId, joiners);
    const joined = await timed(() =>
      db.transaction((tx) => assignGroupPoliciesToMembers(tx, first.companyId, first.groupId, joinerIds)),
    );
    const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from policy_assignments`);

    const worst = Math.max(...firsts, later.ms, earlier.ms, joined.ms);
    lines.push(
      `| ${policiesPerCompany} policies → a new group of ${employeesPerGroup} (${employeesPerGroup * policiesPerCompany} assignments written), ${firsts.length} companies one after another | ${percentile(firsts, 50)} | ${percentile(firsts, 90)} | ${Math.max(...firsts)} |`,
      `| the same again with a later due date (all already assigned: nothing written) | ${later.ms} | | |`,
      `| the same again with an earlier due date (${earlier.result.assigned} due dates moved earlier) | ${earlier.ms} | | |`,
      `| ${joiners} joiners added to the group get its ${policiesPerCompany} policies (${joined.result} assignments, due from their start) | ${joined.ms} | | |`,
    );
    const verdict =
      worst < targetMs ? `met: the slowest took ${worst} ms` : `NOT met: the slowest took ${worst} ms`;
    const table = `| run | ms (median) | ms (p90) | ms (max) |\n|---|---|---|---|\n${lines.join("\n")}`;
    writeSection(
      "Assigning policies (issue 14)",
      `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}; PostgreSQL 15 on the same machine (load average ${os.loadavg()[0]?.toFixed(1)} when it ended: other work shared the machine).

${companies.length} companies seeded set-based in SQL (${seeded.ms} ms), each with an owner, ${employeesPerGroup} employees in one group and ${policiesPerCompany} written policies. Each company's owner then assigns all ${policiesPerCompany} policies to the group with a due date four weeks ahead, through the service the call uses (\`assignToGroup\`, POST /user/group/policy/assign): one transaction that checks the group and the policies, upserts the ${policiesPerCompany} group assignments and gives every active member each policy in one INSERT … SELECT (ON CONFLICT keeps the earlier due date). The companies run one after another, so the later ones insert next to the earlier ones' rows (${total?.n ?? 0} assignments in the table at the end).

Target: ${policiesPerCompany} policies to a group of ${employeesPerGroup} in under ${targetMs / 1000} s — ${verdict}.

${table}`,
    );
    console.log(table);
    console.log(`policy assignment target ${targetMs} ms: ${verdict}`);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPolicyAssign();
