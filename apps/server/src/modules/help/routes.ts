import { helpMessages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { closeConversation, listConversations, replyToConversation, viewConversation } from "./admin";
import { chatState, readChat, sendChat } from "./chat";
import { registerHelpLive } from "./live";
import { submitHelpRequest } from "./request";
import { chatConversationOf } from "./views";

/** Get Help (issue 21, decision 033): the Short Help Form, Live Chat and the console's Support area. */
export const helpRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  const { db } = platform;
  registerHelpLive(platform);

  serve(app, routes.helpRequest, async ({ input, actor, request }) => {
    await submitHelpRequest(platform, request.log, actor, input);
    return ok(helpMessages.requestSent);
  });
  serve(app, routes.chatOpen, async ({ input, actor }) =>
    ok(await chatState(platform, actor, input.visitorToken)),
  );
  serve(app, routes.chatRead, async ({ input, actor }) => ok(await readChat(platform, actor, input)));
  serve(app, routes.chatSend, async ({ input, actor, request }) => {
    const { row, visitorToken } = await sendChat(platform, request.log, actor, input);
    const message = row.kind === "offline" ? helpMessages.offlineSent : helpMessages.messageSent;
    return ok(message, { data: await chatConversationOf(db, row), visitorToken });
  });

  serve(app, routes.adminSupportList, async ({ input }) => {
    return ok("", await listConversations(db, input));
  });
  serve(app, routes.adminSupportView, async ({ input }) => ok(await viewConversation(db, input.id)));
  serve(app, routes.adminSupportReply, async ({ input, actor, request }) =>
    ok(helpMessages.replySent, { data: await replyToConversation(platform, request.log, actor, input) }),
  );
  serve(app, routes.adminSupportClose, async ({ input, actor }) =>
    ok(helpMessages.conversationClosedByTeam, { data: await closeConversation(platform, actor, input.id) }),
  );
};
