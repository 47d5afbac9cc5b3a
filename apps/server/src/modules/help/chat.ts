import {
  type ChatSend,
  type ChatState,
  describeSupportHours,
  helpMessages,
  isWithinSupportHours,
} from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Visitor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { AppError, badRequest } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { newToken, sha256 } from "../../platform/tokens";
import { getSiteSettings } from "../settings/service";
import { announceChange } from "./live";
import { sendAfterCommit, toSupportMail } from "./mails";
import { type ChatOwner, currentChat, ownedConversation, ownerOf } from "./owner";
import { checkBotPass, senderOf } from "./sender";
import { supportConversations } from "./tables";
import { addMessage, type ConversationRow, chatConversationOf } from "./views";

/** Per address on the internet: chat messages in ten minutes, and new conversations in an hour. */
export const chatLimits = {
  messagesPerIp: { max: 30, windowSeconds: 10 * 60 },
  startsPerIp: { max: 5, windowSeconds: 60 * 60 },
} as const;

const auditOf = (actor: Visitor, owner: ChatOwner) => ({
  companyId: owner.kind === "company" ? owner.companyId : null,
  actorUserId: owner.kind === "company" ? owner.userId : null,
  ip: actor.origin.ip,
  userAgent: actor.origin.userAgent,
});

/** POST /help/chat: whether the team is in now, and the caller's open chat. */
export async function chatState(
  platform: Platform,
  actor: Visitor,
  visitorToken?: string,
): Promise<ChatState> {
  const { supportHours } = await getSiteSettings(platform.db);
  const current = await currentChat(platform.db, ownerOf(actor, visitorToken));
  return {
    online: isWithinSupportHours(supportHours, platform.clock.now()),
    hours: describeSupportHours(supportHours),
    conversation: current ? await chatConversationOf(platform.db, current) : null,
  };
}

/** POST /help/chat/messages. */
export async function readChat(
  platform: Platform,
  actor: Visitor,
  input: { conversationId: string; visitorToken?: string },
) {
  const row = await ownedConversation(platform.db, ownerOf(actor, input.visitorToken), input.conversationId);
  return chatConversationOf(platform.db, row);
}

/**
 * POST /help/chat/send: a message in the caller's conversation, or the first of a new one (bot
 * check for visitors). Out of support hours a new conversation is a message form: kept, marked
 * offline and emailed to the support address after commit.
 */
export async function sendChat(platform: Platform, log: FastifyBaseLogger, actor: Visitor, input: ChatSend) {
  await platform.limiter.enforce(`help-chat:ip:${actor.origin.ip ?? "unknown"}`, chatLimits.messagesPerIp);
  const owner = ownerOf(actor, input.visitorToken);
  if (input.conversationId) {
    const row = await ownedConversation(platform.db, owner, input.conversationId);
    return { row: await continueChat(platform, actor, owner, row, input.message), visitorToken: null };
  }
  const { row, visitorToken } = await startChat(platform, log, actor, owner, input);
  return { row, visitorToken };
}

async function continueChat(
  platform: Platform,
  actor: Visitor,
  owner: ChatOwner,
  row: ConversationRow,
  body: string,
) {
  if (row.status === "closed") throw new AppError(409, helpMessages.conversationClosed);
  const updated = await platform.db.transaction(async (tx) => {
    const authorId = owner.kind === "company" ? owner.userId : null;
    const saved = await addMessage(tx, row.id, { from: "visitor", authorId, body });
    await recordAudit(tx, {
      ...auditOf(actor, owner),
      action: "help.chat.message",
      entityType: "support_conversation",
      entityId: row.id,
    });
    return saved;
  });
  announceChange(platform, row.id);
  return updated;
}

/** Out of hours the team answers by email, so it needs to know whom to write to. */
function requireContactDetails(sender: { name: string; email: string }) {
  const missing = (["name", "email"] as const).filter((field) => sender[field] === "");
  if (missing.length === 0) return;
  const message = helpMessages.offlineDetailsRequired;
  throw badRequest(
    message,
    missing.map((field) => ({ field, message })),
  );
}

async function startChat(
  platform: Platform,
  log: FastifyBaseLogger,
  actor: Visitor,
  owner: ChatOwner,
  input: ChatSend,
) {
  await platform.limiter.enforce(
    `help-chat-start:ip:${actor.origin.ip ?? "unknown"}`,
    chatLimits.startsPerIp,
  );
  const settings = await getSiteSettings(platform.db);
  const online = isWithinSupportHours(settings.supportHours, platform.clock.now());
  const sender = await senderOf(platform.db, owner, input);
  if (!online) requireContactDetails(sender);
  const visitorToken = owner.kind === "company" ? null : (input.visitorToken ?? newToken());
  const row = await platform.db.transaction(async (tx) => {
    if (owner.kind !== "company") await checkBotPass(tx, input.captcha);
    const [created] = await tx
      .insert(supportConversations)
      .values({
        companyId: owner.kind === "company" ? owner.companyId : null,
        visitorTokenHash: visitorToken ? sha256(visitorToken) : null,
        startedBy: owner.kind === "company" ? owner.userId : null,
        kind: online ? "chat" : "offline",
        name: sender.name,
        email: sender.email,
        ip: actor.origin.ip,
      })
      .returning();
    if (!created) throw new Error("conversation not stored");
    const authorId = owner.kind === "company" ? owner.userId : null;
    const saved = await addMessage(tx, created.id, { from: "visitor", authorId, body: input.message });
    await recordAudit(tx, {
      ...auditOf(actor, owner),
      action: "help.chat.started",
      entityType: "support_conversation",
      entityId: created.id,
      detail: { kind: created.kind },
    });
    return saved;
  });
  announceChange(platform, row.id);
  if (!online) {
    const mail = toSupportMail(settings.supportEmail, {
      title: "Live chat message (out of hours)",
      ...sender,
      phone: "",
      message: input.message,
    });
    await sendAfterCommit(platform, log, mail, row.id);
  }
  return { row, visitorToken };
}
