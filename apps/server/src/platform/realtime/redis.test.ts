import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { realtimeOptions } from "@cloudoc/contract";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRealtime, type Realtime } from "./realtime";

// Runs where a Redis server is given (CI sets TEST_REDIS_URL when one answers).
const redisUrl = process.env.TEST_REDIS_URL;
const servers: { http: Server; realtime: Realtime }[] = [];
let client: Socket | undefined;

async function startNode() {
  const http = createServer();
  const realtime = createRealtime(http, redisUrl);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  servers.push({ http, realtime });
  return { port: (http.address() as AddressInfo).port, realtime };
}

describe.skipIf(!redisUrl)("live events across processes through Redis", () => {
  beforeAll(async () => {
    await startNode();
    await startNode();
  });
  afterAll(async () => {
    client?.close();
    for (const { http, realtime } of servers) {
      await realtime.close();
      http.close();
    }
  });

  it("deliver an event sent by one server to a client of another", async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error("servers did not start");
    const port = (first.http.address() as AddressInfo).port;
    client = connect(`http://127.0.0.1:${port}`, {
      transports: ["websocket"],
      auth: { browserId: "redis-browser-1" },
      ...realtimeOptions,
    });
    await new Promise<void>((resolve, reject) => {
      client?.on("connect", () => resolve());
      client?.on("connect_error", reject);
    });
    expect(await second.realtime.status()).toEqual({ ok: true, detail: "socket.io with Redis adapter" });
    const heard = new Promise((resolve) => client?.on("login:success", resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    second.realtime.emitToBrowser("redis-browser-1", "login:success", { via: "redis" });
    await expect(heard).resolves.toEqual({ via: "redis" });
  });
});
