import type { FastifyPluginAsync } from "fastify";

/** The platform admin's second factor (TOTP and recovery codes) and the admin activity list. */
export const adminSecurityRoutes: FastifyPluginAsync = async () => {};
