import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { Visitor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { sha256 } from "../../platform/tokens";
import { supportConversations } from "./tables";

/**
 * Whose conversations a caller reaches (decision 033): a signed-in owner or staff user reaches
 * their company's, whoever in it wrote; anyone else (a visitor, an employee) only those of the
 * token their browser keeps. A caller with neither has none yet.
 */
export type ChatOwner =
  | { kind: "company"; companyId: string; userId: string; email: string }
  | { kind: "visitor"; tokenHash: string }
  | { kind: "none" };

export function ownerOf(actor: Visitor, visitorToken: string | undefined): ChatOwner {
  const session = actor.session;
  if (session?.companyId && (session.role === "company" || session.role === "user")) {
    return { kind: "company", companyId: session.companyId, userId: session.userId, email: session.email };
  }
  return visitorToken ? { kind: "visitor", tokenHash: sha256(visitorToken) } : { kind: "none" };
}

/**
 * The condition naming the owner's conversations. A visitor's span no company (their rows have
 * none); the token's hash is what scopes them.
 */
function ownedBy(owner: Exclude<ChatOwner, { kind: "none" }>) {
  return owner.kind === "company"
    ? ofCompany(supportConversations, owner.companyId)
    : and(isNull(supportConversations.companyId), eq(supportConversations.visitorTokenHash, owner.tokenHash));
}

/** One of the owner's conversations, or 404: another company's or another browser's id alike. */
export async function ownedConversation(db: Executor, owner: ChatOwner, id: string) {
  if (owner.kind === "none") throw notFound();
  const [row] = await db
    .select()
    .from(acrossCompanies(supportConversations))
    .where(and(ownedBy(owner), eq(supportConversations.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The owner's latest live chat that the team has not closed, if any. */
export async function currentChat(db: Executor, owner: ChatOwner) {
  if (owner.kind === "none") return undefined;
  const [row] = await db
    .select()
    .from(acrossCompanies(supportConversations))
    .where(
      and(ownedBy(owner), eq(supportConversations.kind, "chat"), ne(supportConversations.status, "closed")),
    )
    .orderBy(desc(supportConversations.lastMessageAt))
    .limit(1);
  return row;
}
