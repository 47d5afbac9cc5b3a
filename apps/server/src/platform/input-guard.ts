import { findUnstorableText, messages } from "@cloudoc/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./envelope";

/** Refuses text no database can store (a NUL, a lone surrogate) with 400, naming the field. */
export function refuseUnstorableText(input: unknown) {
  const field = findUnstorableText(input);
  if (field === undefined) return;
  throw badRequest(messages.textHasInvalidCharacters, [
    { field, message: messages.textHasInvalidCharacters },
  ]);
}

/**
 * Every call's body, query and path are checked once, before its schema (issue 23): one check
 * covers every text field of every call, so none can reach the database and answer 500.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    if (!request.routeOptions.config.route) return;
    refuseUnstorableText(request.params);
    refuseUnstorableText(request.query);
    refuseUnstorableText(request.body);
  });
}
