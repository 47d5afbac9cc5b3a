import type { FastifyPluginAsync } from "fastify";

/** The console's site: settings, promo, fees, legal pages, FAQ, knowledge base, testimonials, samples, updates feed. */
export const adminSiteRoutes: FastifyPluginAsync = async () => {};
