import type { FastifyPluginAsync } from "fastify";

/** The dashboard, recent updates and notification preferences (issue 15); rules in service.ts. */
export const dashboardRoutes: FastifyPluginAsync = async () => {};
