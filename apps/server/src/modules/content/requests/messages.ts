import type {
  ContactMessageItem,
  ContactMessageKind,
  RequestStatus,
  SetRequestStatus,
} from "@cloudoc/contract";
import { and, count, desc, eq } from "drizzle-orm";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Executor } from "../../../platform/db/client";
import { notFound } from "../../../platform/envelope";
import { isoOrNull, matchesSearch, pageOf } from "../../profile/admin/list-query";
import { contactMessages } from "../tables";

/** Contact-us messages and demo bookings (POST /site/submit/contact-us), as the team answers them. */

type MessageRow = typeof contactMessages.$inferSelect;

const itemOf = (row: MessageRow): ContactMessageItem => ({
  _id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  companyName: row.companyName,
  topic: row.topic,
  message: row.message,
  preferredTime: row.preferredTime,
  emailed: row.emailedAt !== null,
  status: row.status,
  statusNote: row.statusNote,
  statusChangedAt: isoOrNull(row.statusChangedAt),
  createdAt: row.createdAt.toISOString(),
});

/** POST /admin/message/list: newest first; by kind and status, and by name, email or organisation. */
export async function listContactMessages(
  db: Executor,
  query: { page: number; search: string; kind?: ContactMessageKind; status?: RequestStatus },
) {
  const where = and(
    query.kind ? eq(contactMessages.kind, query.kind) : undefined,
    query.status ? eq(contactMessages.status, query.status) : undefined,
    matchesSearch(query.search, contactMessages.name, contactMessages.email, contactMessages.companyName),
  );
  const { limit, offset } = pageOf(query.page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { list: rows.map(itemOf), total: total?.n ?? 0 };
}

/** POST /admin/message/view. */
export async function contactMessage(db: Executor, id: string): Promise<ContactMessageItem> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  return itemOf(row);
}

/** POST /admin/message/status: the team's status and note, audited. */
export async function setContactMessageStatus(
  db: Database,
  actor: AdminActor,
  input: SetRequestStatus,
): Promise<ContactMessageItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ status: input.status, statusNote: input.note, statusChangedAt: new Date() })
      .where(eq(contactMessages.id, input.id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.message.status",
      entityType: "contact_message",
      entityId: row.id,
      detail: { kind: row.kind, status: input.status, note: input.note },
    });
    return itemOf(row);
  });
}

/** How many new messages and demo bookings wait, by kind. */
export async function newContactMessageCounts(db: Executor): Promise<Record<ContactMessageKind, number>> {
  const rows = await db
    .select({ kind: contactMessages.kind, n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, "new"))
    .groupBy(contactMessages.kind);
  const countOf = (kind: ContactMessageKind) => rows.find((row) => row.kind === kind)?.n ?? 0;
  return { contact: countOf("contact"), demo: countOf("demo") };
}
