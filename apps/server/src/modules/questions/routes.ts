import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { deleteQuestion, getQuestion, listQuestions, setQuestion, testRequired } from "./service";

/** Questions on a file (spec 001 §7 "Questions"); rules in the service. */
export const questionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.documentQuestions, async ({ input, actor }) =>
    ok("", await listQuestions(db, actor.companyId, input.fileId)),
  );

  serve(app, routes.documentQuestion, async ({ input, actor }) =>
    ok(await getQuestion(db, actor.companyId, input.id)),
  );

  serve(app, routes.documentTestRequired, async ({ input, actor }) =>
    ok(await testRequired(db, actor.companyId, input.fileId)),
  );

  serve(app, routes.setQuestion, async ({ input, actor }) =>
    ok(messages.questionAdded, { data: await setQuestion(db, actor, input) }),
  );

  serve(app, routes.deleteQuestion, async ({ input, actor }) =>
    ok(messages.questionDeleted, { data: await deleteQuestion(db, actor, input.id) }),
  );
};
