import { routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { serve } from "../../platform/routes";
import { checkHealth, healthFor } from "./service";

export const healthRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.health, async ({ actor, reply }) => {
    const report = await checkHealth(app.platform);
    reply.code(report.healthy ? 200 : 503);
    return healthFor(report, actor.session);
  });
};
