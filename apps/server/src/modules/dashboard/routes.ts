import { routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { dashboardOverview } from "./service";

/** The dashboard (spec 001 §7 POST /userdashboard); rules in service.ts. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.companyDashboard, async ({ actor }) =>
    ok("", { data: await dashboardOverview(db, actor.companyId) }),
  );
};
