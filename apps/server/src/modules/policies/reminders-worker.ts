import { policyRemindersQueue } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../platform/platform";
import { remindersCron, remindersTimeZone, sendPolicyReminders } from "./reminders";

/**
 * The daily policy reminders on their schedule (08:00 UK time). A failure throws, so pg-boss
 * retries the job; a rerun the same day sends nothing twice (reminders.ts).
 */
export async function registerPolicyReminderWorker(
  platform: Platform,
  log: FastifyBaseLogger,
): Promise<void> {
  await platform.jobs.work<Record<string, never>>(policyRemindersQueue, async (_data, jobId) => {
    const reminded = await sendPolicyReminders(platform);
    log.info({ jobId, reminded }, "policy reminders sent");
  });
  await platform.jobs.schedule(policyRemindersQueue, remindersCron, { timeZone: remindersTimeZone });
}
