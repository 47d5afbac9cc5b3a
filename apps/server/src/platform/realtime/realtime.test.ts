import type { AddressInfo } from "node:net";
import { realtimeOptions } from "@cloudoc/contract";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function open(browserId: string): Promise<Socket> {
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { browserId },
    ...realtimeOptions,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", reject);
  });
}

describe("live events", () => {
  it("reach every connected tab of that browser, and no other browser", async () => {
    const tabOne = await open("browser-aaaa-1111");
    const tabTwo = await open("browser-aaaa-1111");
    const stranger = await open("browser-bbbb-2222");
    const heard: string[] = [];
    stranger.on("login:success", () => heard.push("stranger"));
    const both = Promise.all(
      [tabOne, tabTwo].map((socket) => new Promise((resolve) => socket.on("login:success", resolve))),
    );
    // Joining the room happens on connection; give the server a moment to finish it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.app.platform.realtime.emitToBrowser("browser-aaaa-1111", "login:success", { at: "now" });
    await expect(both).resolves.toEqual([{ at: "now" }, { at: "now" }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });
});
