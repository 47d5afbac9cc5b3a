import {
  type CompanyProfileView,
  isAbsent,
  isLockedField,
  isProfileImageField,
  type LockedField,
  lockedOnceFilled,
  messages,
  type ProfileImageField,
  type ProfileTab,
  permissions,
  profileCompleteness,
  profileImageFields,
  profileTabSchemas,
  profileTabs,
} from "@cloudoc/contract";
import { desc, eq } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { allows } from "../../platform/auth";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { readTogether } from "../../platform/db/together";
import { badRequest } from "../../platform/envelope";
import { inputFailure } from "../../platform/errors";
import { renameCompany } from "../accounts/companies";
import { imageUrl } from "./images";
import { documentSettingsView } from "./settings";
import { effectiveProfile, lockedProfile, type StoredProfile, saveProfile, storedProfile } from "./store";
import { profileEditRequests } from "./tables";

/** The locked fields that hold a value, so can no longer change by a tab save. */
export function filledLockedFields(fields: Readonly<Record<string, string>>): LockedField[] {
  return lockedOnceFilled.filter((name) => !isAbsent(fields[name]));
}

/** Completeness of a company's profile, 0–100 (POST /users/get/compdetails, the 13 % banner). */
export async function companyProfileCompleteness(executor: Executor, companyId: string): Promise<number> {
  return profileCompleteness(await effectiveProfile(executor, companyId));
}

function tabValues(profile: Readonly<Record<string, string>>): CompanyProfileView["tabs"] {
  const tabs = {} as CompanyProfileView["tabs"];
  for (const tab of profileTabs) {
    const names = Object.keys(profileTabSchemas[tab].shape);
    tabs[tab] = Object.fromEntries(names.map((name) => [name, profile[name] ?? ""]));
  }
  return tabs;
}

function imagesOf(fields: Readonly<Record<string, string>>): CompanyProfileView["images"] {
  const images: CompanyProfileView["images"] = {};
  for (const field of profileImageFields) {
    const reference = fields[field];
    if (!isAbsent(reference) && reference) images[field] = { reference, url: imageUrl(reference) };
  }
  return images;
}

async function pendingRequests(db: Executor, companyId: string) {
  const rows = await db
    .select()
    .from(profileEditRequests)
    .where(ofCompany(profileEditRequests, companyId, eq(profileEditRequests.status, "pending")))
    .orderBy(desc(profileEditRequests.createdAt))
    .limit(20);
  return rows.map((row) => ({
    _id: row.id,
    fields: Object.keys(row.changeRequest),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** POST /users/details/profile: every tab's fields, what is locked, completeness, settings, images. */
export async function profileView(db: Executor, actor: CompanyActor): Promise<CompanyProfileView> {
  const stored = await storedProfile(db, actor.companyId);
  const [effective, pending] = await readTogether(db, [
    () => effectiveProfile(db, actor.companyId, stored),
    () => pendingRequests(db, actor.companyId),
  ]);
  return {
    tabs: tabValues(effective),
    payment: {
      card_holder_name: stored.cardHolderName,
      cardSaved: stored.cardToken !== "",
    },
    locked: filledLockedFields(stored.fields),
    completeness: profileCompleteness(effective),
    documentSettings: documentSettingsView(stored.documentSettings),
    images: imagesOf(stored.fields),
    // The access of the profile's change calls: the owner, or staff with Settings.
    canEdit: allows(actor.session, { permission: permissions.settings }),
    pendingEditRequests: pending,
  };
}

/**
 * The fields a tab save changes: only those it sends, never an image reference (set by the
 * upload calls), and no locked field that is already filled (spec 000 §2 Profile page).
 */
function tabChanges(stored: StoredProfile, input: Readonly<Record<string, string | undefined>>) {
  const changes: Record<string, string> = {};
  const refused: LockedField[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || isProfileImageField(name)) continue;
    if (isLockedField(name) && !isAbsent(stored.fields[name])) {
      // Sending the same value back (or nothing) is not a change.
      if (!isAbsent(value) && value !== stored.fields[name]) refused.push(name);
      continue;
    }
    changes[name] = value;
  }
  return { changes, refused };
}

/** POST /users/details/update/tab_1 … tab_4. */
export async function updateTab(
  db: Database,
  actor: CompanyActor,
  tab: ProfileTab,
  input: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockedProfile(tx, actor.companyId);
    const { changes, refused } = tabChanges(stored, input);
    if (refused.length > 0) {
      throw badRequest(
        messages.profileFieldLocked,
        refused.map((field) => ({ field, message: messages.profileFieldLocked })),
      );
    }
    await saveProfile(tx, actor, { fields: { ...stored.fields, ...changes } });
    // The company's own name follows the profile the first time tab_1 names it.
    const newName = changes.companyName;
    if (newName !== undefined && !isAbsent(newName) && isAbsent(stored.fields.companyName)) {
      await renameCompany(tx, actor.companyId, newName);
    }
    await recordAudit(tx, {
      ...auditBy(actor),
      action: `profile.update-${tab}`,
      entityType: "company_profile",
      entityId: actor.companyId,
      detail: { fields: Object.keys(changes) },
    });
  });
}

/** Sets an image field's reference; answers the reference it replaced (to remove from storage). */
export async function setImageReference(
  db: Database,
  actor: CompanyActor,
  field: ProfileImageField,
  reference: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const stored = await lockedProfile(tx, actor.companyId);
    await saveProfile(tx, actor, { fields: { ...stored.fields, [field]: reference } });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "profile.upload-image",
      entityType: "company_profile",
      entityId: actor.companyId,
      detail: { field },
    });
    return stored.fields[field] ?? "";
  });
}

/** The locked fields' values, checked as a tab save checks them (trimmed, bounded); 400 otherwise. */
function checkedLockedValues(
  change: Readonly<Partial<Record<LockedField, string>>>,
): Partial<Record<LockedField, string>> {
  const values: Partial<Record<LockedField, string>> = {};
  const errors: { field: string; message: string }[] = [];
  for (const name of lockedOnceFilled) {
    const value = change[name];
    if (value === undefined) continue;
    const parsed = profileTabSchemas.tab_1.shape[name].safeParse(value);
    if (parsed.success) values[name] = parsed.data;
    else errors.push(...parsed.error.issues.map((issue) => ({ field: name, message: issue.message })));
  }
  if (errors.length > 0) throw inputFailure(errors);
  return values;
}

/**
 * Applies an approved edit request to the fields that are read-only once filled (spec 000 §2
 * Profile page), inside the platform admin's transaction. An empty value clears the field so the
 * company can fill it in again; a new company name renames the company too, as tab_1 does.
 * Answers the values applied.
 */
export async function applyApprovedChange(
  tx: Transaction,
  by: { companyId: string; userId: string },
  change: Readonly<Partial<Record<LockedField, string>>>,
): Promise<Partial<Record<LockedField, string>>> {
  const values = checkedLockedValues(change);
  const stored = await lockedProfile(tx, by.companyId);
  await saveProfile(tx, by, { fields: { ...stored.fields, ...values } });
  if (values.companyName) await renameCompany(tx, by.companyId, values.companyName);
  return values;
}
