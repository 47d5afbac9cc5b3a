import {
  binChangeReplySchema,
  binDeleteSchema,
  binListReplySchema,
  binRestoreSchema,
  deletedListSchema,
  messages,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "./access";
import { deletedList, deletePermanently, restoreFromBin } from "./bin";

const tags = ["bin"];
const config = libraryAccess;

/** The bin calls of spec 001 §7 "Restore, bin, backups". */
export const binRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/user/documents/deleted-list",
    { config, schema: { tags, body: deletedListSchema, response: { 200: binListReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const result = await deletedList(db, actor, request.body);
      // Status 2 is the deleted list's "empty" (spec 001 §4).
      if (result.total === 0) return { status: 2 as const, response: messages.noRecordsFound, ...result };
      return ok("", result);
    },
  );

  app.post(
    "/user/documents/restore",
    { config, schema: { tags, body: binRestoreSchema, response: { 200: binChangeReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const { message, ids } = await restoreFromBin(db, actor, request.body.id, request.body.collection_type);
      return ok(message, { data: { ids } });
    },
  );

  app.post(
    "/user/documents/delete/permanently",
    { config, schema: { tags, body: binDeleteSchema, response: { 200: binChangeReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const { message, ids } = await deletePermanently(
        db,
        actor,
        request.body.delData,
        request.body.collection_type,
      );
      return ok(message, { data: { ids } });
    },
  );
};
