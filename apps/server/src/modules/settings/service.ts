import { defaultSiteSettings, type SiteSettings } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../platform/db/client";
import { siteSettings } from "./tables";

export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, 1));
  return { ...defaultSiteSettings, ...(row?.data ?? {}) };
}

/** Writes the default settings row if there is none; used by the seed. */
export async function ensureSiteSettings(executor: Executor): Promise<void> {
  await executor.insert(siteSettings).values({ id: 1, data: defaultSiteSettings }).onConflictDoNothing();
}
