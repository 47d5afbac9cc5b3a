import { routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { serve } from "../../platform/routes";
import { exportOf } from "./downloads";
import { createdPrintable, savedPrintable } from "./printables";
import { sendFile } from "./send";

const savedCalls = [
  ["pdf", routes.exportSavedPdf],
  ["word", routes.exportSavedWord],
] as const;
const createdCalls = [
  ["pdf", routes.exportCreatedPdf],
  ["word", routes.exportCreatedWord],
] as const;

/**
 * The saved-document downloads of spec 001 §7 "Saved documents": a saved copy (the company's, or
 * the caller's own draft) and a document made on the spot, each as PDF or Word.
 */
export const exportSavedRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  const { db } = platform;

  for (const [format, definition] of savedCalls) {
    serve(app, definition, async ({ input, actor, reply }) => {
      const item = await savedPrintable(db, actor, input.id);
      return sendFile(reply, await exportOf(platform, actor.companyId, item, format));
    });
  }

  for (const [format, definition] of createdCalls) {
    serve(app, definition, async ({ input, actor, reply }) => {
      const item = await createdPrintable(db, actor.companyId, input);
      return sendFile(reply, await exportOf(platform, actor.companyId, item, format));
    });
  }
};
