import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../platform/platform";
import { type SubscriptionActivated, subscriptionActivatedQueue } from "../subscriptions/service";
import { fillCompanyLibrary } from "./fill";

/**
 * The library's job worker: each activated subscription fills the company's space. A failure
 * throws, so pg-boss retries the job (the fill is idempotent).
 */
export async function registerLibraryWorkers(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await platform.jobs.work<SubscriptionActivated>(subscriptionActivatedQueue, async (data, jobId) => {
    const started = performance.now();
    const result = await fillCompanyLibrary(platform.db, {
      companyId: data.companyId,
      packageIds: data.packageIds ?? [],
      templateIds: data.templateIds ?? [],
      subscriptionId: data.subscriptionId,
    });
    log.info(
      { jobId, companyId: data.companyId, ...result, ms: Math.round(performance.now() - started) },
      "company library filled",
    );
  });
}
