import { routes, siteMessages } from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../../platform/envelope";
import { serve } from "../../../platform/routes";
import { listUpdatedDocuments } from "../service";
import { deleteDocumentUpdate, saveDocumentUpdate } from "./document-updates";
import { adminFaqs, deleteFaq, reorderFaqs, saveFaq } from "./faqs";
import { adminKnowledge, deleteArticle, reorderArticles, saveArticle } from "./knowledge";
import { adminPages, deletePage, savePage } from "./pages";
import { publishedTemplateChoices } from "./picks";
import { adminSamples, saveSample } from "./samples";
import { adminSettings, priceDetails, saveSettings } from "./settings";
import { readSiteImage, siteImage, uploadSiteImage } from "./site-images";
import { adminTestimonials, deleteTestimonial, reorderTestimonials, saveTestimonial } from "./testimonials";

/** Every list of the console is short and shown whole: status 1 even when empty. */
const listOf = <T>(list: T[], total: number = list.length) => ({
  status: 1 as const,
  response: "ok",
  list,
  total,
});
const saved = <T>(data: T) => ok(siteMessages.saved, { data });

/** The console's site: settings, promo, fees, legal pages, FAQ, knowledge base, testimonials, samples, updates feed. */
export const adminSiteRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.adminSettings, async () => {
    const { settings, packages } = await adminSettings(db);
    return ok(settings, { packages });
  });
  serve(app, routes.adminSettingsSave, async ({ input, actor }) => ok(await saveSettings(db, actor, input)));
  serve(app, routes.adminPriceDetails, async () => ok(await priceDetails(db)));
  serve(app, routes.adminSiteImageUpload, async ({ actor, request }) => {
    const data = await uploadSiteImage(platform, actor, await readSiteImage(request, actor));
    return ok(siteMessages.imageUploaded, { data });
  });
  serve(app, routes.siteImage, async ({ input, reply }) => {
    const image = await siteImage(platform, input.reference);
    return reply
      .header("Content-Type", image.contentType)
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .send(image.body);
  });

  serve(app, routes.adminPageList, async () => listOf(await adminPages(db)));
  serve(app, routes.adminPageSave, async ({ input, actor }) => saved(await savePage(db, actor, input)));
  serve(app, routes.adminPageDelete, async ({ input, actor }) => {
    await deletePage(db, actor, input.slug);
    return ok(siteMessages.deleted);
  });

  serve(app, routes.adminFaqList, async () => listOf(await adminFaqs(db)));
  serve(app, routes.adminFaqSave, async ({ input, actor }) => saved(await saveFaq(db, actor, input)));
  serve(app, routes.adminFaqDelete, async ({ input, actor }) => {
    await deleteFaq(db, actor, input._id);
    return ok(siteMessages.deleted);
  });
  serve(app, routes.adminFaqReorder, async ({ input, actor }) => {
    await reorderFaqs(db, actor, input.ids);
    return ok(siteMessages.reordered);
  });

  serve(app, routes.adminKnowledgeList, async () => listOf(await adminKnowledge(db)));
  serve(app, routes.adminKnowledgeSave, async ({ input, actor }) =>
    saved(await saveArticle(db, actor, input)),
  );
  serve(app, routes.adminKnowledgeDelete, async ({ input, actor }) => {
    await deleteArticle(db, actor, input.slug);
    return ok(siteMessages.deleted);
  });
  serve(app, routes.adminKnowledgeReorder, async ({ input, actor }) => {
    await reorderArticles(db, actor, input.ids);
    return ok(siteMessages.reordered);
  });

  serve(app, routes.adminTestimonialList, async () => listOf(await adminTestimonials(db)));
  serve(app, routes.adminTestimonialSave, async ({ input, actor }) =>
    saved(await saveTestimonial(db, actor, input)),
  );
  serve(app, routes.adminTestimonialDelete, async ({ input, actor }) => {
    await deleteTestimonial(db, actor, input._id);
    return ok(siteMessages.deleted);
  });
  serve(app, routes.adminTestimonialReorder, async ({ input, actor }) => {
    await reorderTestimonials(db, actor, input.ids);
    return ok(siteMessages.reordered);
  });

  serve(app, routes.adminSampleList, async () => listOf(await adminSamples(db)));
  serve(app, routes.adminSampleSave, async ({ input, actor }) => saved(await saveSample(db, actor, input)));
  serve(app, routes.adminSampleTemplates, async ({ input }) =>
    listOf(await publishedTemplateChoices(db, input.search)),
  );

  serve(app, routes.adminDocumentUpdateList, async ({ input }) => {
    const { list, total } = await listUpdatedDocuments(db, input);
    return listOf(list, total);
  });
  serve(app, routes.adminDocumentUpdateSave, async ({ input, actor }) =>
    saved(await saveDocumentUpdate(db, actor, input)),
  );
  serve(app, routes.adminDocumentUpdateDelete, async ({ input, actor }) => {
    await deleteDocumentUpdate(db, actor, input._id);
    return ok(siteMessages.deleted);
  });
};
