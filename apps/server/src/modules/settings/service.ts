import { defaultSiteSettings, type SiteSettings } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { siteSettings } from "./tables";

/**
 * The settings, with defaults for any field the stored row lacks; works inside a transaction.
 * One primary-key read, never cached here, so a save is seen by the very next public call.
 */
export async function getSiteSettings(executor: Executor): Promise<SiteSettings> {
  const [row] = await executor
    .select({ data: siteSettings.data })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return { ...defaultSiteSettings, ...(row?.data ?? {}) };
}

/** Writes the default settings row if there is none; used by the seed. */
export async function ensureSiteSettings(executor: Executor): Promise<void> {
  await executor.insert(siteSettings).values({ id: 1, data: defaultSiteSettings }).onConflictDoNothing();
}

/**
 * Replaces every setting (the console saves the whole form at once); call it inside the caller's
 * transaction, which locks the row first so two saves cannot interleave.
 */
export async function saveSiteSettings(executor: Executor, settings: SiteSettings): Promise<void> {
  await executor
    .insert(siteSettings)
    .values({ id: 1, data: settings })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data: settings, updatedAt: sql`now()` } });
}

/** Locks the settings row for the rest of the transaction (a no-op while there is none). */
export async function lockSiteSettings(executor: Executor): Promise<void> {
  await executor
    .select({ id: siteSettings.id })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .for("update");
}
