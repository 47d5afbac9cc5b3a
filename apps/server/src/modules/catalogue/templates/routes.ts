import type { FastifyPluginAsync } from "fastify";

/** The console's master templates: drafts, versions, publishing, images, preview, library import. */
export const adminTemplateRoutes: FastifyPluginAsync = async () => {};
