import { routes, updateMessages } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { type NotificationRow, notify } from "./service";
import { notifications } from "./tables";

let t: TestApp;
let f: LibraryFixture;
let staff: { user: { id: string }; token: string };
/** A's company-wide notifications, oldest first; one for A's staff user only; one of B's. */
const forA: NotificationRow[] = [];
let staffOnly: NotificationRow;
let ofB: NotificationRow;

const count = (token: string) => f.get(token, routes.notificationCount.path.slice(1));
const list = (token: string, body: object = {}) => f.post(token, routes.notifications.path.slice(1), body);
const open = (token: string, notificationId: unknown) =>
  f.post(token, routes.notification.path.slice(1), { notificationId });

async function written(row: Promise<NotificationRow | null>) {
  const found = await row;
  if (!found) throw new Error("notification not written");
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  // A staff user who may open Documents sees the company's document updates (contract notificationAudience).
  staff = await f.person("user", ["Documents"]);
  for (let i = 0; i < 12; i++) {
    const row = await written(
      notify(f.db, {
        companyId: f.a.company.id,
        category: "Document update",
        title: `Policy ${i}`,
        content: `Release notes ${i}`,
        link: `/company/documents/compare?fileId=${i}`,
        dedupeKey: `test:${i}`,
      }),
    );
    // Distinct times, so newest first is a fixed order.
    await f.db.execute(
      sql`update notifications set created_at = now() - make_interval(mins => ${60 - i}) where company_id = ${f.a.company.id} and id = ${row.id}`,
    );
    forA.push(row);
  }
  staffOnly = await written(
    notify(f.db, {
      companyId: f.a.company.id,
      userId: staff.user.id,
      category: "General",
      title: "Just for you",
      content: "",
      link: "",
    }),
  );
  ofB = await written(
    notify(f.db, {
      companyId: f.b.company.id,
      category: "General",
      title: "B's news",
      content: "",
      link: "",
    }),
  );
}, 60_000);
afterAll(() => t.close());

describe("notify", () => {
  it("writes a dedupe key once per company", async () => {
    const again = await notify(f.db, {
      companyId: f.a.company.id,
      category: "Document update",
      title: "Policy 0",
      content: "",
      link: "",
      dedupeKey: "test:0",
    });
    expect(again).toBeNull();
    const inB = await notify(f.db, {
      companyId: f.b.company.id,
      category: "Document update",
      title: "Policy 0",
      content: "",
      link: "",
      dedupeKey: "test:0",
    });
    expect(inB?.companyId).toBe(f.b.company.id);
    await f.db.delete(notifications).where(sql`company_id = ${f.b.company.id} and id = ${inB?.id ?? null}`);
  });
});

describe("GET /user/get/notification/count", () => {
  it("counts the caller's unread: the company's and their own", async () => {
    expect((await count(f.ownerA)).json()).toEqual({ status: 1, response: "", count: 12 });
    expect((await count(staff.token)).json().count).toBe(13);
    expect((await count(f.ownerB)).json().count).toBe(1);
  });
});

describe("POST /user/get/notification", () => {
  it("pages newest first, 10 by default, with the total and the unread count", async () => {
    const first = await list(f.ownerA);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ status: 1, total: 12, unread: 12 });
    expect(page.list).toHaveLength(10);
    expect(page.list[0]).toEqual({
      _id: forA[11]?.id,
      category: "Document update",
      title: "Policy 11",
      content: "Release notes 11",
      link: "/company/documents/compare?fileId=11",
      read: false,
      createdAt: expect.any(String),
    });
    const more = (await list(f.ownerA, { skip: 10, limit: 10 })).json();
    expect(more.list.map((n: { title: string }) => n.title)).toEqual(["Policy 1", "Policy 0"]);
  });

  it("never lists another company's notifications, nor another user's own", async () => {
    const all = (await list(f.ownerA, { limit: 100 })).json().list as { _id: string }[];
    expect(all.map((n) => n._id)).not.toContain(ofB.id);
    expect(all.map((n) => n._id)).not.toContain(staffOnly.id);
    const ofStaff = (await list(staff.token, { limit: 100 })).json();
    expect(ofStaff.total).toBe(13);
    const listB = (await list(f.ownerB)).json();
    expect(listB.list.map((n: { _id: string }) => n._id)).toEqual([ofB.id]);
  });
});

describe("POST /user/get-one/notification", () => {
  it("answers one notification and marks it read for the caller only", async () => {
    const target = forA[5];
    const reply = await open(f.ownerA, target?.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      data: { _id: target?.id, title: "Policy 5", read: true },
    });
    expect((await open(f.ownerA, target?.id)).statusCode).toBe(200);
    expect((await count(f.ownerA)).json().count).toBe(11);
    expect((await count(staff.token)).json().count).toBe(13);
    const page = (await list(f.ownerA, { limit: 100 })).json();
    expect(page.unread).toBe(11);
    expect(page.list.find((n: { _id: string }) => n._id === target?.id)?.read).toBe(true);
  });

  it("answers 404 for another company's, another user's or an unknown notification", async () => {
    for (const id of [ofB.id, staffOnly.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const reply = await open(f.ownerA, id);
      expect(reply.statusCode, id).toBe(404);
      expect(reply.json()).toMatchObject({ status: 0, response: updateMessages.notificationNotFound });
    }
    expect((await count(f.ownerB)).json().count).toBe(1);
  });

  it("lets staff read their own", async () => {
    const reply = await open(staff.token, staffOnly.id);
    expect(reply.json().data).toMatchObject({ title: "Just for you", read: true });
  });
});

describe("POST /user/notification/read-all", () => {
  const readAll = (token: string) => f.post(token, routes.markAllNotificationsRead.path.slice(1), {});

  it("marks every notification the caller sees read, for the caller only", async () => {
    const before = (await count(staff.token)).json().count;
    const reply = await readAll(f.ownerA);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 1,
      response: "All notifications marked as read.",
      marked: 11,
      unread: 0,
    });
    expect((await count(f.ownerA)).json().count).toBe(0);
    const page = (await list(f.ownerA, { limit: 100 })).json();
    expect(page.list.every((n: { read: boolean }) => n.read)).toBe(true);
    // Nobody else's read state moved: A's staff user and company B.
    expect((await count(staff.token)).json().count).toBe(before);
    expect((await count(f.ownerB)).json().count).toBe(1);
    expect((await readAll(f.ownerA)).json().marked).toBe(0);
  });

  it("marks a staff user's own notifications too", async () => {
    expect((await readAll(staff.token)).json().marked).toBe(12);
    expect((await count(staff.token)).json().count).toBe(0);
  });
});

describe("what a staff user sees of the company's notifications", () => {
  it("only the categories their permissions open, in the list, the count and one by one", async () => {
    const billing = await written(
      notify(f.db, {
        companyId: f.a.company.id,
        category: "Subscription",
        title: "Your renewal failed",
        content: "",
        link: "/company/subscriptions",
      }),
    );
    const reader = await f.person("user", ["Policies"]);
    const payer = await f.person("user", ["Subscriptions"]);
    const titles = async (token: string) =>
      ((await list(token, { limit: 100 })).json().list as { title: string }[]).map((n) => n.title);
    expect(await titles(reader.token)).toEqual([]);
    expect((await count(reader.token)).json().count).toBe(0);
    expect((await open(reader.token, billing.id)).statusCode).toBe(404);
    expect(await titles(payer.token)).toEqual(["Your renewal failed"]);
    expect(await titles(staff.token)).not.toContain("Your renewal failed");
    expect(await titles(f.ownerA)).toContain("Your renewal failed");
    await f.db.delete(notifications).where(sql`company_id = ${f.a.company.id} and id = ${billing.id}`);
  });
});

describe("without a session", () => {
  it("answers 401 on every notification call", async () => {
    for (const route of [
      routes.notificationCount,
      routes.notifications,
      routes.notification,
      routes.markAllNotificationsRead,
      routes.notificationPreferences,
      routes.saveNotificationPreferences,
    ]) {
      const reply = await t.app.inject({
        method: route.method,
        url: `/api${route.path}`,
        payload: route.method === "GET" ? undefined : {},
      });
      expect(reply.statusCode, route.path).toBe(401);
    }
  });
});
