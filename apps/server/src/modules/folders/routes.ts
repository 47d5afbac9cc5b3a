import {
  createFolderSchema,
  createSubfolderSchema,
  deleteFolderSchema,
  editFolderSchema,
  folderColourSchema,
  folderListReplySchema,
  folderListSchema,
  folderReplySchema,
  messages,
  subFolderListReplySchema,
  subFolderListSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "../library/access";
import { createFolder, deleteFolder, listFolder, listTopFolders, updateFolder } from "./service";

const tags = ["folders"];
const config = libraryAccess;

/** The folder calls of spec 001 §7 "Folders and files"; the rules live in the service. */
export const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/user/createfolder",
    { config, schema: { tags, body: createFolderSchema, response: { 200: folderReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.folderCreated, { data: await createFolder(db, actor, request.body.folderName) });
    },
  );

  app.post(
    "/user/createsubfolder",
    { config, schema: { tags, body: createSubfolderSchema, response: { 200: folderReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const folder = await createFolder(db, actor, request.body.folderName, request.body.parentId);
      return ok(messages.folderCreated, { data: folder });
    },
  );

  app.post(
    "/user/editFolder",
    { config, schema: { tags, body: editFolderSchema, response: { 200: folderReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const folder = await updateFolder(db, actor, request.body.folderId, { name: request.body.folderName });
      return ok(messages.folderUpdated, { data: folder });
    },
  );

  app.post(
    "/user/foldericon/colour/update",
    { config, schema: { tags, body: folderColourSchema, response: { 200: folderReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const folder = await updateFolder(db, actor, request.body.id, {
        colour: request.body.colour.toLowerCase(),
      });
      return ok(messages.folderUpdated, { data: folder });
    },
  );

  app.post(
    "/user/deleteFolder",
    { config, schema: { tags, body: deleteFolderSchema, response: { 200: folderReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.folderDeleted, { data: await deleteFolder(db, actor, request.body.folderId) });
    },
  );

  app.post(
    "/user/getFoldersList",
    { config, schema: { tags, body: folderListSchema, response: { 200: folderListReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok("", await listTopFolders(db, actor, request.body));
    },
  );

  app.post(
    "/user/getSubFoldersList",
    { config, schema: { tags, body: subFolderListSchema, response: { 200: subFolderListReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const { folder, folders, path, list, total } = await listFolder(db, actor, request.body);
      return ok("", { list, total, data: { folder, path, folders } });
    },
  );
};
