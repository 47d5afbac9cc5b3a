import { pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../../lib/api";

/**
 * The notification calls (spec 001 §7 "Notifications and dashboard"): the unread count for the
 * bell, a page of notifications, and one notification (which marks it read for the caller).
 */

export const notificationKeys = {
  all: ["notifications"] as const,
  count: (userId: string | undefined) => ["notifications", "count", userId] as const,
  feed: ["notifications", "feed"] as const,
};

/** GET /user/get/notification/count. */
export async function fetchUnreadCount(): Promise<number> {
  return (await call(routes.notificationCount)).count;
}

/** POST /user/get/notification: one page (10) from `skip`. */
export async function fetchNotifications(skip: number) {
  const reply = await call(routes.notifications, { skip, limit: pageSizes.notifications });
  return { list: reply.list, total: reply.total, unread: reply.unread };
}

/** POST /user/get-one/notification: the notification, now read. */
export async function openNotification(notificationId: string) {
  return (await call(routes.notification, { notificationId })).data;
}
