import { type AccountChanged, accountChangedEvent } from "@cloudoc/contract";
import type { SessionUser } from "../../platform/actor";
import type { Platform } from "../../platform/platform";
import { companyNewsRooms, roomsOf, userRoom } from "../../platform/realtime/rooms";

/** The user whose account changed, as it now stands. */
export type ChangedAccount = Pick<SessionUser, "userId" | "role" | "permissions"> & { companyId: string };

/**
 * Tells the user's open browsers that their account changed (after the change is committed): they
 * re-read their session data, so the menu follows at once. A deactivated user's sockets are then
 * disconnected, so they hear nothing more of the company (their token is already refused); after
 * a permission change their sockets move to the news rooms the new permissions open. With the
 * Redis adapter this reaches their sockets on every process.
 */
export function tellAccountChanged(
  platform: Platform,
  account: ChangedAccount,
  reason: AccountChanged["reason"],
) {
  const payload: AccountChanged = { reason };
  const sockets = platform.realtime.io.in(userRoom(account.userId));
  platform.realtime.emitToRoom(userRoom(account.userId), accountChangedEvent, payload);
  if (reason === "deactivated") {
    sockets.disconnectSockets();
    return;
  }
  sockets.socketsLeave(companyNewsRooms(account.companyId));
  sockets.socketsJoin(roomsOf(account));
}
