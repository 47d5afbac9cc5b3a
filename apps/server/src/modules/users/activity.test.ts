import type { AddressInfo } from "node:net";
import {
  type AccountChanged,
  type ActivityItem,
  accountChangedEvent,
  exportWatchEvent,
  notificationEvent,
  permissions,
  realtimeOptions,
} from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { createUser } from "../../testing/factories";
import { announce } from "../notifications/deliver";
import { type UsersFixture, usersFixture } from "./test-support";

let t: TestApp;
let f: UsersFixture;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  f = await usersFixture(t, "activity");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const activity = async (filter: Record<string, unknown> = {}) => {
  const reply = await f.post(f.ownerA, "users/activity", filter);
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return reply.json() as { list: ActivityItem[]; total: number };
};

describe("the activity log", () => {
  it("shows what each person did in words, with the record's name, the time and the IP", async () => {
    const added = await f.addUser(f.ownerA, { firstname: "Casey", lastname: "Clerk" });
    const casey = await f.acceptInvitation(added.email);
    await f.post(casey, "user/logout");
    const { list } = await activity();
    const owner = list.find((item) => item.action === "user.added" && item.recordId === added._id);
    expect(owner).toMatchObject({
      description: "Added a system user",
      actorName: "Alex Morgan",
      actorRole: "company",
      recordType: "user",
      recordName: "Casey Clerk",
      ip: "127.0.0.1",
    });
    const own = list.filter((item) => item.actorUserId === added._id).map((item) => item.description);
    expect(own).toEqual(["Signed out", "Set their password from an invitation"]);
  });

  it("filters by person, action (or a family of them), record and dates, and pages", async () => {
    const added = await f.addUser(f.ownerA, { firstname: "Filter", lastname: "Target" });
    const byPerson = await activity({ actorUserId: f.a.owner.id });
    expect(byPerson.list.every((item) => item.actorUserId === f.a.owner.id)).toBe(true);
    const invited = await activity({ action: "user.invited" });
    expect(invited.list.every((item) => item.action === "user.invited")).toBe(true);
    const family = await activity({ action: "user." });
    expect(new Set(family.list.map((item) => item.action.split(".")[0]))).toEqual(new Set(["user"]));
    const byRecord = await activity({ recordType: "user", record: "filter targ" });
    expect(byRecord.list.map((item) => item.action).sort()).toEqual(["user.added", "user.invited"]);
    const byId = await activity({ record: added._id });
    expect(byId.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity({ from: "01/01/2000", to: today })).total).toBeGreaterThan(0);
    expect((await activity({ from: "01/01/2000", to: "31/12/2000" })).total).toBe(0);
    const page = await activity({ limit: 1, skip: 1 });
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });

  it("keeps a deactivated user's name on what they did", async () => {
    const added = await f.addUser(f.ownerA, { firstname: "Gone", lastname: "Butnamed" });
    await f.acceptInvitation(added.email);
    await f.post(f.ownerA, "users/deactivate", { systemUserId: added._id });
    const theirs = await activity({ actorUserId: added._id });
    expect(theirs.list[0]?.actorName).toBe("Gone Butnamed");
    const people = (await f.post(f.ownerA, "users/activity/people")).json();
    expect(people.list.map((p: { name: string }) => p.name)).toContain("Gone Butnamed");
  });

  it("names the records of other areas' changes: employees and groups", async () => {
    const group = await f.post(f.ownerA, "user/group/add", { name: "Night staff" });
    expect(group.statusCode, group.body).toBe(200);
    const employee = await f.post(f.ownerA, "user/employee/add", {
      firstname: "Nia",
      lastname: "Nights",
      email: "nia.nights@example.test",
    });
    expect(employee.statusCode, employee.body).toBe(200);
    const { list } = await activity({ action: "group." });
    expect(list[0]).toMatchObject({
      description: "Created a group",
      recordType: "employee_group",
      recordName: "Night staff",
    });
    const added = await activity({ recordType: "employee", record: "Nia" });
    expect(added.list.map((item) => item.description)).toEqual(["Invited an employee", "Added an employee"]);
  });

  it("shows only the company's own events", async () => {
    await f.addUser(f.ownerB, { firstname: "Other", lastname: "Company" });
    const { list } = await activity({ record: "Other Company" });
    expect(list).toEqual([]);
    const rows = await f.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(ofCompany(auditEvents, f.b.company.id));
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it("exports the filtered events as CSV", async () => {
    const reply = await f.post(f.ownerA, "users/activity/export", { action: "user.added" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toContain("text/csv");
    const lines = reply.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("When (UK time),Who,Role,What,Record type,Record,Record id,IP address,Action");
    expect(lines.length).toBe((await activity({ action: "user.added" })).total + 1);
    expect(lines[1]).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d|^"\d\d\/\d\d\/\d{4}/);
    expect(lines[1]).toContain("Owner,Added a system user,User,");
  });
});

/** A browser tab signed in as the user, on the live connection. */
async function tabOf(token: string): Promise<Socket> {
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { token },
    ...realtimeOptions,
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(undefined));
    socket.on("connect_error", reject);
  });
  // The rooms are joined once the token is checked; the watch event answers when that is done.
  await new Promise((resolve) => socket.emit(exportWatchEvent, token, resolve));
  return socket;
}

const next = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, (payload: unknown) => resolve(payload)));

describe("live account changes", () => {
  it("tell the user's open browser when their permissions change", async () => {
    const { user, token } = await f.staff([permissions.documents, permissions.addDocument]);
    const tab = await tabOf(token);
    const heard = next(tab, accountChangedEvent);
    const reply = await f.post(f.ownerA, "users/edit", {
      systemUserId: user.id,
      firstname: "Live",
      lastname: "Staff",
      email: user.email,
      permission: [permissions.documents],
    });
    expect(reply.statusCode).toBe(200);
    await expect(heard).resolves.toEqual({ reason: "permissions" } satisfies AccountChanged);
  });

  it("move the open browser to the notifications its new permissions open", async () => {
    const { user, token } = await f.staff([permissions.documents]);
    const tab = await tabOf(token);
    const heard: { category: string }[] = [];
    tab.on(notificationEvent, (notification: { category: string }) => heard.push(notification));
    const changed = next(tab, accountChangedEvent);
    await f.post(f.ownerA, "users/edit", {
      systemUserId: user.id,
      firstname: "Billing",
      lastname: "Staff",
      email: user.email,
      permission: [permissions.subscriptions],
    });
    await changed;
    const announced = (category: "Document update" | "Subscription") =>
      announce(t.app.platform, {
        companyId: f.a.company.id,
        category,
        title: category,
        content: "",
        link: "/company/subscriptions",
      });
    await announced("Document update");
    const subscriptionNews = next(tab, notificationEvent);
    await announced("Subscription");
    await subscriptionNews;
    expect(heard.map((n) => n.category)).toEqual(["Subscription"]);
  });

  it("tell a deactivated user's browser, then disconnect it", async () => {
    const { user, token } = await f.staff([permissions.documents]);
    const tab = await tabOf(token);
    const other = await tabOf(
      await f.tokenOf(await createUser(f.db, { companyId: f.a.company.id, role: "user" })),
    );
    const heardByOther: unknown[] = [];
    other.on(accountChangedEvent, (payload: unknown) => heardByOther.push(payload));
    const heard = next(tab, accountChangedEvent);
    const disconnected = next(tab, "disconnect");
    await f.post(f.ownerA, "users/deactivate", { systemUserId: user.id });
    await expect(heard).resolves.toEqual({ reason: "deactivated" });
    await expect(disconnected).resolves.toBe("io server disconnect");
    expect(heardByOther).toEqual([]);
  });
});
