import { type Notification, notificationEvent } from "@cloudoc/contract";
import type { Realtime } from "../../platform/realtime/realtime";
import { companyNewsRoom, userRoom } from "../../platform/realtime/rooms";
import type { notifications } from "./tables";

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification as the bell and the list show it, read or not for the person asking. */
export function toNotification(row: NotificationRow, read: boolean): Notification {
  return {
    _id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    link: row.link,
    read,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Pushes a new notification to the people it is for, so the bell rises without a reload: those of
 * the company's app who see its category (its news room), or the one user it names. Called after the transaction
 * that wrote it has committed, so nobody hears of a notification that then rolls back.
 */
export function pushNotification(
  platform: { realtime: Pick<Realtime, "emitToRoom"> },
  companyId: string,
  notification: NotificationRow,
): void {
  const room = notification.userId
    ? userRoom(notification.userId)
    : companyNewsRoom(companyId, notification.category);
  platform.realtime.emitToRoom(room, notificationEvent, toNotification(notification, false));
}
