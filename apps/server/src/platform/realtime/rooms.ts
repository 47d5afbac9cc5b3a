import { categoriesSeenBy, notificationCategories } from "@cloudoc/contract";
import type { SessionUser } from "../actor";

/**
 * The socket rooms of signed-in people, named in one place: whoever emits and whoever joins use
 * these. A socket joins them only with a live session token (exports/live.ts checks it).
 */

/** One signed-in user: their own export progress and their own notifications. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Those of one company's app who see company-wide notifications of `category`: the owners, and
 * the staff users whose permissions open it (contract `notificationAudience`).
 */
export const companyNewsRoom = (companyId: string, category: string) =>
  `company:${companyId}:news:${category}`;

/** Every news room of a company (what a socket leaves when its user's permissions change). */
export const companyNewsRooms = (companyId: string) =>
  notificationCategories.map((category) => companyNewsRoom(companyId, category));

/** The rooms a socket signed in with `session` belongs to; employees see no company notifications. */
export function roomsOf(
  session: Pick<SessionUser, "userId" | "companyId" | "role" | "permissions">,
): string[] {
  const rooms = [userRoom(session.userId)];
  const { companyId } = session;
  if (!companyId) return rooms;
  const categories = categoriesSeenBy(
    session.role === "admin" ? "employee" : session.role,
    session.permissions,
  );
  return [...rooms, ...categories.map((category) => companyNewsRoom(companyId, category))];
}
