import { routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { getSiteSettings } from "./service";

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.siteSettings, async () => ok(await getSiteSettings(app.platform.db)));
};
