import {
  priceDetailsSchema,
  type SiteSettings,
  siteMessages,
  type siteSettingsSaveSchema,
} from "@cloudoc/contract";
import type { z } from "zod";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database } from "../../../platform/db/client";
import { badRequest } from "../../../platform/envelope";
import { getSiteSettings, lockSiteSettings, saveSiteSettings } from "../../settings/service";
import { packageChoices } from "./picks";

/** POST /admin/settings/get: the settings and the packages the offer may name. */
export async function adminSettings(db: Database) {
  const [settings, packages] = await Promise.all([getSiteSettings(db), packageChoices(db)]);
  return { settings, packages };
}

/** GET /admin/subscription/price/details: the fees of spec 000 §3, in pounds (the rest left out). */
export async function priceDetails(db: Database) {
  return priceDetailsSchema.parse(await getSiteSettings(db));
}

const changedFields = (before: SiteSettings, after: SiteSettings) =>
  (Object.keys(after) as (keyof SiteSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/**
 * POST /admin/settings/save: every setting at once, in one transaction with its audit event
 * (which names the fields that changed). The offer may only name packages that exist.
 */
export async function saveSettings(
  db: Database,
  actor: AdminActor,
  input: z.output<typeof siteSettingsSaveSchema>,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    await lockSiteSettings(tx);
    const known = new Set((await packageChoices(tx)).map((choice) => choice._id));
    if (input.offerPackageIDS.some((id) => !known.has(id))) {
      const error = { field: "offerPackageIDS", message: siteMessages.packageUnknown };
      throw badRequest(siteMessages.packageUnknown, [error]);
    }
    const before = await getSiteSettings(tx);
    await saveSiteSettings(tx, input);
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.settings.saved",
      entityType: "site_settings",
      entityId: "1",
      detail: { changed: changedFields(before, input) },
    });
    return input;
  });
}
