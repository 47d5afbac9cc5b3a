import {
  type DocumentSettingsView,
  type DocumentTemplate,
  defaultDocumentTemplate,
  documentTemplateChoices,
  type HeadingKey,
  headingKeys,
} from "@cloudoc/contract";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { entitlementsOf } from "../subscriptions/service";
import { lockedProfile, saveProfile, storedProfile } from "./store";
import type { DocumentSettings } from "./tables";

const isTemplate = (value: string): value is DocumentTemplate =>
  documentTemplateChoices.some((choice) => choice.value === value);

/** The stored settings as the wire shows them: `color` with only valid keys, a known template. */
export function documentSettingsView(settings: DocumentSettings): DocumentSettingsView {
  const color: Partial<Record<HeadingKey, string>> = {};
  for (const key of headingKeys) {
    const value = settings.colour[key];
    if (value) color[key] = value;
  }
  return { color, template: isTemplate(settings.template) ? settings.template : defaultDocumentTemplate };
}

/**
 * The company's document settings for printing and exports: heading colours (h1–h6 and `all`,
 * the shape `@cloudoc/documents` print takes) and the template.
 */
export async function documentSettingsOf(executor: Executor, companyId: string) {
  const view = documentSettingsView((await storedProfile(executor, companyId)).documentSettings);
  return { colours: view.color, template: view.template };
}

/** POST /users/users/settings: the settings, the company's package state and the template choices. */
export async function readSettings(db: Executor, actor: CompanyActor) {
  const [stored, held] = await Promise.all([
    storedProfile(db, actor.companyId),
    entitlementsOf(db, actor.companyId),
  ]);
  const status = (on: boolean) => ({ status: on ? 1 : 0 });
  return {
    response: { documentSettings: documentSettingsView(stored.documentSettings) },
    subscriptionPackage: {
      active: held.active,
      planId: held.current?.plan ?? null,
      comboPackage: status(held.combo),
      documentManagement: status(held.management),
      documentUpdate: status(held.updates),
      proPackage: status(held.pro),
    },
    templates: [...documentTemplateChoices],
  };
}

/**
 * POST /users/users/update/settings: merges the colours sent (an empty colour removes one) and
 * the template into the company's document settings.
 */
export async function updateSettings(
  db: Database,
  actor: CompanyActor,
  input: { color?: Partial<Record<string, string | undefined>>; template?: DocumentTemplate },
): Promise<DocumentSettingsView> {
  return db.transaction(async (tx) => {
    const stored = await lockedProfile(tx, actor.companyId);
    const colour: Record<string, string> = { ...stored.documentSettings.colour };
    for (const [key, value] of Object.entries(input.color ?? {})) {
      if (value === undefined) continue;
      if (value === "") delete colour[key];
      else colour[key] = value.toLowerCase();
    }
    const next: DocumentSettings = {
      colour,
      template: input.template ?? stored.documentSettings.template ?? defaultDocumentTemplate,
    };
    await saveProfile(tx, actor, { documentSettings: next });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "profile.update-document-settings",
      entityType: "company_profile",
      entityId: actor.companyId,
      detail: { colours: Object.keys(input.color ?? {}), template: input.template ?? null },
    });
    return documentSettingsView(next);
  });
}
