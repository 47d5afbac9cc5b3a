import { messages, routes, updateMessages } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { adminViewContent, compareFile } from "./compare";
import { acceptUpdate, rejectDocument } from "./decisions";
import { bulkRestore, restoreFile, restoreFolder } from "./restore";
import { restoreAllStatus, startRestoreAll } from "./restore-all";
import { autoUpdateSetting, latestUpdate, openedStatus, touchedFiles } from "./status";

/**
 * The company's decisions on template updates (spec 001 §7): compare, accept, reject, restore
 * (one, several, a folder, all), the latest update, opened status, touched files and the
 * auto-update setting. Rules in the services beside this file.
 */
export const updateRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.compareDocument, async ({ input, actor }) =>
    ok("", { data: await compareFile(db, actor.companyId, input.fileId) }),
  );

  serve(app, routes.adminViewContent, async ({ input, actor }) =>
    ok("", { data: await adminViewContent(db, actor.companyId, input.fileId) }),
  );

  serve(app, routes.acceptUpdate, async ({ input, actor }) =>
    ok(updateMessages.updateAccepted, { data: await acceptUpdate(db, actor, input) }),
  );

  serve(app, routes.rejectDocument, async ({ input, actor }) =>
    ok(updateMessages.updateRejected, { data: await rejectDocument(db, actor, input) }),
  );

  serve(app, routes.restoreFile, async ({ input, actor }) =>
    ok(messages.documentRestored, { data: await restoreFile(db, actor, input.fileId) }),
  );

  serve(app, routes.bulkRestoreFiles, async ({ input, actor }) =>
    ok(messages.documentRestored, { data: await bulkRestore(db, actor, input.fileIds) }),
  );

  serve(app, routes.restoreFolder, async ({ input, actor }) =>
    ok(messages.documentRestored, { data: await restoreFolder(db, actor, input.folderId) }),
  );

  serve(app, routes.restoreAllDocuments, async ({ input, actor }) => {
    if (input.action === "status") return ok("", { data: await restoreAllStatus(app.platform, actor) });
    const { message, run } = await startRestoreAll(app.platform, actor);
    return ok(message, { data: run });
  });

  serve(app, routes.latestUpdate, async ({ input, actor }) =>
    ok("", { data: await latestUpdate(db, actor.companyId, input.fileId) }),
  );

  serve(app, routes.openedStatus, async ({ input, actor }) =>
    ok("", { data: await openedStatus(db, actor, input.fileId) }),
  );

  serve(app, routes.touchedFiles, async ({ input, actor }) =>
    ok("", await touchedFiles(db, actor.companyId, input)),
  );

  serve(app, routes.autoUpdate, async ({ input, actor }) => {
    const { message, ...reply } = await autoUpdateSetting(db, actor, input);
    return ok(message, reply);
  });
};
