import { notificationEmailQueue } from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import type { Jobs } from "../../platform/jobs/jobs";
import type { Realtime } from "../../platform/realtime/realtime";
import { type NotificationRow, pushNotification } from "./live";
import { type NewNotification, notify } from "./service";

/** What delivering needs of the platform: the socket rooms and the job queue. */
export interface DeliveryPlatform {
  realtime: Pick<Realtime, "emitToRoom">;
  jobs: Pick<Jobs, "send">;
}

/**
 * Once the notifications' transaction has committed: each is pushed live to the people it is for,
 * and the email job is queued (one for a burst: a singleton while one waits). Queuing may fail
 * (the queue stopped at shutdown): the job also runs every minute, so nothing is lost.
 */
export async function deliverNotifications(
  platform: DeliveryPlatform,
  rows: readonly NotificationRow[],
): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) pushNotification(platform, row.companyId, row);
  await platform.jobs
    .send(notificationEmailQueue, {}, { singletonKey: "next", retryLimit: 3 })
    .catch(() => undefined);
}

/**
 * Announces something that has already happened (committed): writes the notification, pushes it
 * and queues its email. For events outside a transaction of their own — an acknowledgement, a
 * decision, an export that became ready. Answers the row, or null when its dedupe key was used.
 */
export async function announce(
  platform: DeliveryPlatform & { db: Database },
  input: NewNotification,
): Promise<NotificationRow | null> {
  const row = await notify(platform.db, input);
  if (row) await deliverNotifications(platform, [row]);
  return row;
}
