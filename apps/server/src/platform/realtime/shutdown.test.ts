import type { AddressInfo } from "node:net";
import { realtimeOptions } from "@cloudoc/contract";
import { io as connect } from "socket.io-client";
import { expect, it } from "vitest";
import { createTestApp } from "../../testing/app";

it("closes while a browser holds a websocket open (a deploy's SIGTERM must not hang)", async () => {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // No reconnection: a closing server should not be dialled again by the test's own client.
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    ...realtimeOptions,
    reconnection: false,
  });
  await new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(undefined));
    socket.on("connect_error", reject);
  });
  const disconnected = new Promise((resolve) => socket.on("disconnect", resolve));
  const closed = t.close().then(() => "closed");
  const outcome = await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000, "hung"))]);
  expect(outcome).toBe("closed");
  await disconnected;
  socket.close();
});
