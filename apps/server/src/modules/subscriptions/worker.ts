import type { FastifyBaseLogger } from "fastify";
import { createPaymentProvider, type PaymentProvider } from "../../platform/payments";
import type { Platform } from "../../platform/platform";
import { runBillingCycle } from "./cycle";

/** The queue of the billing cycle: renewals, retries, expiries, cancellations at period end, trial reminders. */
export const billingCycleQueue = "subscriptions.renewals";
/** Every hour, a few minutes past. */
export const billingCycleCron = "7 * * * *";

/**
 * Runs the billing cycle on its schedule. A failure throws, so pg-boss retries the job; running it
 * again (or in two processes at once) charges nothing twice (cycle.ts, renewal-rows.ts).
 */
export async function registerSubscriptionWorker(
  platform: Platform,
  log: FastifyBaseLogger,
  provider: PaymentProvider = createPaymentProvider(platform.config),
): Promise<void> {
  await platform.jobs.work<Record<string, never>>(billingCycleQueue, async (_data, jobId) => {
    const report = await runBillingCycle({ platform, provider, log });
    log.info({ jobId, ...report }, "billing cycle run");
  });
  await platform.jobs.schedule(billingCycleQueue, billingCycleCron);
}
