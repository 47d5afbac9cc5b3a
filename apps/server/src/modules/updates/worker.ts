import { type TemplatePublished, templatePublishedQueue } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../platform/platform";
import { runFanout } from "./fanout";

/**
 * The template updates' job worker: the fan-out of each published version to its subscribers. A
 * failure throws, so pg-boss retries the job; it is safe to run again (the fan-out resumes after
 * its last batch). The emails of its notifications, at once or in the morning digest, are the
 * notifications module's (decision 026).
 */
export async function registerUpdateWorkers(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await platform.jobs.work<TemplatePublished>(templatePublishedQueue, async (event, jobId) => {
    const started = performance.now();
    const result = await runFanout(platform, event);
    const ms = Math.round(performance.now() - started);
    log.info(
      { jobId, templateId: event.templateId, version: event.version, ...result, ms },
      "template update fanned out",
    );
  });
}
