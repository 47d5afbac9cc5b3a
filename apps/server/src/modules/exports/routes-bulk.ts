import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { linkedFile } from "./downloads";
import {
  bulkFormatOf,
  exportLink,
  findOwnExport,
  recentExports,
  startBulkExport,
  toExportJob,
} from "./export-jobs";
import { sendFile } from "./send";

const bulkCalls = [
  ["pdf", routes.exportBulkPdf, messages.generatingPdf],
  ["word", routes.exportBulkWord, messages.generatingWord],
] as const;

/**
 * Bulk exports (a job that writes Documents.zip), the caller's exports and their download links,
 * and the one route that serves a signed link.
 */
export const exportBulkRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  const { db } = platform;

  for (const [format, definition, message] of bulkCalls) {
    serve(app, definition, async ({ input, actor }) => {
      const asked = bulkFormatOf(format, input.download_format);
      return ok(message, { data: await startBulkExport(platform, actor, asked, input.values) });
    });
  }

  serve(app, routes.exportJobs, async ({ actor }) => ok("", { list: await recentExports(db, actor) }));

  serve(app, routes.exportJob, async ({ input, actor }) =>
    ok("", { data: toExportJob(await findOwnExport(db, actor, input.jobId)) }),
  );

  serve(app, routes.exportJobLink, async ({ input, actor }) =>
    ok(messages.documentDownloaded, await exportLink(db, actor, input.jobId)),
  );

  // The signature is the credential: a browser follows the link without a bearer header.
  serve(app, routes.exportLinkDownload, async ({ input, actor, request, reply }) => {
    const use = { subdomain: request.subdomain, companyId: actor.session?.companyId ?? null };
    return sendFile(reply, await linkedFile(platform, input.token, use));
  });
};
