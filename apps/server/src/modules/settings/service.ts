import { defaultSiteSettings, type SiteSettings } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { siteSettings } from "./tables";

/** The settings, with defaults for any field the stored row lacks; works inside a transaction. */
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
