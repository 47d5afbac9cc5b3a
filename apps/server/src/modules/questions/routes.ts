import {
  envelopeOf,
  fileQuestionsSchema,
  messages,
  questionIdSchema,
  questionListReplySchema,
  questionReplySchema,
  questionSchema,
  setQuestionSchema,
  testRequiredReplySchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { actorOf, libraryAccess } from "../library/access";
import { deleteQuestion, getQuestion, listQuestions, setQuestion, testRequired } from "./service";

const tags = ["questions"];
const config = libraryAccess;

/**
 * Questions on a file (spec 001 §7 "Questions"): the spec names the paths only, so the shapes
 * are ours (docs/decisions): list by fileId, one by id, set (add or change), delete by id.
 */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/user/selected/file/question",
    { config, schema: { tags, body: fileQuestionsSchema, response: { 200: questionListReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok("", await listQuestions(db, actor.companyId, request.body.fileId));
    },
  );

  app.post(
    "/user/getquestion",
    { config, schema: { tags, body: questionIdSchema, response: { 200: envelopeOf(questionSchema) } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(await getQuestion(db, actor.companyId, request.body.id));
    },
  );

  app.post(
    "/user/gettestrequired",
    { config, schema: { tags, body: fileQuestionsSchema, response: { 200: testRequiredReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(await testRequired(db, actor.companyId, request.body.fileId));
    },
  );

  app.post(
    "/user/setquestion",
    { config, schema: { tags, body: setQuestionSchema, response: { 200: questionReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.questionAdded, { data: await setQuestion(db, actor, request.body) });
    },
  );

  app.post(
    "/user/deletequestion",
    { config, schema: { tags, body: questionIdSchema, response: { 200: questionReplySchema } } },
    async (request) => {
      const actor = actorOf(request, request.body.userId);
      return ok(messages.questionDeleted, { data: await deleteQuestion(db, actor, request.body.id) });
    },
  );
};
