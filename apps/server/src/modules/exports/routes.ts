import { messages, sampleDownloadSchema } from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/envelope";
import { PdfUnavailableError } from "../../platform/pdf/renderer";
import { registerExportLive } from "./live";
import { exportBulkRoutes } from "./routes-bulk";
import { exportDocumentRoutes } from "./routes-documents";
import { exportSavedRoutes } from "./routes-saved";
import { sampleDocumentsZip } from "./samples";

/** Printing is expensive: a visitor may ask for the samples a few times an hour. */
const sampleLimit = { max: 5, windowSeconds: 60 * 60 };

/** Every export call (spec 000 §7 samples; spec 001 §7 exports and saved-document downloads). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  registerExportLive(platform);
  await app.register(exportDocumentRoutes);
  await app.register(exportSavedRoutes);
  await app.register(exportBulkRoutes);

  app.post(
    "/download/sampledocument",
    {
      config: { access: "public" },
      schema: {
        tags: ["exports"],
        summary: "The 8 sample documents, personalised, as a zip",
        body: sampleDownloadSchema,
      },
    },
    async (request, reply) => {
      await platform.limiter.enforce(`samples:ip:${request.ip}`, sampleLimit);
      try {
        const archive = await sampleDocumentsZip(platform.db, platform.pdf, request.body);
        return reply
          .type("application/zip")
          .header("content-disposition", 'attachment; filename="Cloudoc-sample-documents.zip"')
          .send(archive);
      } catch (error) {
        if (error instanceof PdfUnavailableError) {
          request.log.error({ err: error }, "sample documents could not be printed");
          throw new AppError(503, messages.somethingWentWrongExport);
        }
        throw error;
      }
    },
  );
};
