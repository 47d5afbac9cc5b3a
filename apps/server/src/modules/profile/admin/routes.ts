import type { FastifyPluginAsync } from "fastify";

/** The console's requests from companies: profile edit requests, reported document issues, contact messages and demo bookings. */
export const adminRequestRoutes: FastifyPluginAsync = async () => {};
