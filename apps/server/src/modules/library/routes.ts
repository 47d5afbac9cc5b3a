import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { deletedList, deletePermanently, restoreFromBin } from "./bin";

/** The bin calls of spec 001 §7 "Restore, bin, backups". */
export const binRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.binList, async ({ input, actor }) => {
    const result = await deletedList(db, actor, input);
    // Status 2 is the deleted list's "empty" (spec 001 §4).
    if (result.total === 0) return { status: 2 as const, response: messages.noRecordsFound, ...result };
    return ok("", result);
  });

  serve(app, routes.binRestore, async ({ input, actor }) => {
    const { message, ids } = await restoreFromBin(db, actor, input.id, input.collection_type);
    return ok(message, { data: { ids } });
  });

  serve(app, routes.binDeletePermanently, async ({ input, actor }) => {
    const { message, ids } = await deletePermanently(db, actor, input.delData, input.collection_type);
    return ok(message, { data: { ids } });
  });
};
