import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { documentGuide, reportIssue } from "./issues";

/** POST /user/report/issue and POST /user/getGuide (spec 001 §7 "Folders and files"). */
export const issueRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.reportDocumentIssue, async ({ input, actor, request }) =>
    ok(messages.issueReported, { data: await reportIssue(app.platform, request.log, actor, input) }),
  );

  serve(app, routes.documentGuide, async ({ input, actor }) =>
    ok(await documentGuide(app.platform.db, actor.companyId, input.fileId)),
  );
};
