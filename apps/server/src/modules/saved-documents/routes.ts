import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { viewDocument } from "../documents/view";
import {
  changeSavedContent,
  deleteSaved,
  getSaved,
  insertSaved,
  listSaved,
  renameSaved,
  savedForEditor,
} from "./service";

/** The saved-document calls of spec 001 §7 "Saved documents"; rules in the service. */
export const savedDocumentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.savedDocuments, async ({ input, actor }) => ok("", await listSaved(db, actor, input)));

  serve(app, routes.savedDocument, async ({ input, actor }) => ok(await getSaved(db, actor, input.id)));

  serve(app, routes.savedDocumentForEditor, async ({ input, actor }) =>
    ok(await savedForEditor(db, actor, input.id)),
  );

  serve(app, routes.deleteSavedDocument, async ({ input, actor }) =>
    ok(messages.successfullyDeleted, { data: await deleteSaved(db, actor, input.id) }),
  );

  serve(app, routes.changeSavedDocumentContent, async ({ input, actor }) =>
    ok(messages.documentSaved, { data: await changeSavedContent(db, actor, input) }),
  );

  serve(app, routes.renameSavedDocument, async ({ input, actor }) =>
    ok(messages.fileUpdated, { data: await renameSaved(db, actor, input) }),
  );

  serve(app, routes.insertSavedDocument, async ({ input, actor }) =>
    ok(messages.documentSaved, { data: await insertSaved(db, actor, input) }),
  );

  serve(app, routes.userFileById, async ({ input, actor }) =>
    ok(await viewDocument(app.platform, actor.companyId, input.fileId)),
  );
};
