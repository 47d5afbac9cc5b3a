import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { TestApp } from "../../testing/app";
import { getAs, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { openSession } from "../accounts/sessions";
import { type NewNotification, notify } from "./service";

/**
 * Two companies (A with an owner and a staff user, B with an owner) and their sessions, without a
 * library: what the notification tests need, quickly.
 */
export async function notificationFixture(t: TestApp) {
  const db = t.app.platform.db;
  const a = await createCompanyWithOwner(db);
  const b = await createCompanyWithOwner(db);
  const staffUser = await createUser(db, {
    companyId: a.company.id,
    role: "user",
    permissions: ["Documents"],
  });
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  return {
    db,
    a,
    b,
    staff: { user: staffUser, token: await tokenOf(staffUser) },
    ownerA: await tokenOf(a.owner),
    ownerB: await tokenOf(b.owner),
    post: (token: string, url: string, payload: object = {}) => postAs(t.app, token, url, payload),
    get: (token: string, url: string) => getAs(t.app, token, url),
    /** Writes a notification of company `companyId` (no push, no job: the tests run the jobs). */
    note: (companyId: string, title: string, more: Partial<NewNotification> = {}) =>
      notify(db, {
        companyId,
        category: "General",
        title,
        content: `About ${title}`,
        link: "/company/documents",
        ...more,
      }),
  };
}

export type NotificationFixture = Awaited<ReturnType<typeof notificationFixture>>;

/** Every e-mail in the test app's outbox sent to `to`, oldest first, quoted-printable undone. */
export async function emailsTo(t: TestApp, to: string): Promise<string[]> {
  const folder = path.join(t.dataDir, "outbox");
  const files = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(files.sort().map((file) => readFile(path.join(folder, file), "utf8")));
  return texts.filter((text) => text.includes(`To: ${to}`)).map((text) => text.replaceAll("=\n", ""));
}
