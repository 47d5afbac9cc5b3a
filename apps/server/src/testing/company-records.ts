import { addDays, ukToday } from "@cloudoc/contract";
import { eq, getTableColumns, getTableName, isTable, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { users } from "../modules/accounts/tables";
import type { LibraryFixture } from "../modules/library/test-support";
import { notify } from "../modules/notifications/service";
import { sendPolicyReminders } from "../modules/policies/reminders";
import { postForm } from "../modules/profile/test-files";
import type { Database } from "../platform/db/client";
import * as schema from "../platform/db/schema";
import { ofCompany } from "../platform/db/tenant";
import { buyPackage } from "./commerce";
import { makeBillingRecords } from "./records-billing";
import { makeCourseRecords } from "./records-courses";
import { makeFormsRecords } from "./records-forms";
import { makeHelpRecords } from "./records-help";
import { makeMyFilesRecords } from "./records-my-files";
import { makeNotificationRecords } from "./records-notifications";
import { makeSigningRecords } from "./records-signing";
import { makeSubscriptionsRecords } from "./records-subscriptions";
import { makeUsersRecords } from "./records-users";

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
  // employees, invitations and groups (issue 14): a group, and an invited employee in it
  const group = (await post("user/group/add", { name: "Night staff" })).data as { _id: string };
  await post("user/employee/add", {
    firstname: "Robin",
    lastname: "Hale",
    email: "robin.hale@example.test",
    groupIds: [group._id],
  });
  // Notifications are written by jobs (the template fan-out), not by a call: one here, then read.
  const notice = await notify(f.db, {
    companyId: f.a.company.id,
    category: "General",
    title: "News",
    content: "",
    link: "",
  });
  await post("user/get-one/notification", { notificationId: notice?.id });
  await post("user/create/RecentFiles", { fileId: second.id });
  const request = postForm(f.app, f.ownerA, "company/profile/edit/request", {
    reason: "We changed our trading name",
    changeRequest: JSON.stringify({ trading_name: "Meadowbank Homes" }),
  });
  await expectOk("edit request", request);
  await makePolicyRecords(f, second.id);
  await makeReadingRecords(f, second.id);
  await makeNotificationRecords(f);
  await makeUsersRecords(f);
  await makeSubscriptionsRecords(f);
  await makeBillingRecords(f);
  await makeMyFilesRecords(f);
  await makeSigningRecords(f);
  await makeCourseRecords(f);
  await makeFormsRecords(f);
  await makeHelpRecords(f);
}

/** Staff policies, their assignment and the published policies (issue 14, policies area). */
async function makePolicyRecords(f: LibraryFixture, documentId: string) {
  const post = (url: string, payload: object) => expectOk(url, f.post(f.ownerA, url, payload));
  const idOf = (reply: Record<string, unknown>) => (reply.data as { _id: string })._id;
  const policyId = idOf(
    await post("user/employee/policy/create", { name: "Lone working", content: "<p>Call in.</p>" }),
  );
  await expectOk("add company policy", f.get(f.ownerA, `user/add/company/policy?fileId=${documentId}`));
  const employee = await post("user/employee/add", {
    firstname: "Robin",
    lastname: "Reader",
    email: "robin.reader@example.test",
    setup: "password",
    password: "Test-password-1",
    confirmpassword: "Test-password-1",
  });
  const group = await post("user/group/add", { name: "Policy readers", employeeIds: [idOf(employee)] });
  await post("user/group/policy/assign", {
    selectedDocuments: [policyId],
    dueDate: addDays(ukToday(), 30),
    groupId: idOf(group),
  });
  await post("company/publishedpolicy/add", { fileId: documentId });
}

/**
 * The employee's reading (issue 14, reading area): Robin Reader (made above) acknowledges the
 * written policy, tries the quiz of the document policy, and is reminded of it (the reminders are
 * a job's, run here directly).
 */
async function makeReadingRecords(f: LibraryFixture, documentId: string) {
  const [robin] = await f.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(ofCompany(users, f.a.company.id, eq(users.email, "robin.reader@example.test")));
  if (!robin) throw new Error("the policies area makes Robin Reader");
  const token = await f.tokenOf(robin);
  const owner = (url: string, payload: object) => expectOk(url, f.post(f.ownerA, url, payload));
  const asRobin = (url: string, payload: object) => expectOk(url, f.post(token, url, payload));
  await owner("user/setquestion", {
    fileId: documentId,
    question: "Who do you call first?",
    choice: ["The on-call manager", "Nobody"],
    answers: [0],
    type: "single",
    testRequired: true,
  });
  const added = await expectOk(
    "policy of document",
    f.get(f.ownerA, `user/add/company/policy?fileId=${documentId}`),
  );
  const quizPolicy = (added.data as { _id: string })._id;
  const dueDate = addDays(ukToday(), 2);
  await owner("employee/assign/policy", { selectedDocuments: [quizPolicy], dueDate, userId: robin.id });
  const view = async (id: string) =>
    (await expectOk("view", f.get(token, `user/employee/policy/view?id=${id}`))).data as {
      version: number;
      contentHash: string;
      quiz: { questions: { id: string }[] } | null;
    };
  const listed = await expectOk("policies", f.get(token, "user/employee/policies"));
  const written = (listed.list as { _id: string; source: string }[]).find((p) => p.source === "written");
  if (!written) throw new Error("Robin has the written policy through the group");
  const read = await view(written._id);
  await asRobin("user/view/policies", { id: written._id });
  await asRobin("user/employee/policy/acknowledge", { id: written._id, ...read, fullName: "Robin Reader" });
  const quiz = await view(quizPolicy);
  const answers = (quiz.quiz?.questions ?? []).map((q) => ({ id: q.id, answer: [1] }));
  await asRobin("user/employee/policy/quiz", { id: quizPolicy, version: quiz.version, answers });
  if ((await sendPolicyReminders(f.app.platform)) === 0) throw new Error("Robin is owed a reminder");
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
