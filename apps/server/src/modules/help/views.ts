import type { ChatConversation, ChatMessage } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { acrossCompanies } from "../../platform/db/tenant";
import { supportConversations, supportMessages } from "./tables";

export type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

const messageOf = (row: MessageRow): ChatMessage => ({
  _id: row.id,
  from: row.from,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** A conversation's messages, oldest first. */
export async function messagesOf(db: Executor, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return rows.map(messageOf);
}

/** A conversation as its company or visitor sees it. */
export async function chatConversationOf(db: Executor, row: ConversationRow): Promise<ChatConversation> {
  return { _id: row.id, kind: row.kind, status: row.status, messages: await messagesOf(db, row.id) };
}

/** Adds a message and moves the conversation's clock; the status says who waits for whom. */
export async function addMessage(
  db: Executor,
  conversationId: string,
  message: { from: "visitor" | "team"; authorId: string | null; body: string },
) {
  const at = new Date();
  await db.insert(supportMessages).values({ conversationId, ...message, createdAt: at });
  // The caller has already found the conversation as its owner or as the platform team.
  const [row] = await db
    .update(acrossCompanies(supportConversations))
    .set({ lastMessageAt: at, status: message.from === "team" ? "answered" : "open" })
    .where(eq(supportConversations.id, conversationId))
    .returning();
  if (!row) throw new Error("conversation not found");
  return row;
}
