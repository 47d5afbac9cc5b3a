import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { addDays, maxRemindersPerAssignment, ukToday } from "@cloudoc/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { type ReadingFixture, readingFixture } from "./reading-test-support";
import { sendPolicyReminders } from "./reminders";
import { policyAssignments, policyReminders } from "./tables";

let t: TestApp;
let f: ReadingFixture;
let alex: { user: { id: string; email: string }; token: string };
let sam: { user: { id: string; email: string }; token: string };
let soon: string;
let later: string;
let overdue: string;
const today = ukToday();

/** Every e-mail in the outbox sent to `to`, oldest first. */
async function emailsTo(to: string): Promise<string[]> {
  const folder = path.join(t.dataDir, "outbox");
  const files = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(files.sort().map((file) => readFile(path.join(folder, file), "utf8")));
  return texts.filter((text) => text.includes(`To: ${to}`)).map((text) => text.replaceAll("=\n", ""));
}

/** Runs the job as if it were `days` days from now; what it logs is dated that day too. */
async function runOn(days: number) {
  const day = addDays(today, days);
  const logged = () => f.db.select().from(policyReminders).where(ofCompany(policyReminders, f.a.company.id));
  const before = new Set((await logged()).map((row) => row.id));
  const reminded = await sendPolicyReminders(t.app.platform, day);
  const made = (await logged()).filter((row) => !before.has(row.id)).map((row) => row.id);
  if (made.length > 0) {
    await f.db
      .update(policyReminders)
      .set({ sentAt: sql`(${day}::date + time '12:00') at time zone 'Europe/London'` })
      .where(ofCompany(policyReminders, f.a.company.id, inArray(policyReminders.id, made)));
  }
  return reminded;
}

const sentPer = async () => {
  const rows = await f.db
    .select({ policyId: policyAssignments.policyId, sent: policyAssignments.remindersSent })
    .from(policyAssignments)
    .where(ofCompany(policyAssignments, f.a.company.id, eq(policyAssignments.userId, alex.user.id)));
  return Object.fromEntries(rows.map((row) => [row.policyId, row.sent]));
};

beforeAll(async () => {
  t = await createTestApp();
  f = await readingFixture(t);
  alex = await f.employeeWithToken(f.a.company.id);
  sam = await f.employeeWithToken(f.a.company.id, { firstname: "Sam" });
  soon = (await f.written("Due soon policy"))._id;
  later = (await f.written("Due later policy"))._id;
  overdue = (await f.written("Overdue policy"))._id;
  await f.assign([soon], alex.user.id, 2);
  await f.assign([later], alex.user.id, 10);
  await f.assign([overdue], alex.user.id, 1);
  await f.setDueDate(f.a.company.id, overdue, alex.user.id, addDays(today, -5));
  // Sam acknowledged theirs: nothing to remind.
  await f.assign([soon], sam.user.id, 1);
  expect((await f.readAndAcknowledge(sam.token, soon, "Sam Morgan")).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe("the daily policy reminders", () => {
  it("email the employee once a day about policies due within 3 days or overdue, each logged", async () => {
    expect(await runOn(0)).toBe(2);
    const [mail, ...others] = await emailsTo(alex.user.email);
    expect(others).toEqual([]);
    expect(mail).toContain(`Subject: Reminder: 2 policies to read and acknowledge for ${f.a.company.name}`);
    expect(mail).toMatch(/- Due soon policy: due \d\d\/\d\d\/\d{4}/);
    expect(mail).toMatch(/- Overdue policy: overdue, was due \d\d\/\d\d\/\d{4}/);
    expect(mail).not.toContain("Due later policy");
    expect(mail).toMatch(/http:\/\/\w+\.localhost:\d+\/employee\/policies/);
    expect(await emailsTo(sam.user.email)).toEqual([]);
    const logged = await f.db
      .select()
      .from(policyReminders)
      .where(ofCompany(policyReminders, f.a.company.id));
    expect(logged.map((r) => r.kind).sort()).toEqual(["due-soon", "overdue"]);

    // The job runs again the same day (a retry, a second process): nobody is emailed twice.
    expect(await runOn(0)).toBe(0);
    expect(await emailsTo(alex.user.email)).toHaveLength(1);
    expect(await runOn(1)).toBe(0);
  });

  it("remind overdue policies a week apart, and never more than 3 times each", async () => {
    expect(await runOn(7)).toBe(3);
    expect(await runOn(8)).toBe(0);
    expect(await runOn(14)).toBe(3);
    expect(await sentPer()).toEqual({ [soon]: 3, [later]: 2, [overdue]: 3 });
    expect(await runOn(21)).toBe(1);
    expect(await runOn(28)).toBe(0);
    expect(await sentPer()).toEqual({
      [soon]: maxRemindersPerAssignment,
      [later]: maxRemindersPerAssignment,
      [overdue]: maxRemindersPerAssignment,
    });
    expect(await emailsTo(alex.user.email)).toHaveLength(4);
    const logged = await f.db
      .select()
      .from(policyReminders)
      .where(ofCompany(policyReminders, f.a.company.id));
    expect(logged).toHaveLength(9);
  });
});
