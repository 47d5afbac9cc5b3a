import {
  bulkExportSchema,
  downloadLinkReplySchema,
  type ExportFormat,
  exportJobIdSchema,
  exportJobListReplySchema,
  exportJobReplySchema,
  messages,
} from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound, ok } from "../../platform/envelope";
import { companies } from "../accounts/tables";
import { actorOf, libraryAccess } from "../library/access";
import { findOwnExport, readyZip, recentExports, startBulkExport, toExportJob } from "./export-jobs";
import { disposition, documentFileName, safeFileName } from "./files";
import { createLink, type LinkTarget, readLink } from "./links";
import { documentPrintable } from "./printables";
import { exportOf, sendFile } from "./send";
import { subscriptionPrintable } from "./summaries";

const tags = ["exports"];
const config = libraryAccess;
const bulkCalls: [ExportFormat, string][] = [
  ["pdf", "/user/bulk-export-pdf"],
  ["word", "/user/bulk-export-word"],
];

/**
 * Bulk exports (a job that writes Documents.zip), the caller's exports and their download links,
 * and the one route that serves a signed link.
 */
export const exportBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const { db } = platform;

  for (const [format, url] of bulkCalls) {
    app.post(
      url,
      { config, schema: { tags, body: bulkExportSchema, response: { 200: exportJobReplySchema } } },
      async (request) => {
        const actor = actorOf(request, request.body.userId);
        const job = await startBulkExport(platform, actor, format, request.body.values);
        return ok(format === "pdf" ? messages.generatingPdf : messages.generatingWord, { data: job });
      },
    );
  }

  app.get(
    "/user/export/jobs",
    { config, schema: { tags, response: { 200: exportJobListReplySchema } } },
    async (request) => ok("", { list: await recentExports(db, actorOf(request)) }),
  );

  app.post(
    "/user/export/job",
    { config, schema: { tags, body: exportJobIdSchema, response: { 200: exportJobReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok("", { data: toExportJob(await findOwnExport(db, actor, request.body.jobId)) });
    },
  );

  app.post(
    "/user/export/link",
    { config, schema: { tags, body: exportJobIdSchema, response: { 200: downloadLinkReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const job = await findOwnExport(db, actor, request.body.jobId);
      if (!(await readyZip(db, actor.companyId, job.id))) throw notFound();
      const target = { companyId: actor.companyId, kind: "zip", id: job.id, format: job.format } as const;
      return ok(messages.documentDownloaded, await createLink(db, target, job.fileName));
    },
  );

  app.get(
    "/download/export",
    {
      // The signature is the credential: a browser follows the link without a bearer header.
      config: { access: "public" },
      schema: {
        tags,
        summary: "Serves a signed, short-lived download link",
        querystring: z.object({ token: z.string().max(1000) }),
      },
    },
    async (request, reply) => {
      const target = await readLink(db, request.query.token);
      if (!target) throw notFound();
      // A link works only for its own company: not on another company's site or session.
      const [company] = await db
        .select({ subdomain: companies.subdomain })
        .from(companies)
        .where(eq(companies.id, target.companyId));
      if (!company) throw notFound();
      if (request.subdomain && request.subdomain !== company.subdomain?.toLowerCase()) throw notFound();
      if (request.session?.companyId && request.session.companyId !== target.companyId) throw notFound();
      return serveLink(target, reply);
    },
  );

  async function serveLink(target: LinkTarget, reply: Parameters<typeof sendFile>[0]) {
    if (target.kind === "zip") {
      const job = await readyZip(db, target.companyId, target.id);
      const stream = job?.storageKey ? await platform.storage.get(job.storageKey) : undefined;
      if (!job || !stream) throw notFound();
      return reply
        .type("application/zip")
        .header("content-disposition", disposition("attachment", job.fileName))
        .header("cache-control", "private, no-store")
        .send(stream);
    }
    if (target.kind === "subscription") {
      const item = await subscriptionPrintable(db, target.companyId, {
        id: target.id,
        count: target.count,
        update_date: target.since,
      });
      const file = await exportOf(platform, target.companyId, item, "pdf");
      return sendFile(reply, { ...file, fileName: safeFileName(item.name, "pdf") });
    }
    const item = await documentPrintable(db, target.companyId, target.id);
    const file = await exportOf(platform, target.companyId, item, target.format);
    return sendFile(reply, { ...file, fileName: documentFileName(item, target.format) });
  }
};
