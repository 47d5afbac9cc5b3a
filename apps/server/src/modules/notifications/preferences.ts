import {
  defaultEmailDelivery,
  type NotificationPreference,
  type NotificationPreferenceItem,
  notificationCategories,
  notificationCategoryHelp,
} from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notificationPreferences } from "./tables";

/**
 * Email preferences per user and category (decision 026): a row only where the user chose; no
 * row means the category's default. `updatedAt` marks the choice, so a change applies to what
 * comes after it (switching on never floods the inbox with the past).
 */

/** POST /user/notification/preferences: every category with the choice in force. */
export async function preferencesOf(
  executor: Executor,
  actor: CompanyActor,
): Promise<NotificationPreferenceItem[]> {
  const rows = await executor
    .select({ category: notificationPreferences.category, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(
      ofCompany(
        notificationPreferences,
        actor.companyId,
        sql`${notificationPreferences.userId} = ${actor.userId}`,
      ),
    );
  const chosen = new Map(rows.map((row) => [row.category, row.delivery]));
  return notificationCategories.map((category) => {
    const delivery = chosen.get(category);
    return {
      category,
      delivery: delivery ?? defaultEmailDelivery[category],
      description: notificationCategoryHelp[category],
      isDefault: delivery === undefined,
    };
  });
}

/**
 * POST /user/notification/preferences/save: the listed categories take the given choice (the
 * others keep theirs), with one audit event; answers every category as it now stands. A category
 * saved with the choice already in force (its own, or the default) keeps what it was owed.
 */
export async function savePreferences(
  db: Database,
  actor: CompanyActor,
  preferences: readonly NotificationPreference[],
): Promise<NotificationPreferenceItem[]> {
  return db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values(
        preferences.map((p) => ({
          userId: actor.userId,
          companyId: actor.companyId,
          category: p.category,
          delivery: p.delivery,
          // Choosing what was already in force (the default) changes nothing that was owed.
          updatedAt: p.delivery === defaultEmailDelivery[p.category] ? new Date(0) : new Date(),
        })),
      )
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.category],
        set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
        setWhere: sql`${notificationPreferences.delivery} <> excluded.delivery and ${notificationPreferences.companyId} = ${actor.companyId}`,
      });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "notification.preferences",
      entityType: "user",
      entityId: actor.userId,
      detail: { preferences: preferences.map((p) => `${p.category}: ${p.delivery}`) },
    });
    return preferencesOf(tx, actor);
  });
}
