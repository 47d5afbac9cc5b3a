import {
  createPdfFieldsSchema,
  documentCallMessages,
  myFilePdfMaxBytes,
  myFilesMessages,
  routes,
  uploadMyFileFieldsSchema,
} from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { parseFields, readForm } from "../../platform/multipart-form";
import { serve } from "../../platform/routes";
import { documentFile, formatOfType } from "../exports/downloads";
import { sendFile } from "../exports/send";
import { documentHistory } from "./history";
import { createDocumentPdf, uploadDocumentPdf } from "./pdf-files";
import { documentRecentActivities, listRecentFiles, recordRecentFile, selectedFile } from "./recent";
import { referringDocuments } from "./referring";
import { setReviewDate } from "./review-date";
import { templateList } from "./template-list";
import { compareVersions } from "./version-compare";

const uploadFailures = { tooLarge: myFilesMessages.pdfTooLarge, notMultipart: myFilesMessages.choosePdf };

/** History and the remaining documents calls of spec 001 §7 (decision 032); rules in the services. */
export const documentHistoryRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: myFilePdfMaxBytes, files: 1, fields: 20 } });
  }
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.documentHistory, async ({ input, actor }) =>
    ok("", await documentHistory(db, actor.companyId, input)),
  );

  serve(app, routes.compareDocumentVersions, async ({ input, actor }) =>
    ok(await compareVersions(db, actor.companyId, input)),
  );

  serve(app, routes.downloadDocumentFile, async ({ input, actor, reply }) => {
    const file = await documentFile(platform, actor.companyId, input.fileId, formatOfType(input.type));
    return sendFile(reply, file, input.type === "open");
  });

  serve(app, routes.createDocumentPdf, async ({ actor, request }) => {
    const form = await readForm(request, actor, 1, uploadFailures);
    const fields = parseFields(createPdfFieldsSchema, form.fields);
    return ok(documentCallMessages.pdfCreated, { data: await createDocumentPdf(platform, actor, fields) });
  });

  serve(app, routes.uploadDocumentPdf, async ({ actor, request }) => {
    const form = await readForm(request, actor, myFilePdfMaxBytes, uploadFailures);
    const fields = parseFields(uploadMyFileFieldsSchema, form.fields);
    return ok(documentCallMessages.pdfUploaded, {
      data: await uploadDocumentPdf(platform, actor, fields, form),
    });
  });

  serve(app, routes.recordRecentFile, async ({ input, actor }) =>
    ok(documentCallMessages.recentRecorded, { data: await recordRecentFile(db, actor, input.fileId) }),
  );
  serve(app, routes.recentFiles, async ({ actor }) => ok("", await listRecentFiles(db, actor)));
  serve(app, routes.selectedFile, async ({ actor }) => ok("", { data: await selectedFile(db, actor) }));
  serve(app, routes.documentRecentActivities, async ({ input, actor }) =>
    ok("", await documentRecentActivities(db, actor, input.id)),
  );

  serve(app, routes.setDocumentReviewDate, async ({ input, actor }) =>
    ok(documentCallMessages.reviewDateSet, { data: await setReviewDate(db, actor, input) }),
  );

  const now = () => platform.clock.now();
  serve(app, routes.companyTemplateList, async ({ input, actor }) =>
    ok("", await templateList(db, actor.companyId, input, { onlyHeld: true, now: now() })),
  );
  serve(app, routes.templateList, async ({ input, actor }) =>
    ok("", await templateList(db, actor.companyId, input, { onlyHeld: false, now: now() })),
  );

  serve(app, routes.referringDocuments, async ({ input, actor }) =>
    ok("", await referringDocuments(db, actor.companyId, input.fileId)),
  );
};
