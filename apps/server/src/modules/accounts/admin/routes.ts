import type { FastifyPluginAsync } from "fastify";

/** The console's companies, orders, payments and coupons. */
export const adminCompanyRoutes: FastifyPluginAsync = async () => {};
