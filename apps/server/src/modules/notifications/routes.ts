import { routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { countUnread, listNotifications, openNotification } from "./service";

/** The bell's calls (spec 001 §7 "Notifications and dashboard"); rules in service.ts. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.notificationCount, async ({ actor }) => ({
    status: 1 as const,
    response: "",
    count: await countUnread(db, actor),
  }));

  serve(app, routes.notifications, async ({ input, actor }) =>
    ok("", await listNotifications(db, actor, input)),
  );

  serve(app, routes.notification, async ({ input, actor }) =>
    ok("", { data: await openNotification(db, actor, input.notificationId) }),
  );
};
