import {
  chatConversationReplySchema,
  chatOpenSchema,
  chatReadSchema,
  chatSendSchema,
  chatSentReplySchema,
  chatStateReplySchema,
  helpRequestReplySchema,
  helpRequestSchema,
  supportConversationReplySchema,
  supportIdSchema,
  supportListReplySchema,
  supportListSchema,
  supportReplySchema,
  supportSavedReplySchema,
} from "../help";
import { route } from "./define";

const tags = ["help"];

/**
 * Get Help (issue 21, decision 033). Public: a visitor reaches their own conversation with the
 * token their browser keeps; a signed-in owner or staff user reaches their company's, by session.
 */
export const helpRoutes = {
  helpRequest: route({
    method: "POST",
    path: "/help/request",
    access: "public",
    body: helpRequestSchema,
    reply: helpRequestReplySchema,
    tags,
    summary: "The Short Help Form: stored and emailed to the support address; bot check for visitors",
  }),
  chatOpen: route({
    method: "POST",
    path: "/help/chat",
    access: "public",
    body: chatOpenSchema,
    reply: chatStateReplySchema,
    tags,
    summary: "Whether the team is in, and the caller's current conversation",
  }),
  chatRead: route({
    method: "POST",
    path: "/help/chat/messages",
    access: "public",
    body: chatReadSchema,
    reply: chatConversationReplySchema,
    tags,
    summary: "One conversation of the caller's company or visitor token; any other answers 404",
  }),
  chatSend: route({
    method: "POST",
    path: "/help/chat/send",
    access: "public",
    body: chatSendSchema,
    reply: chatSentReplySchema,
    tags,
    summary: "A chat message; out of support hours a message form emailed to the support address",
  }),
};

const adminTags = ["admin support"];
const access = "admin";

/** The console's Support area: conversations and help requests, read, answered and closed. */
export const adminSupportRoutes = {
  adminSupportList: route({
    method: "POST",
    path: "/admin/support/list",
    access,
    body: supportListSchema,
    reply: supportListReplySchema,
    tags: adminTags,
    summary: "Conversations, latest message first, 25 a page; by status and by name, email or company",
  }),
  adminSupportView: route({
    method: "POST",
    path: "/admin/support/view",
    access,
    body: supportIdSchema,
    reply: supportConversationReplySchema,
    tags: adminTags,
    summary: "One conversation with its messages",
  }),
  adminSupportReply: route({
    method: "POST",
    path: "/admin/support/reply",
    access,
    body: supportReplySchema,
    reply: supportSavedReplySchema,
    tags: adminTags,
    summary: "The team's reply, shown live in the visitor's chat panel",
  }),
  adminSupportClose: route({
    method: "POST",
    path: "/admin/support/close",
    access,
    body: supportIdSchema,
    reply: supportSavedReplySchema,
    tags: adminTags,
    summary: "Closes a conversation; the next message starts a new one",
  }),
};
