import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { users } from "../accounts/tables";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { type NewNotification, notify } from "../notifications/service";
import { sendUpdateDigests } from "./digest";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
}, 60_000);
afterAll(() => t.close());

/** Every e-mail in the outbox sent to `to`, oldest first. */
async function emailsTo(to: string): Promise<string[]> {
  const folder = path.join(t.dataDir, "outbox");
  const files = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(files.sort().map((file) => readFile(path.join(folder, file), "utf8")));
  // Quoted-printable: long lines are broken with "=" and a newline.
  return texts.filter((text) => text.includes(`To: ${to}`)).map((text) => text.replaceAll("=\n", ""));
}

const update = (companyId: string, title: string, more: Partial<NewNotification> = {}) =>
  notify(f.db, {
    companyId,
    category: "Document update",
    title,
    content: `${title}: wording brought up to date.`,
    link: "/company/documents/compare?fileId=x",
    ...more,
  });

describe("the daily digest", () => {
  it("emails each owner their unread updates once, and nothing when all are read", async () => {
    await update(f.a.company.id, "Safeguarding Adults");
    await update(f.a.company.id, "Medication Handling");
    await update(f.a.company.id, "Lone Working", { category: "New document" });
    const staff = await f.person("user");
    await update(f.a.company.id, "Staff only", { userId: staff.user.id });
    const read = await update(f.b.company.id, "Fire Safety");
    const opened = await f.post(f.ownerB, "user/get-one/notification", { notificationId: read?.id });
    expect(opened.statusCode).toBe(200);

    expect(await sendUpdateDigests(t.app.platform)).toBe(1);
    const [mail, ...others] = await emailsTo(f.a.owner.email);
    expect(others).toEqual([]);
    expect(mail).toContain("Subject: 2 library document updates for");
    expect(mail).toContain("- Safeguarding Adults: Safeguarding Adults: wording brought up to date.");
    expect(mail).toContain("- Medication Handling");
    expect(mail).not.toContain("Lone Working");
    expect(mail).not.toContain("Staff only");
    expect(mail).toMatch(/http:\/\/\w+\.localhost:\d+\/company\/documents\/recent-updates/);
    expect(await emailsTo(f.b.owner.email)).toEqual([]);
    expect(await emailsTo(staff.user.email)).toEqual([]);

    // The job runs again the same day (a retry, a second process): nobody is emailed twice.
    await update(f.a.company.id, "Infection Control");
    expect(await sendUpdateDigests(t.app.platform)).toBe(0);
    expect(await emailsTo(f.a.owner.email)).toHaveLength(1);
  });

  it("lists the next day only what came since the last digest", async () => {
    await f.db
      .update(users)
      .set({ updateDigestAt: sql`${users.updateDigestAt} - interval '1 day'` })
      .where(eq(users.id, f.a.owner.id));
    await f.db.execute(
      sql`update notifications set created_at = created_at - interval '1 day' where company_id = ${f.a.company.id} and title <> 'Infection Control'`,
    );
    expect(await sendUpdateDigests(t.app.platform)).toBe(1);
    const mails = await emailsTo(f.a.owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("Subject: 1 library document update for");
    expect(mails[1]).toContain("- Infection Control");
    expect(mails[1]).not.toContain("Safeguarding Adults");
  });
});
