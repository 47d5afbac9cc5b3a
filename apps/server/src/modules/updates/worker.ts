import { type TemplatePublished, templatePublishedQueue, updateDigestQueue } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../platform/platform";
import { digestCron, digestTimeZone, sendUpdateDigests } from "./digest";
import { runFanout } from "./fanout";

/**
 * The template updates' job workers: the fan-out of each published version to its subscribers,
 * and the owners' daily digest on its schedule. A failure throws, so pg-boss retries the job; both
 * are safe to run again (the fan-out resumes after its last batch, the digest skips owners told).
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
  await platform.jobs.work<Record<string, never>>(updateDigestQueue, async (_data, jobId) => {
    const sent = await sendUpdateDigests(platform);
    log.info({ jobId, sent }, "update digests sent");
  });
  await platform.jobs.schedule(updateDigestQueue, digestCron, { timeZone: digestTimeZone });
}
