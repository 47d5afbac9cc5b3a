import { routes, adminTemplateMessages as said } from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../../platform/envelope";
import { serve } from "../../../platform/routes";
import { createTemplate, discardDraft, saveDraft } from "./drafts";
import { listTemplateImages, readImageForm, uploadTemplateImage } from "./images";
import { importLibrary, listImports } from "./import";
import { listTemplates, templateDetail } from "./list";
import { previewTemplate } from "./preview";
import { publishTemplate, setWithdrawn } from "./publish";
import { compareVersion, versionDetail } from "./versions";

/** The console's master templates: drafts, versions, publishing, images, preview, library import. */
export const adminTemplateRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.adminTemplateList, async ({ input }) => {
    const page = await listTemplates(db, input);
    return { status: 1 as const, response: said.listed, ...page };
  });
  serve(app, routes.adminTemplateGet, async ({ input }) =>
    ok(said.listed, { data: await templateDetail(db, input.templateId) }),
  );
  serve(app, routes.adminTemplateCreate, async ({ input, actor }) =>
    ok(said.created, { data: await createTemplate(db, actor, input) }),
  );
  serve(app, routes.adminTemplateDraftSave, async ({ input, actor }) =>
    ok(said.draftSaved, { data: await saveDraft(db, actor, input) }),
  );
  serve(app, routes.adminTemplateDraftDiscard, async ({ input, actor }) =>
    ok(said.draftDiscarded, { data: await discardDraft(db, actor, input.templateId) }),
  );
  serve(app, routes.adminTemplatePublish, async ({ input, actor }) =>
    ok(said.published, { data: await publishTemplate(platform, app.log, actor, input) }),
  );
  serve(app, routes.adminTemplateWithdraw, async ({ input, actor }) =>
    ok(said.withdrawn, { data: await setWithdrawn(platform, actor, input.templateId, true) }),
  );
  serve(app, routes.adminTemplateRepublish, async ({ input, actor }) =>
    ok(said.republished, { data: await setWithdrawn(platform, actor, input.templateId, false) }),
  );
  serve(app, routes.adminTemplateVersion, async ({ input }) =>
    ok(said.listed, { data: await versionDetail(db, input.templateId, input.version) }),
  );
  serve(app, routes.adminTemplateCompare, async ({ input }) =>
    ok(said.listed, { data: await compareVersion(db, input.templateId, input.version) }),
  );
  serve(app, routes.adminTemplatePreview, async ({ input }) =>
    ok(said.listed, { data: await previewTemplate(platform, input) }),
  );
  serve(app, routes.adminTemplateImageUpload, async ({ actor, request }) =>
    ok(said.imageUploaded, {
      data: await uploadTemplateImage(platform, actor, await readImageForm(request, actor)),
    }),
  );
  serve(app, routes.adminTemplateImageList, async ({ input }) => {
    const page = await listTemplateImages(platform, input.page);
    return { status: 1 as const, response: said.listed, ...page };
  });
  serve(app, routes.adminLibraryImport, async ({ actor }) =>
    ok(said.imported, { data: await importLibrary(db, actor) }),
  );
  serve(app, routes.adminLibraryImportList, async ({ input }) => {
    const page = await listImports(db, input.page);
    return { status: 1 as const, response: said.listed, ...page };
  });
};
