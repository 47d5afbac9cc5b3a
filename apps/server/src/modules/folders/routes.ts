import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { createFolder, deleteFolder, listFolder, listTopFolders, updateFolder } from "./service";

/** The folder calls of spec 001 §7 "Folders and files"; the rules live in the service. */
export const folderRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.createFolder, async ({ input, actor }) =>
    ok(messages.folderCreated, { data: await createFolder(db, actor, input.folderName) }),
  );

  serve(app, routes.createSubfolder, async ({ input, actor }) =>
    ok(messages.folderCreated, { data: await createFolder(db, actor, input.folderName, input.parentId) }),
  );

  serve(app, routes.editFolder, async ({ input, actor }) =>
    ok(messages.folderUpdated, {
      data: await updateFolder(db, actor, input.folderId, { name: input.folderName }),
    }),
  );

  serve(app, routes.folderColour, async ({ input, actor }) => {
    const folder = await updateFolder(db, actor, input.id, { colour: input.colour.toLowerCase() });
    return ok(messages.folderUpdated, { data: folder });
  });

  serve(app, routes.deleteFolder, async ({ input, actor }) =>
    ok(messages.folderDeleted, { data: await deleteFolder(db, actor, input.folderId) }),
  );

  serve(app, routes.topFolders, async ({ input, actor }) => ok("", await listTopFolders(db, actor, input)));

  serve(app, routes.subfolders, async ({ input, actor }) => {
    const { folder, folders, path, list, total } = await listFolder(db, actor, input);
    return ok("", { list, total, data: { folder, path, folders } });
  });
};
