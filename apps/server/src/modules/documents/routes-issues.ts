import {
  fileIdBodySchema,
  guideReplySchema,
  messages,
  reportIssueReplySchema,
  reportIssueSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "../library/access";
import { documentGuide, reportIssue } from "./issues";

const tags = ["documents"];
const config = libraryAccess;

/** POST /user/report/issue and POST /user/getGuide (spec 001 §7 "Folders and files"). */
export const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/report/issue",
    { config, schema: { tags, body: reportIssueSchema, response: { 200: reportIssueReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      const data = await reportIssue(app.platform, request.log, actor, request.body);
      return ok(messages.issueReported, { data });
    },
  );

  app.post(
    "/user/getGuide",
    { config, schema: { tags, body: fileIdBodySchema, response: { 200: guideReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(await documentGuide(app.platform.db, actor.companyId, request.body.fileId));
    },
  );
};
