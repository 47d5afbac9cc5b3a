import type { FastifyPluginAsync } from "fastify";

/** The console's catalogue: countries, service types, regulators, packages with their folder trees. */
export const adminCatalogueRoutes: FastifyPluginAsync = async () => {};
