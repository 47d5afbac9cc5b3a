import { getTableColumns, getTableName, isTable, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { LibraryFixture } from "../modules/library/test-support";
import { notify } from "../modules/notifications/service";
import { postForm } from "../modules/profile/test-files";
import type { Database } from "../platform/db/client";
import * as schema from "../platform/db/schema";
import { buyPackage } from "./commerce";

/**
 * One record of every kind for a company, made through the API as its owner would (the
 * cross-tenant walk uses them as "another company's ids"), and a fingerprint of everything the
 * company holds, to prove a call changed nothing.
 */

/** The tables whose rows belong to one company: every Drizzle table with `company_id`. */
export const tenantTables: [string, PgTable][] = Object.entries(schema as Record<string, unknown>).flatMap(
  ([name, value]): [string, PgTable][] =>
    isTable(value) && "companyId" in getTableColumns(value) ? [[name, value as PgTable]] : [],
);

const expectOk = async (label: string, reply: Promise<{ statusCode: number; body: string }>) => {
  const answered = await reply;
  if (answered.statusCode !== 200)
    throw new Error(`${label} failed: ${answered.statusCode} ${answered.body}`);
  return JSON.parse(answered.body) as Record<string, unknown>;
};

/** Makes one of everything a company can hold, as company A's owner. */
export async function makeCompanyRecords(f: LibraryFixture) {
  const post = (url: string, payload: object) => expectOk(url, f.post(f.ownerA, url, payload));
  const [first, second, third] = await f.documentsOf(f.a.company.id);
  if (!first || !second || !third) throw new Error("the fixture fills documents");
  await buyPackage(f.app, f.ownerA, f.ids.packageId("care-home-wales"), {
    renewalPlan: "yearly",
    packages: ["combo"],
  });
  await post("user/add-to-cart", { packageId: f.ids.packageId("care-home-wales") });
  await post("user/savecontent", { fileId: first.id, content: "<p>Our wording</p>", version: first.version });
  await post("user/updatecontent", { fileId: first.id, variables: { "company.director": "Pat Lee" } });
  await post("company/update-bulk-files", { files: [first.id], actiontype: "overwritten" });
  await post("user/documents/review", { fileId: first.id, notes: "Checked", review_date: "01/01/2030" });
  await post("site/insert/saved_docs", { name: "Draft", file_id: first.id, content: "<p>draft</p>" });
  await post("user/save/sidebar/Reference", { fileId: first.id, ids: [second.id] });
  await post("user/setquestion", {
    fileId: first.id,
    question: "Who must you tell first?",
    choice: ["Your manager", "Nobody"],
    answers: [0],
    type: "single",
  });
  await post("user/report/issue", { fileId: first.id, issue: "Something else", comments: "A typo" });
  await post("user/bulk-export-pdf", { values: [second.id] });
  await post("user/restore-documents", { action: "start" });
  await post("user/deleteFile", { fileId: third.id });
  // Notifications are written by jobs (the template fan-out), not by a call: one here, then read.
  const notice = await notify(f.db, {
    companyId: f.a.company.id,
    category: "General",
    title: "News",
    content: "",
    link: "",
  });
  await post("user/get-one/notification", { notificationId: notice?.id });
  const request = postForm(f.app, f.ownerA, "company/profile/edit/request", {
    reason: "We changed our trading name",
    changeRequest: JSON.stringify({ trading_name: "Meadowbank Homes" }),
  });
  await expectOk("edit request", request);
}

/** The ids of every record company `companyId` holds, one per table that has an `id`. */
export async function companyRecordIds(db: Database, companyId: string) {
  const ids: { table: string; id: string }[] = [];
  for (const [, table] of tenantTables) {
    if (!("id" in getTableColumns(table))) continue;
    const name = getTableName(table);
    const result = (await db.execute(
      sql`select id::text as id from ${table} where company_id = ${companyId} order by id limit 1`,
    )) as { rows: { id?: string }[] };
    const row = result.rows[0];
    if (row?.id) ids.push({ table: name, id: row.id });
  }
  return ids;
}

/** A fingerprint of everything a company holds: any change to any of its rows changes it. */
export async function companyFingerprint(db: Database, companyId: string): Promise<string> {
  const parts: string[] = [];
  for (const [, table] of tenantTables) {
    const result = (await db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${table} t where company_id = ${companyId}`,
    )) as { rows: { hash?: string }[] };
    parts.push(`${getTableName(table)}=${String(result.rows[0]?.hash)}`);
  }
  return parts.join(",");
}
