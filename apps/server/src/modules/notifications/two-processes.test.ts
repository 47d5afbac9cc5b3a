import type { AddressInfo } from "node:net";
import { type Notification, notificationEvent, realtimeOptions } from "@cloudoc/contract";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "../../platform/db/client";
import { createTestApp, type TestApp } from "../../testing/app";
import { createTestDatabase, type TestDatabase } from "../../testing/database";
import { createCompanyWithOwner } from "../../testing/factories";
import { openSession } from "../accounts/sessions";
import { waitFor } from "../library/test-support";
import { announce } from "./deliver";

/**
 * Two app instances, as two server processes behind a load balancer would be (DESIGN §2): each
 * with its own pool on one PostgreSQL database, and its own socket.io joined through the Redis
 * adapter. A notification announced through the first reaches a browser connected to the second.
 * PGlite lives inside one process and cannot be shared, so this needs a real server and Redis:
 * CI sets TEST_DATABASE_URL and TEST_REDIS_URL when they answer.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const why = !databaseUrl
  ? "skipped: TEST_DATABASE_URL is not set (two processes cannot share PGlite)"
  : !redisUrl
    ? "skipped: TEST_REDIS_URL is not set (the socket.io Redis adapter needs Redis)"
    : "";

let database: TestDatabase;
let secondPool: DatabaseHandle;
let first: TestApp;
let second: TestApp;
const sockets: Socket[] = [];

async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A browser signed in as `token`, connected to `url`, collecting the notifications it hears. */
async function browser(url: string, token: string) {
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { token },
    ...realtimeOptions,
  });
  sockets.push(socket);
  const heard: Notification[] = [];
  socket.on(notificationEvent, (notification: Notification) => heard.push(notification));
  await new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(undefined));
    socket.on("connect_error", reject);
  });
  return heard;
}

describe.skipIf(why !== "")(`two server processes sharing PostgreSQL and Redis ${why}`, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.handle.kind !== "postgres") throw new Error("this test needs PostgreSQL");
    secondPool = await openPostgres(database.handle.url, 5);
    const env = { REDIS_URL: redisUrl ?? "" };
    first = await createTestApp({ database: database.handle, env });
    second = await createTestApp({ database: secondPool, env });
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first?.close();
    await second?.close();
    await secondPool?.close();
    await database?.drop();
  });

  it("deliver a notification made through one to a browser connected to the other, and to nobody else", async () => {
    const db = first.app.platform.db;
    const a = await createCompanyWithOwner(db);
    const b = await createCompanyWithOwner(db);
    const tokenOf = async (user: { id: string; companyId: string | null }) =>
      (await openSession(db, user, { ip: null, userAgent: null })).token;
    await listen(first);
    const secondUrl = await listen(second);
    const owner = await browser(secondUrl, await tokenOf(a.owner));
    const stranger = await browser(secondUrl, await tokenOf(b.owner));
    // Joining the rooms looks the session up in the database; give the second process a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await second.app.platform.realtime.status()).toEqual({
      ok: true,
      detail: "socket.io with Redis adapter",
    });

    const row = await announce(first.app.platform, {
      companyId: a.company.id,
      category: "General",
      title: "Heard across processes",
      content: "Sent by the first, heard through the second.",
      link: "",
    });
    const [heard] = await waitFor(async () => (owner.length > 0 ? owner : undefined), 5000);
    expect(heard).toMatchObject({ _id: row?.id, title: "Heard across processes", read: false });
    // The second process reads the same database: the bell's count agrees.
    const count = await second.app.inject({
      method: "GET",
      url: "/api/user/get/notification/count",
      headers: { authorization: `Bearer ${await tokenOf(a.owner)}` },
    });
    expect(count.json().count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger).toEqual([]);
  });
});
