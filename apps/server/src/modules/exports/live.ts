import { exportWatchEvent } from "@cloudoc/contract";
import type { Socket } from "socket.io";
import type { Platform } from "../../platform/platform";
import { roomsOf } from "../../platform/realtime/rooms";
import { findSession } from "../accounts/sessions";

const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Puts a socket in its signed-in user's rooms (the user's own, and the company's for the company
 * app's people); a missing or unknown token joins nothing.
 */
async function joinUserRoom(platform: Platform, socket: Socket, token: unknown): Promise<boolean> {
  if (typeof token !== "string" || !tokenPattern.test(token)) return false;
  const session = await findSession(platform.db, token).catch(() => undefined);
  if (!session?.companyId) return false;
  await socket.join(roomsOf(session));
  return true;
}

/**
 * Export progress goes to the user who asked, never to a browser room anyone can name: a socket
 * joins `user:<id>` only with a live session token, sent when it connects (the client's auth) or
 * later with `export:watch` (a page that signed in after its socket connected).
 */
export function registerExportLive(platform: Platform): void {
  platform.realtime.io.on("connection", (socket) => {
    void joinUserRoom(platform, socket, socket.handshake.auth?.token);
    socket.on(exportWatchEvent, (token: unknown, ack?: unknown) => {
      void joinUserRoom(platform, socket, token).then((joined) => {
        if (typeof ack === "function") ack(joined);
      });
    });
  });
}
