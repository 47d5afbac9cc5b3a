import type { AddressInfo } from "node:net";
import {
  type Notification,
  notificationEvent,
  realtimeOptions,
  templatePublishedQueue,
} from "@cloudoc/contract";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture, testPackage, waitFor } from "../library/test-support";
import { copyOf, publishVersion, subscribePackage } from "./fanout-test-support";

let t: TestApp;
let f: LibraryFixture;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ startWorkers: true });
  f = await libraryFixture(t);
  const packageId = f.ids.packageId(testPackage);
  await subscribePackage(f.db, f.a.company.id, packageId, { addOns: ["combo"] });
  await subscribePackage(f.db, f.b.company.id, packageId, { addOns: ["management"] });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A socket signed in with a session token, hearing notifications. */
async function listen(token: string) {
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

describe("the bell, live", () => {
  it("rises for those of a company fanned out who may open Documents, and for nobody else", async () => {
    const owner = await listen(f.ownerA);
    const staff = await listen((await f.person("user", ["Documents"])).token);
    const billingOnly = await listen((await f.person("user", ["Subscriptions"])).token);
    const employee = await listen((await f.person("employee")).token);
    const other = await listen(f.ownerB);
    // Joining the rooms needs the session looked up; give the server a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const [document] = await f.documentsOf(f.a.company.id);
    if (!document?.templateId) throw new Error("the fixture has library documents");
    const event = await publishVersion(f.db, document.templateId, {
      content: "<p>New master wording.</p>",
      releaseNotes: "Clearer steps.",
    });
    await t.jobs.send(templatePublishedQueue, event);

    const [heard] = await waitFor(async () => (owner.length > 0 ? owner : undefined), 20_000);
    expect(heard).toEqual({
      _id: expect.any(String),
      category: "Document update",
      title: document.name,
      content: "Clearer steps.",
      link: `/company/documents/compare?fileId=${document.id}`,
      read: false,
      createdAt: expect.any(String),
    });
    await waitFor(async () => (staff.length > 0 ? true : undefined));
    expect((await copyOf(f.db, f.a.company.id, document.templateId))?.updateVersion).toBe(event.version);
    const count = (await f.get(f.ownerA, "user/get/notification/count")).json();
    expect(count.count).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other).toEqual([]);
    expect(employee).toEqual([]);
    expect(billingOnly).toEqual([]);
    expect(owner).toHaveLength(1);
  });
});
