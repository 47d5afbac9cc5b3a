import { notificationCategories, notificationMessages, routes } from "@cloudoc/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { users } from "../accounts/tables";
import { waitFor } from "../library/test-support";
import { announce } from "./deliver";
import { sendDailyDigests, sendImmediateEmails } from "./emails";
import { emailsTo, type NotificationFixture, notificationFixture } from "./test-support";

let t: TestApp;
let f: NotificationFixture;

beforeAll(async () => {
  t = await createTestApp({ startWorkers: true });
  f = await notificationFixture(t);
}, 60_000);
afterAll(() => t.close());

const preferencesPath = routes.notificationPreferences.path.slice(1);
const savePath = routes.saveNotificationPreferences.path.slice(1);
const save = (token: string, preferences: object[]) => f.post(token, savePath, { preferences });
const mails = (to: string) => emailsTo(t, to);

describe("POST /user/notification/preferences", () => {
  it("lists every category with its default until the user chooses", async () => {
    const reply = await f.post(f.ownerA, preferencesPath);
    expect(reply.statusCode).toBe(200);
    const { list } = reply.json();
    expect(list.map((p: { category: string }) => p.category)).toEqual([...notificationCategories]);
    expect(list.find((p: { category: string }) => p.category === "Document update")).toMatchObject({
      delivery: "daily",
      isDefault: true,
      description: expect.stringContaining("new version"),
    });
  });

  it("saves the categories sent, for the caller only, with an audit event", async () => {
    const reply = await save(f.ownerA, [{ category: "General", delivery: "off" }]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response).toBe(notificationMessages.preferencesSaved);
    const general = reply.json().list.find((p: { category: string }) => p.category === "General");
    expect(general).toMatchObject({ delivery: "off", isDefault: false });
    const staffGeneral = (await f.post(f.staff.token, preferencesPath))
      .json()
      .list.find((p: { category: string }) => p.category === "General");
    expect(staffGeneral).toMatchObject({ delivery: "immediately", isDefault: true });
    const [audit] = await f.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, f.a.company.id), eq(auditEvents.action, "notification.preferences")),
      );
    expect(audit?.actorUserId).toBe(f.a.owner.id);
  });

  it("refuses an unknown category or delivery, and a category twice", async () => {
    for (const preferences of [
      [{ category: "Gossip", delivery: "off" }],
      [{ category: "General", delivery: "hourly" }],
      [
        { category: "General", delivery: "off" },
        { category: "General", delivery: "daily" },
      ],
      [],
    ]) {
      expect((await save(f.ownerA, preferences)).statusCode, JSON.stringify(preferences)).toBe(400);
    }
  });
});

describe("the notification emails", () => {
  it("off sends nothing; immediately sends each once, to everyone it is for", async () => {
    await f.note(f.a.company.id, "Fire drill moved");
    await f.note(f.b.company.id, "B's news");
    await sendImmediateEmails(t.app.platform);
    await sendImmediateEmails(t.app.platform);
    expect(await mails(f.a.owner.email)).toEqual([]);
    const [staffMail, ...again] = await mails(f.staff.user.email);
    expect(again).toEqual([]);
    expect(staffMail).toContain("Subject: General: Fire drill moved");
    expect(staffMail).toMatch(/Open it in Cloudoc: http:\/\/\w+\.localhost:\d+\/company\/documents/);
    expect(await mails(f.b.owner.email)).toHaveLength(1);
    expect((await mails(f.b.owner.email))[0]).toContain("B's news");
  });

  it("sends nothing for a notification already read, or for someone else's own", async () => {
    const read = await f.note(f.a.company.id, "Already seen");
    await f.post(f.staff.token, routes.notification.path.slice(1), { notificationId: read?.id });
    await f.note(f.a.company.id, "For the owner only", { userId: f.a.owner.id, category: "Restore" });
    await sendImmediateEmails(t.app.platform);
    expect((await mails(f.staff.user.email)).join()).not.toContain("Already seen");
    expect((await mails(f.staff.user.email)).join()).not.toContain("For the owner only");
    expect((await mails(f.a.owner.email)).join()).toContain("Subject: Restore: For the owner only");
  });

  it("daily gathers a person's notifications into one digest, once", async () => {
    const before = (await mails(f.a.owner.email)).length;
    for (const title of ["Safeguarding Adults", "Medication Handling", "Lone Working"]) {
      await f.note(f.a.company.id, title, { category: "Document update" });
    }
    await sendImmediateEmails(t.app.platform);
    expect(await mails(f.a.owner.email)).toHaveLength(before);
    await sendDailyDigests(t.app.platform);
    await sendDailyDigests(t.app.platform);
    const owner = await mails(f.a.owner.email);
    expect(owner).toHaveLength(before + 1);
    const digest = owner.at(-1);
    expect(digest).toContain("Subject: 3 new notifications for");
    for (const title of ["Safeguarding Adults", "Medication Handling", "Lone Working"]) {
      expect(digest).toContain(`- [Document update] ${title}: About ${title}`);
    }
    expect((await mails(f.staff.user.email)).at(-1)).toContain("Subject: 3 new notifications for");
  });

  it("off for a category stops its digest; a deactivated staff user gets nothing", async () => {
    await save(f.ownerA, [{ category: "Document update", delivery: "off" }]);
    await f.db.update(users).set({ deactivatedAt: sql`now()` }).where(eq(users.id, f.staff.user.id));
    const ownerBefore = (await mails(f.a.owner.email)).length;
    const staffBefore = (await mails(f.staff.user.email)).length;
    await f.note(f.a.company.id, "Infection Control", { category: "Document update" });
    await f.note(f.a.company.id, "Site closed", { category: "General" });
    await sendDailyDigests(t.app.platform);
    await sendImmediateEmails(t.app.platform);
    expect(await mails(f.a.owner.email)).toHaveLength(ownerBefore);
    expect(await mails(f.staff.user.email)).toHaveLength(staffBefore);
    await f.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, f.staff.user.id));
  });

  it("announcing queues the email job, which sends at once", async () => {
    await announce(t.app.platform, {
      companyId: f.b.company.id,
      category: "Restore",
      title: "Restore All has finished",
      content: "Every library document is back to the library's wording.",
      link: "/company/documents",
    });
    const mail = await waitFor(async () =>
      (await mails(f.b.owner.email)).find((text) => text.includes("Restore All has finished")),
    );
    expect(mail).toContain("Every library document is back to the library's wording.");
  });
});
