import {
  createdDocumentDownloadSchema,
  type ExportFormat,
  savedDocumentDownloadSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, libraryAccess } from "../library/access";
import { createdPrintable, savedPrintable } from "./printables";
import { exportOf, sendFile } from "./send";

const tags = ["exports"];
const config = libraryAccess;
const formats: [ExportFormat, string][] = [
  ["pdf", "download_as_pdf"],
  ["word", "download_as_word"],
];

/**
 * The saved-document downloads of spec 001 §7 "Saved documents": a saved copy (the company's, or
 * the caller's own draft) and a document made on the spot, each as PDF or Word.
 */
export const exportSavedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const { db } = platform;

  for (const [format, action] of formats) {
    app.post(
      `/site/saved_docs/${action}`,
      {
        config,
        schema: { tags, summary: `A saved document as ${format}`, body: savedDocumentDownloadSchema },
      },
      async (request, reply) => {
        const actor = actorOf(request, request.body.userId);
        const item = await savedPrintable(db, actor, request.body.id);
        return sendFile(reply, await exportOf(platform, actor.companyId, item, format));
      },
    );

    app.post(
      `/site/users/create_save_docs/${action}`,
      {
        config,
        schema: {
          tags,
          summary: `A document made on the spot as ${format}`,
          body: createdDocumentDownloadSchema,
        },
      },
      async (request, reply) => {
        const actor = actorOf(request, request.body.userId);
        const item = await createdPrintable(db, actor.companyId, request.body);
        return sendFile(reply, await exportOf(platform, actor.companyId, item, format));
      },
    );
  }
};
