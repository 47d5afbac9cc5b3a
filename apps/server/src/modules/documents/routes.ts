import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { restoreVersion, saveContent, setHeaderFooter, updateContent } from "./content";
import { copyDocument, createDocument, deleteDocument, renameDocument, setOrientation } from "./service";
import { listVersions, viewVersion } from "./versions";
import { viewDocument } from "./view";

/** The document calls of spec 001 §7 "Folders and files", and version history; rules in the services. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.createDocument, async ({ input, actor }) =>
    ok(messages.documentCreated, { data: await createDocument(db, actor, input) }),
  );

  serve(app, routes.copyDocument, async ({ input, actor }) =>
    ok(messages.documentCreated, { data: await copyDocument(db, actor, input) }),
  );

  serve(app, routes.renameDocument, async ({ input, actor }) =>
    ok(messages.fileUpdated, { data: await renameDocument(db, actor, input.fileId, input) }),
  );

  serve(app, routes.deleteDocument, async ({ input, actor }) =>
    ok(messages.documentDeleted, { data: await deleteDocument(db, actor, input.fileId) }),
  );

  serve(app, routes.viewDocument, async ({ input, actor }) =>
    ok(await viewDocument(app.platform, actor.companyId, input.fileId)),
  );

  serve(app, routes.updateDocumentContent, async ({ input, actor }) =>
    ok(messages.documentSaved, { data: await updateContent(db, actor, input) }),
  );

  serve(app, routes.saveDocumentContent, async ({ input, actor }) =>
    ok(messages.documentSaved, { data: await saveContent(db, actor, input) }),
  );

  serve(app, routes.documentOrientation, async ({ input, actor }) => {
    const result = await setOrientation(db, actor, input.fileId, input.orientationType);
    return { status: result.status, response: result.message, data: result.item };
  });

  serve(app, routes.documentHeaderFooter, async ({ input, actor }) =>
    ok(messages.documentSetupSaved, { data: await setHeaderFooter(db, actor, input) }),
  );

  serve(app, routes.documentVersions, async ({ input, actor }) =>
    ok("", await listVersions(db, actor.companyId, input.fileId, input)),
  );

  serve(app, routes.documentVersion, async ({ input, actor }) =>
    ok(await viewVersion(db, actor.companyId, input.fileId, input.version)),
  );

  serve(app, routes.restoreDocumentVersion, async ({ input, actor }) =>
    ok(messages.documentRestored, { data: await restoreVersion(db, actor, input.fileId, input.version) }),
  );
};
