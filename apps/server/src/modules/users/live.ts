import { type AccountChanged, accountChangedEvent } from "@cloudoc/contract";
import type { Platform } from "../../platform/platform";
import { userRoom } from "../../platform/realtime/rooms";

/**
 * Tells the user's open browsers that their account changed (after the change is committed): they
 * re-read their session data, so the menu follows at once. A deactivated user's sockets are then
 * disconnected, so they hear nothing more of the company (their token is already refused). With
 * the Redis adapter this reaches their sockets on every process.
 */
export function tellAccountChanged(platform: Platform, userId: string, reason: AccountChanged["reason"]) {
  const payload: AccountChanged = { reason };
  platform.realtime.emitToRoom(userRoom(userId), accountChangedEvent, payload);
  if (reason === "deactivated") platform.realtime.io.in(userRoom(userId)).disconnectSockets();
}
