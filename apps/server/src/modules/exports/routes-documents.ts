import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { checkBeforeExport } from "./check";
import {
  answersWithLink,
  documentFile,
  documentLink,
  exportOf,
  formatOfType,
  indexFile,
  subscriptionLink,
} from "./downloads";
import { backupPrintable, freePrintable } from "./printables";
import { sendFile } from "./send";

/** The single-document export calls of spec 001 §7 "Exports" and the missing-variables check. */
export const exportDocumentRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.exportCheck, async ({ input, actor }) =>
    ok("", await checkBeforeExport(platform, actor.companyId, input.values)),
  );

  serve(app, routes.exportDocumentPdf, async ({ input, actor, reply }) =>
    sendFile(reply, await documentFile(platform, actor.companyId, input.fileId, "pdf")),
  );

  serve(app, routes.exportDocumentPdfLink, async ({ input, actor }) =>
    ok(messages.documentDownloaded, await documentLink(db, actor.companyId, input.fileId, "pdf")),
  );

  serve(app, routes.exportDocument, async ({ input, actor, reply }) => {
    const format = formatOfType(input.type);
    if (answersWithLink(input.type)) {
      const link = await documentLink(db, actor.companyId, input.fileId, format);
      return reply.send(ok(messages.documentDownloaded, link));
    }
    const file = await documentFile(platform, actor.companyId, input.fileId, format);
    return sendFile(reply, file, input.type === "open");
  });

  serve(app, routes.exportBackupPdf, async ({ input, actor, reply }) => {
    const item = await backupPrintable(db, actor.companyId, input.backupId);
    return sendFile(reply, await exportOf(platform, actor.companyId, item, "pdf"));
  });

  serve(app, routes.exportIndexPdf, async ({ input, actor, reply }) =>
    sendFile(reply, await indexFile(platform, actor.companyId, input)),
  );

  serve(app, routes.exportFreeDocument, async ({ input, actor, reply }) => {
    const item = await freePrintable(db, input);
    const file = await exportOf(platform, actor.companyId, item, formatOfType(input.type));
    return sendFile(reply, file, input.type === "open");
  });

  serve(app, routes.exportSubscriptionLink, async ({ input, actor }) => {
    const { id, count, update_date: since } = input;
    return ok(messages.documentDownloaded, await subscriptionLink(db, actor.companyId, { id, count, since }));
  });
};
