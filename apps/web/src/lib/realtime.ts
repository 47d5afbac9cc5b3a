import { realtimeOptions } from "@cloudoc/contract";
import type { Socket } from "socket.io-client";
import { browserId } from "./browser-identity";
import { whenPageSettled } from "./page-settled";
import { session } from "./session";

/**
 * The live connection (spec 000 §1): socket.io on /socket.io with exactly the contract's
 * reconnection options. It joins this browser's room (the browser id kept in localStorage), so a
 * login in one tab reaches the others. socket.io-client is loaded only when something first asks
 * for the socket, so it is never part of a page's first load.
 */
let connecting: Promise<Socket> | undefined;

export function getSocket(): Promise<Socket> {
  connecting ??= import("socket.io-client").then(({ io }) => {
    const socket = io({
      path: "/socket.io",
      ...realtimeOptions,
      auth: (send) => send({ browserId: browserId(), token: session.get("token") ?? "" }),
    });
    socket.on("connect", () => markLive(true));
    socket.on("disconnect", () => markLive(false));
    return socket;
  });
  return connecting;
}

/**
 * Marks the page while its live connection is open (`<html data-live="connected">`): what a live
 * change needs before it can reach this page, and what the end-to-end journeys wait for.
 */
function markLive(connected: boolean): void {
  if (connected) document.documentElement.dataset.live = "connected";
  else delete document.documentElement.dataset.live;
}

/**
 * The connection, opened once the page has loaded: for what a shell follows in the background
 * (the bell, exports, the account), which must not hold up the page's first view on a slow line.
 */
export function getSocketWhenSettled(): Promise<Socket> {
  return whenPageSettled().then(getSocket);
}

/** Closes the connection (on logout); the next getSocket() opens a new one. */
export async function closeSocket(): Promise<void> {
  const pending = connecting;
  connecting = undefined;
  if (pending) (await pending).close();
}
