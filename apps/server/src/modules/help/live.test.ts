import type { AddressInfo } from "node:net";
import { helpChangedEvent, helpWatchEvent, realtimeOptions, supportWatchEvent } from "@cloudoc/contract";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HelpFixture, helpFixture } from "./test-support";

let f: HelpFixture;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  f = await helpFixture();
  await f.t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await f.t.close();
});

async function open(): Promise<Socket> {
  const socket = connect(url, { path: "/socket.io", transports: ["websocket"], ...realtimeOptions });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(undefined));
    socket.on("connect_error", reject);
  });
  return socket;
}

const ask = (socket: Socket, event: string, payload: unknown) =>
  new Promise<boolean>((resolve) => socket.emit(event, payload, resolve));

describe("live chat events", () => {
  it("reach the conversation's own browser and the Support area, and nobody who cannot prove access", async () => {
    const started = await f.post("help/chat/send", { message: "Live?", captcha: await f.pass() });
    const conversationId = started.body.data._id;
    const visitor = await open();
    const stranger = await open();
    const team = await open();
    const owner = await open();

    expect(
      await ask(visitor, helpWatchEvent, { conversationId, visitorToken: started.body.visitorToken }),
    ).toBe(true);
    expect(await ask(stranger, helpWatchEvent, { conversationId, visitorToken: "b".repeat(43) })).toBe(false);
    expect(await ask(stranger, helpWatchEvent, { conversationId, token: f.tokens.ownerB })).toBe(false);
    expect(await ask(team, supportWatchEvent, f.admin.token)).toBe(true);
    expect(await ask(owner, supportWatchEvent, f.tokens.ownerA)).toBe(false);

    const heard: string[] = [];
    stranger.on(helpChangedEvent, () => heard.push("stranger"));
    owner.on(helpChangedEvent, () => heard.push("owner"));
    const toVisitor = new Promise((resolve) => visitor.on(helpChangedEvent, resolve));
    const toTeam = new Promise((resolve) => team.on(helpChangedEvent, resolve));
    await f.adminPost("admin/support/reply", { id: conversationId, message: "Yes, live." });
    await expect(toVisitor).resolves.toEqual({ conversationId });
    await expect(toTeam).resolves.toEqual({ conversationId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });

  it("lets a signed-in owner watch their company's conversation by session", async () => {
    const started = await f.post("help/chat/send", { message: "Ours" }, f.tokens.ownerA);
    const socket = await open();
    const request = { conversationId: started.body.data._id, token: f.tokens.staffA };
    expect(await ask(socket, helpWatchEvent, request)).toBe(true);
  });
});
