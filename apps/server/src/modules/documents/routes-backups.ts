import {
  backupDeleteReplySchema,
  backupIdSchema,
  backupListQuerySchema,
  backupListReplySchema,
  backupRestoreReplySchema,
  messages,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "../library/access";
import { deleteBackup, listBackups, restoreBackup } from "./backups";

const tags = ["documents"];
const config = libraryAccess;

/** The backup calls of spec 001 §7 "Restore, bin, backups"; rules in backups.ts. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.get(
    "/user/backup/files",
    {
      config,
      schema: { tags, querystring: backupListQuerySchema, response: { 200: backupListReplySchema } },
    },
    async (request) => {
      const actor = actorOf(request, request.query.userId);
      return ok("", await listBackups(db, actor.companyId, request.query));
    },
  );

  app.post(
    "/user/restore/backupFile",
    { config, schema: { tags, body: backupIdSchema, response: { 200: backupRestoreReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.backupRestored, { data: await restoreBackup(db, actor, request.body.backupId) });
    },
  );

  app.post(
    "/user/delete/backupFile",
    { config, schema: { tags, body: backupIdSchema, response: { 200: backupDeleteReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.successfullyDeleted, { data: await deleteBackup(db, actor, request.body.backupId) });
    },
  );
};
