import { type NotificationPreference, pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../../lib/api";

/**
 * The notification calls (spec 001 §7 "Notifications and dashboard"): the unread count for the
 * bell, a page of notifications, one notification (which marks it read for the caller); and the
 * notifications page's own (issue 15): mark all read, and the email preferences.
 */

export const notificationKeys = {
  all: ["notifications"] as const,
  count: (userId: string | undefined) => ["notifications", "count", userId] as const,
  feed: ["notifications", "feed"] as const,
  page: (page: number) => ["notifications", "page", page] as const,
  preferences: ["notifications", "preferences"] as const,
};

/** GET /user/get/notification/count. */
export async function fetchUnreadCount(): Promise<number> {
  return (await call(routes.notificationCount)).count;
}

/** POST /user/get/notification: one page (10 by default) from `skip`. */
export async function fetchNotifications(skip: number, limit: number = pageSizes.notifications) {
  const reply = await call(routes.notifications, { skip, limit });
  return { list: reply.list, total: reply.total, unread: reply.unread };
}

/** POST /user/get-one/notification: the notification, now read. */
export async function openNotification(notificationId: string) {
  return (await call(routes.notification, { notificationId })).data;
}

/** POST /user/notification/read-all: answers the message to show. */
export async function markAllRead(): Promise<string> {
  return (await call(routes.markAllNotificationsRead, {})).response;
}

/** POST /user/notification/preferences: every category with the choice in force. */
export async function fetchPreferences() {
  return (await call(routes.notificationPreferences, {})).list;
}

/** POST /user/notification/preferences/save: the changed categories; answers the message and the list. */
export async function savePreferences(preferences: NotificationPreference[]) {
  const reply = await call(routes.saveNotificationPreferences, { preferences });
  return { message: reply.response, list: reply.list };
}
