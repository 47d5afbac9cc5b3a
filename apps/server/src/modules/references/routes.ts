import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { viewDocument } from "../documents/view";
import {
  deleteReference,
  editReference,
  listReferences,
  referenceCandidates,
  saveReferences,
} from "./service";

/** The reference calls of spec 001 §7 "References"; rules in the service. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.documentReferences, async ({ input, actor }) =>
    ok("", await listReferences(db, actor.companyId, input.fileId)),
  );

  serve(app, routes.referencedDocument, async ({ input, actor }) =>
    ok(await viewDocument(app.platform, actor.companyId, input.refId)),
  );

  serve(app, routes.referenceCandidates, async ({ input, actor }) =>
    ok("", await referenceCandidates(db, actor.companyId, input)),
  );

  serve(app, routes.addReferences, async ({ input, actor }) =>
    ok(messages.referencesSaved, { data: await saveReferences(db, actor, input.fileId, input.ids) }),
  );

  serve(app, routes.editReference, async ({ input, actor }) =>
    ok(messages.referenceUpdated, { data: await editReference(db, actor, input) }),
  );

  serve(app, routes.removeReference, async ({ input, actor }) =>
    ok(messages.referenceRemoved, { data: await deleteReference(db, actor, input) }),
  );
};
