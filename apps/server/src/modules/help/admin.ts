import {
  type ConversationStatus,
  helpMessages,
  type SupportConversation,
  type SupportItem,
} from "@cloudoc/contract";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type AdminActor, adminAuditBy } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import { acrossCompanies } from "../../platform/db/tenant";
import { AppError, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { companies } from "../accounts/tables";
import { matchesSearch, pageOf } from "../profile/admin/list-query";
import { announceChange } from "./live";
import { sendAfterCommit, teamReplyMail } from "./mails";
import { supportConversations, supportMessages } from "./tables";
import { addMessage, messagesOf } from "./views";

/** The console's Support area (decision 033): every company's and visitor's conversations. */

const lastMessage = sql<string>`coalesce((select m.body from ${supportMessages} m
  where m.conversation_id = ${supportConversations.id} order by m.created_at desc, m.id desc limit 1), '')`;

const itemColumns = {
  row: supportConversations,
  companyName: sql<string>`coalesce(${companies.name}, '')`,
  lastMessage,
};

function itemOf(found: {
  row: typeof supportConversations.$inferSelect;
  companyName: string;
  lastMessage: string;
}): SupportItem {
  const { row } = found;
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    companyName: found.companyName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    lastMessage: found.lastMessage,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const conversations = (db: Executor, where: SQL | undefined) =>
  db
    .select(itemColumns)
    .from(acrossCompanies(supportConversations))
    .leftJoin(companies, eq(companies.id, supportConversations.companyId))
    .where(where);

/** POST /admin/support/list: the latest message first; by status, and by name, email or company. */
export async function listConversations(
  db: Executor,
  query: { page: number; search: string; status?: ConversationStatus },
) {
  const where = and(
    query.status ? eq(supportConversations.status, query.status) : undefined,
    matchesSearch(query.search, supportConversations.name, supportConversations.email, companies.name),
  );
  const { limit, offset } = pageOf(query.page);
  const [rows, [total], [open]] = await Promise.all([
    conversations(db, where)
      .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(acrossCompanies(supportConversations))
      .leftJoin(companies, eq(companies.id, supportConversations.companyId))
      .where(where),
    db
      .select({ n: count() })
      .from(acrossCompanies(supportConversations))
      .where(eq(supportConversations.status, "open")),
  ]);
  return { list: rows.map(itemOf), total: total?.n ?? 0, open: open?.n ?? 0 };
}

/** POST /admin/support/view. */
export async function viewConversation(db: Executor, id: string): Promise<SupportConversation> {
  const [found] = await conversations(db, eq(supportConversations.id, id));
  if (!found) throw notFound();
  return { ...itemOf(found), messages: await messagesOf(db, id) };
}

/**
 * POST /admin/support/reply: the team's message, live in the chat panel. A help request or an
 * out-of-hours message has nobody waiting in a panel, so the reply is emailed to them too.
 */
export async function replyToConversation(
  platform: Platform,
  log: FastifyBaseLogger,
  actor: AdminActor,
  input: { id: string; message: string },
) {
  const row = await platform.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(acrossCompanies(supportConversations))
      .where(eq(supportConversations.id, input.id))
      .for("update");
    if (!found) throw notFound();
    if (found.status === "closed") throw new AppError(409, helpMessages.conversationClosed);
    const saved = await addMessage(tx, found.id, {
      from: "team",
      authorId: actor.userId,
      body: input.message,
    });
    await recordAudit(tx, {
      ...adminAuditBy(actor, found.companyId),
      action: "admin.support.replied",
      entityType: "support_conversation",
      entityId: found.id,
    });
    return saved;
  });
  announceChange(platform, row.id);
  if (row.kind !== "chat" && row.email) {
    await sendAfterCommit(
      platform,
      log,
      teamReplyMail(row.email, { name: row.name, message: input.message }),
      null,
    );
  }
  return viewConversation(platform.db, row.id);
}

/** POST /admin/support/close: closed for good; the visitor's next message starts a new one. */
export async function closeConversation(platform: Platform, actor: AdminActor, id: string) {
  await platform.db.transaction(async (tx) => {
    const [row] = await tx
      .update(acrossCompanies(supportConversations))
      .set({ status: "closed", closedAt: new Date() })
      .where(eq(supportConversations.id, id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      ...adminAuditBy(actor, row.companyId),
      action: "admin.support.closed",
      entityType: "support_conversation",
      entityId: row.id,
    });
  });
  announceChange(platform, id);
  return viewConversation(platform.db, id);
}
