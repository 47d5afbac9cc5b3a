import { packageOfferActive, packageOnOffer, type SiteSettings } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { packages } from "./tables";

/**
 * Slugs of the published packages the package offer covers right now. The price rules decide
 * which packages it covers, so this stays true to whatever `offerPackageIDS` may hold.
 */
export async function packageSlugsOnOffer(
  db: Database,
  settings: SiteSettings,
  now: Date,
): Promise<string[]> {
  if (!packageOfferActive(settings, now)) return [];
  const rows = await db
    .select({ id: packages.id, slug: packages.slug })
    .from(packages)
    .where(eq(packages.published, true))
    .orderBy(asc(packages.position), asc(packages.slug));
  return rows.filter((row) => packageOnOffer(settings, row, now)).map((row) => row.slug);
}
