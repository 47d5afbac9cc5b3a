import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { deleteBackup, listBackups, restoreBackup } from "./backups";

/** The backup calls of spec 001 §7 "Restore, bin, backups"; rules in backups.ts. */
export const backupRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.documentBackups, async ({ input, actor }) =>
    ok("", await listBackups(db, actor.companyId, input)),
  );

  serve(app, routes.restoreDocumentBackup, async ({ input, actor }) =>
    ok(messages.backupRestored, { data: await restoreBackup(db, actor, input.backupId) }),
  );

  serve(app, routes.deleteDocumentBackup, async ({ input, actor }) =>
    ok(messages.successfullyDeleted, { data: await deleteBackup(db, actor, input.backupId) }),
  );
};
