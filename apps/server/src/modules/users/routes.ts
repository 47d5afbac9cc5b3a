import type { FastifyPluginAsync } from "fastify";

/** System users and the activity log (issue 15); rules in service.ts. */
export const userRoutes: FastifyPluginAsync = async () => {};
