import { notificationMessages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { preferencesOf, savePreferences } from "./preferences";
import { countUnread, listNotifications, markAllRead, openNotification } from "./service";

/**
 * The bell's calls (spec 001 §7 "Notifications and dashboard"), and the notifications page's own:
 * mark all read and the email preferences (issue 15). Rules in service.ts and preferences.ts.
 */
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

  serve(app, routes.markAllNotificationsRead, async ({ actor }) => ({
    status: 1 as const,
    response: notificationMessages.allRead,
    marked: await markAllRead(db, actor),
    unread: 0 as const,
  }));

  serve(app, routes.notificationPreferences, async ({ actor }) =>
    ok("", { list: await preferencesOf(db, actor) }),
  );

  serve(app, routes.saveNotificationPreferences, async ({ input, actor }) =>
    ok(notificationMessages.preferencesSaved, { list: await savePreferences(db, actor, input.preferences) }),
  );
};
