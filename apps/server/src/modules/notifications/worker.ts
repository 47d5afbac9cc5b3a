import { notificationDigestQueue, notificationEmailQueue } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../platform/platform";
import { sendDailyDigests, sendImmediateEmails } from "./emails";

/** Every minute: catches notifications written by a module that only pushed them. */
const emailCron = "* * * * *";
const digestCron = "0 7 * * *";
const digestTimeZone = "Europe/London";

/**
 * The notification emails' workers: the "immediately" mails (queued after each notification and
 * every minute) and the morning digest at 07:00 UK time. Both are safe to run twice (emails.ts).
 */
export async function registerNotificationWorkers(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await platform.jobs.work<Record<string, never>>(notificationEmailQueue, async (_data, jobId) => {
    const sent = await sendImmediateEmails(platform);
    if (sent > 0) log.info({ jobId, sent }, "notification emails sent");
  });
  await platform.jobs.work<Record<string, never>>(notificationDigestQueue, async (_data, jobId) => {
    const sent = await sendDailyDigests(platform);
    log.info({ jobId, sent }, "notification digests sent");
  });
  await platform.jobs.schedule(notificationEmailQueue, emailCron);
  await platform.jobs.schedule(notificationDigestQueue, digestCron, { timeZone: digestTimeZone });
}
