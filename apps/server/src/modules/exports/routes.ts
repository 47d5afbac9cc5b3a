import { routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { PdfUnavailableError } from "../../platform/pdf/renderer";
import { serve } from "../../platform/routes";
import { exportFailed } from "./files";
import { registerExportLive } from "./live";
import { exportBulkRoutes } from "./routes-bulk";
import { exportDocumentRoutes } from "./routes-documents";
import { exportSavedRoutes } from "./routes-saved";
import { sampleArchiveName, sampleDocumentsZip } from "./samples";
import { sendFile } from "./send";

/** Printing is expensive: a visitor may ask for the samples a few times an hour. */
const sampleLimit = { max: 5, windowSeconds: 60 * 60 };

/** Every export call (spec 000 §7 samples; spec 001 §7 exports and saved-document downloads). */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  registerExportLive(platform);
  await app.register(exportDocumentRoutes);
  await app.register(exportSavedRoutes);
  await app.register(exportBulkRoutes);

  serve(app, routes.sampleDocumentsDownload, async ({ input, actor, request, reply }) => {
    await platform.limiter.enforce(`samples:ip:${actor.origin.ip}`, sampleLimit);
    try {
      const archive = await sampleDocumentsZip(platform.db, platform.pdf, input);
      return sendFile(reply, { body: archive, fileName: sampleArchiveName, contentType: "application/zip" });
    } catch (error) {
      if (!(error instanceof PdfUnavailableError)) throw error;
      request.log.error({ err: error }, "sample documents could not be printed");
      throw exportFailed();
    }
  });
};
