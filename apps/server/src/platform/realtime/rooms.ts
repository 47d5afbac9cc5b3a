import type { SessionUser } from "../actor";

/**
 * The socket rooms of signed-in people, named in one place: whoever emits and whoever joins use
 * these. A socket joins them only with a live session token (exports/live.ts checks it).
 */

/** One signed-in user: their own export progress and their own notifications. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Everyone signed in to one company's app (owner and staff): company-wide notifications. */
export const companyRoom = (companyId: string) => `company:${companyId}`;

/** Roles that use the company app; employees have their own app and see no company notifications. */
const companyAppRoles: ReadonlySet<SessionUser["role"]> = new Set(["company", "user"]);

/** The rooms a socket signed in with `session` belongs to. */
export function roomsOf(session: Pick<SessionUser, "userId" | "companyId" | "role">): string[] {
  const rooms = [userRoom(session.userId)];
  if (session.companyId && companyAppRoles.has(session.role)) rooms.push(companyRoom(session.companyId));
  return rooms;
}
