import {
  backupDownloadSchema,
  documentDownloadSchema,
  downloadLinkReplySchema,
  downloadPdfSchema,
  exportCheckReplySchema,
  exportCheckSchema,
  freeDownloadSchema,
  indexDownloadSchema,
  messages,
  permissions,
  subscriptionDownloadSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyOf } from "../../platform/auth";
import { ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "../library/access";
import { checkBeforeExport } from "./check";
import { documentFileName, safeFileName } from "./files";
import { createLink } from "./links";
import { backupPrintable, documentPrintable, freePrintable } from "./printables";
import { answersWithLink, exportOf, formatOfType, sendFile } from "./send";
import { indexPrintable, subscriptionPrintable } from "./summaries";

const tags = ["exports"];
const config = libraryAccess;
const binary = "The file itself (application/pdf or the DOCX type), as an attachment";

/** The single-document export calls of spec 001 §7 "Exports" and the missing-variables check. */
export const exportDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const { db } = platform;

  app.post(
    "/user/export/check",
    { config, schema: { tags, body: exportCheckSchema, response: { 200: exportCheckReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const data = await checkBeforeExport(platform, actor.companyId, request.body.values);
      return ok("", { data, total: data.reduce((sum, item) => sum + item.missing.length, 0) });
    },
  );

  app.post(
    "/user/download-pdf",
    { config, schema: { tags, summary: binary, body: downloadPdfSchema } },
    async (request, reply) => {
      const actor = actorOf(request, request.body.userId);
      const item = await documentPrintable(db, actor.companyId, request.body.fileId);
      return sendFile(reply, await exportOf(platform, actor.companyId, item, "pdf"));
    },
  );

  app.post(
    "/user/download-pdf-url",
    { config, schema: { tags, body: downloadPdfSchema, response: { 200: downloadLinkReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const item = await documentPrintable(db, actor.companyId, request.body.fileId);
      const target = {
        companyId: actor.companyId,
        kind: "document",
        id: request.body.fileId,
        format: "pdf",
      } as const;
      return ok(messages.documentDownloaded, await createLink(db, target, documentFileName(item, "pdf")));
    },
  );

  app.post(
    "/user/document/download",
    {
      config,
      schema: { tags, summary: `${binary}; a link for filepdf and file`, body: documentDownloadSchema },
    },
    async (request, reply) => {
      const actor = actorOf(request, request.body.userId);
      const { fileId, type } = request.body;
      const item = await documentPrintable(db, actor.companyId, fileId);
      const format = formatOfType(type);
      if (answersWithLink(type)) {
        const target = { companyId: actor.companyId, kind: "document", id: fileId, format } as const;
        return ok(messages.documentDownloaded, await createLink(db, target, documentFileName(item, format)));
      }
      return sendFile(reply, await exportOf(platform, actor.companyId, item, format), type === "open");
    },
  );

  app.post(
    "/user/documentbkp/download-pdf",
    { config, schema: { tags, summary: binary, body: backupDownloadSchema } },
    async (request, reply) => {
      const actor = actorOf(request, request.body.userId);
      const item = await backupPrintable(db, actor.companyId, request.body.backupId);
      return sendFile(reply, await exportOf(platform, actor.companyId, item, "pdf"));
    },
  );

  app.post(
    "/user/download/index",
    { config, schema: { tags, summary: binary, body: indexDownloadSchema } },
    async (request, reply) => {
      const actor = actorOf(request, request.body.userId);
      const item = await indexPrintable(db, actor.companyId, request.body);
      const file = await exportOf(platform, actor.companyId, item, "pdf");
      return sendFile(reply, { ...file, fileName: safeFileName(`${item.name} index`, "pdf") });
    },
  );

  app.post(
    "/user/get_document/downloadfree",
    { config, schema: { tags, summary: binary, body: freeDownloadSchema } },
    async (request, reply) => {
      const actor = actorOf(request, request.body.userId);
      const item = await freePrintable(db, request.body);
      const format = formatOfType(request.body.type);
      return sendFile(
        reply,
        await exportOf(platform, actor.companyId, item, format),
        request.body.type === "open",
      );
    },
  );

  app.post(
    "/user/subscrption-download",
    {
      config: { access: { permission: permissions.subscriptions } },
      schema: { tags, body: subscriptionDownloadSchema, response: { 200: downloadLinkReplySchema } },
    },
    async (request) => {
      const { companyId } = companyOf(request);
      const { id, count, update_date: since } = request.body;
      // Checked now, so another company's id answers 404 here and not when the link is used.
      const item = await subscriptionPrintable(db, companyId, { id, count, update_date: since });
      const target = { companyId, kind: "subscription", id, format: "pdf", count, since } as const;
      return ok(messages.documentDownloaded, await createLink(db, target, safeFileName(item.name, "pdf")));
    },
  );
};
