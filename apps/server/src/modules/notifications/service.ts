import {
  categoriesSeenBy,
  type Notification,
  type notificationCategories,
  updateMessages,
} from "@cloudoc/contract";
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { looksLikeId } from "../documents/queries";
import { type NotificationRow, toNotification } from "./live";
import { notificationReads, notifications } from "./tables";

export { type NotificationRow, pushNotification } from "./live";

export type NotificationCategory = (typeof notificationCategories)[number];

/** What a module announces to a company's people. */
export interface NewNotification {
  companyId: string;
  /** For one user only; by default for everyone who signs in to the company app. */
  userId?: string | null;
  category: NotificationCategory;
  title: string;
  content: string;
  /** Where selecting it leads in the company app. */
  link: string;
  data?: Record<string, unknown>;
  /** Makes announcing the same thing twice (a retried job) write one notification. */
  dedupeKey?: string;
}

/**
 * Writes notifications in the caller's transaction, in one statement (a fan-out writes a batch of
 * companies' at once); answers those written. One whose dedupe key its company already has is
 * skipped, so a retried job announces nothing twice. Push each with `pushNotification` once the
 * transaction commits.
 */
export async function notifyAll(
  executor: Executor,
  inputs: readonly NewNotification[],
): Promise<NotificationRow[]> {
  if (inputs.length === 0) return [];
  return executor
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        companyId: input.companyId,
        userId: input.userId ?? null,
        category: input.category,
        title: input.title,
        content: input.content,
        link: input.link,
        data: input.data ?? {},
        dedupeKey: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({
      target: [notifications.companyId, notifications.dedupeKey],
      where: sql`${notifications.dedupeKey} is not null`,
    })
    .returning();
}

/** Writes one notification (see `notifyAll`); null when its dedupe key was already used. */
export async function notify(executor: Executor, input: NewNotification): Promise<NotificationRow | null> {
  const [row] = await notifyAll(executor, [input]);
  return row ?? null;
}

/** The company-wide categories the caller sees: all for the owner, by permission for staff. */
function seenCategories(actor: CompanyActor): SQL {
  if (actor.session.role === "company") return sql`true`;
  const categories = categoriesSeenBy(actor.session.role, actor.session.permissions);
  return categories.length > 0 ? inArray(notifications.category, categories) : sql`false`;
}

/** The notifications a person of the company sees: the company-wide ones of their categories, and their own. */
const visibleTo = (actor: CompanyActor, ...more: SQL[]) =>
  ofCompany(
    notifications,
    actor.companyId,
    or(and(isNull(notifications.userId), seenCategories(actor)), eq(notifications.userId, actor.userId)),
    ...more,
  );

/** The caller's read mark of each notification (joined: absent means unread). */
const readBy = (actor: CompanyActor) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, actor.userId));

const unreadBy = () => isNull(notificationReads.notificationId);

/** GET /user/get/notification/count: how many the caller has not read. */
export async function countUnread(db: Database, actor: CompanyActor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(notificationReads, readBy(actor))
    .where(visibleTo(actor, unreadBy()));
  return row?.n ?? 0;
}

/** POST /user/get/notification: newest first, a page at a time, each read or not for the caller. */
export async function listNotifications(
  db: Database,
  actor: CompanyActor,
  page: { skip: number; limit: number },
): Promise<{ list: Notification[]; total: number; unread: number }> {
  const rows = await db
    .select({ row: notifications, read: sql<boolean>`${notificationReads.notificationId} is not null` })
    .from(notifications)
    .leftJoin(notificationReads, readBy(actor))
    .where(visibleTo(actor))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(notifications).where(visibleTo(actor));
  return {
    list: rows.map(({ row, read }) => toNotification(row, read)),
    total: total?.n ?? 0,
    unread: await countUnread(db, actor),
  };
}

/**
 * POST /user/get-one/notification: one of the caller's notifications, now marked read for them.
 * Another company's, another user's or an unknown id answers 404.
 */
export async function openNotification(
  db: Database,
  actor: CompanyActor,
  notificationId: string,
): Promise<Notification> {
  if (!looksLikeId(notificationId)) throw notFound(updateMessages.notificationNotFound);
  const [row] = await db
    .select()
    .from(notifications)
    .where(visibleTo(actor, eq(notifications.id, notificationId)));
  if (!row) throw notFound(updateMessages.notificationNotFound);
  await db
    .insert(notificationReads)
    .values({ notificationId: row.id, userId: actor.userId, companyId: actor.companyId })
    .onConflictDoNothing();
  return toNotification(row, true);
}

/**
 * POST /user/notification/read-all: every notification the caller sees and has not read is marked
 * read for them, in one statement; answers how many.
 */
export async function markAllRead(db: Database, actor: CompanyActor): Promise<number> {
  const unread = db
    .select({
      notificationId: notifications.id,
      userId: sql<string>`${actor.userId}::uuid`.as("user_id"),
      companyId: notifications.companyId,
      readAt: sql<Date>`now()`.as("read_at"),
    })
    .from(notifications)
    .leftJoin(notificationReads, readBy(actor))
    .where(visibleTo(actor, unreadBy()));
  const marked = await db
    .insert(notificationReads)
    // Each selected row carries its notification's companyId.
    .select(unread)
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return marked.length;
}
