import { z } from "zod";
import { isAbsent } from "./absent";
import { emailPattern, maxNameLength, phonePattern } from "./account-rules";
import { idSchema } from "./commerce";
import { envelopeOf, pagedOf } from "./envelope";
import { messages } from "./messages";

/**
 * Get Help (spec 000 §2 Policies mega-menu, issue 21): the Short Help Form and Live Chat, and the
 * admin console's Support area that answers them (decision 033).
 */

export const helpMessages = {
  requestSent: "Thank you. Your question has been sent to our support team.",
  questionRequired: "Please enter your question",
  messageRequired: "Please enter your message",
  messageTooLong: "Your message must be 2000 characters or fewer",
  questionTooLong: "Your question must be 5000 characters or fewer",
  botCheckFailed: "We could not check that you are not a robot. Please try again.",
  visitorTokenInvalid: "This chat could not be found. Please start a new one.",
  offlineDetailsRequired: "Please give your name and email so we can reply.",
  offlineSent: "Thank you. We are away just now and will reply by email.",
  messageSent: "Your message has been sent.",
  conversationClosed: "This conversation is closed. Please start a new one.",
  replySent: "Your reply has been sent.",
  conversationClosedByTeam: "The conversation is closed.",
  statusInvalid: "Please choose open, answered or closed.",
  timeInvalid: "Please enter a time as HH:MM",
  hoursOrder: "The end of support hours must be after the start",
} as const;

/** The audit actions of Get Help (joined into AuditAction). */
export const helpAuditActions = [
  "help.request",
  "help.chat.started",
  "help.chat.message",
  "admin.support.replied",
  "admin.support.closed",
] as const;

/** The activity screen's words for them. */
export const helpAuditDescriptions = {
  "help.request": "Sent a question through the Short Help Form",
  "help.chat.started": "Started a live chat with Cloudoc",
  "help.chat.message": "Wrote in a live chat with Cloudoc",
  "admin.support.replied": "Cloudoc replied in a live chat",
  "admin.support.closed": "Cloudoc closed a live chat",
} as const satisfies Record<(typeof helpAuditActions)[number], string>;

export const maxChatMessageLength = 2000;
export const maxHelpQuestionLength = 5000;
/** How often the chat panel and the Support area ask again when no live event arrives. */
export const chatPollSeconds = 15;

/** Where a conversation came from: the live chat, the chat's out-of-hours form, or the Short Help Form. */
export const conversationKinds = ["chat", "offline", "form"] as const;
export type ConversationKind = (typeof conversationKinds)[number];
/** open: waiting for the team; answered: the team replied last; closed: the team closed it. */
export const conversationStatuses = ["open", "answered", "closed"] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/** socket.io events: the browser asks to watch a conversation; the server says one changed. */
export const helpWatchEvent = "help:watch";
export const helpChangedEvent = "help:changed";
export const supportWatchEvent = "support:watch";

// ---- the visitor's side ----

const text = (required: string, max: number, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);
const nameSchema = text(messages.contactNameRequired, maxNameLength, messages.contactFieldTooLong).transform(
  (name) => name.replace(/\s+/g, " "),
);
const emailSchema = z
  .string(messages.emailRequired)
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.validEmailRequired)
  .regex(emailPattern, messages.validEmailRequired);
const phoneSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : typeof value === "number" ? String(value) : value),
  z
    .string(messages.phoneFormatIncorrect)
    .transform((phone) => phone.replace(/[\s()+-]/g, ""))
    .refine((phone) => phone === "" || phonePattern.test(phone), messages.phoneFormatIncorrect),
);
/** The single-use pass the browser earned by solving the bot check (POST /recaptcha/api/siteverify). */
const captchaSchema = z.string(helpMessages.botCheckFailed).trim().max(200).default("");
/** The random token a visitor's browser keeps for its chat; never a signed-in company's. */
export const visitorTokenSchema = z
  .string(helpMessages.visitorTokenInvalid)
  .regex(/^[A-Za-z0-9_-]{20,100}$/, helpMessages.visitorTokenInvalid);
const optionalVisitorToken = z.preprocess(
  (value) => (isAbsent(value) ? undefined : value),
  visitorTokenSchema.optional(),
);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isAbsent(value) ? undefined : value), schema.optional());

/** POST /help/request: the Short Help Form. */
export const helpRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  question: text(helpMessages.questionRequired, maxHelpQuestionLength, helpMessages.questionTooLong),
  captcha: captchaSchema,
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

/** POST /help/chat: the caller's current conversation, if any, and whether the team is in. */
export const chatOpenSchema = z.object({ visitorToken: optionalVisitorToken });

/** POST /help/chat/messages: one conversation, as its company or its visitor reads it. */
export const chatReadSchema = z.object({ conversationId: idSchema, visitorToken: optionalVisitorToken });

/**
 * POST /help/chat/send: a message in the caller's conversation, or the first of a new one. Out of
 * hours it becomes a message form, so the name and email are needed then.
 */
export const chatSendSchema = z.object({
  conversationId: optional(idSchema),
  visitorToken: optionalVisitorToken,
  message: text(helpMessages.messageRequired, maxChatMessageLength, helpMessages.messageTooLong),
  name: optional(nameSchema),
  email: optional(emailSchema),
  captcha: captchaSchema,
});
export type ChatSend = z.infer<typeof chatSendSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  from: z.enum(["visitor", "team"]),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  _id: z.string(),
  kind: z.enum(conversationKinds),
  status: z.enum(conversationStatuses),
  messages: z.array(chatMessageSchema),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatStateSchema = z.object({
  online: z.boolean(),
  hours: z.string(),
  conversation: chatConversationSchema.nullable(),
});
export type ChatState = z.infer<typeof chatStateSchema>;

export const chatStateReplySchema = envelopeOf(chatStateSchema);
export const chatConversationReplySchema = envelopeOf(chatConversationSchema);
/** The visitor's token comes back with the first message, for the browser to keep. */
export const chatSentReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: chatConversationSchema,
  visitorToken: z.string().nullable(),
});
export const helpRequestReplySchema = z.object({ status: z.literal(1), response: z.string() });

// ---- the console's Support area ----

export const supportListSchema = z.object({
  page: z.preprocess(
    (value) => (isAbsent(value) ? undefined : value),
    z.coerce
      .number(messages.pageNumberInvalid)
      .int(messages.pageNumberInvalid)
      .min(1, messages.pageNumberInvalid)
      .default(1),
  ),
  search: z.preprocess(
    (value) => (isAbsent(value) ? undefined : value),
    z.string(messages.invalidRequest).trim().max(200, messages.searchTooLong).default(""),
  ),
  status: optional(z.enum(conversationStatuses, helpMessages.statusInvalid)),
});
export const supportIdSchema = z.object({ id: idSchema });
export const supportReplySchema = supportIdSchema.extend({
  message: text(helpMessages.messageRequired, maxChatMessageLength, helpMessages.messageTooLong),
});

export const supportItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(conversationKinds),
  status: z.enum(conversationStatuses),
  /** The company's name, or "" for a visitor. */
  companyName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type SupportItem = z.infer<typeof supportItemSchema>;
export const supportConversationSchema = supportItemSchema.extend({ messages: z.array(chatMessageSchema) });
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportListReplySchema = pagedOf(supportItemSchema).extend({
  /** How many conversations wait for the team, for the menu. */
  open: z.number().int(),
});
export const supportConversationReplySchema = envelopeOf(supportConversationSchema);
export const supportSavedReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: supportConversationSchema,
});
