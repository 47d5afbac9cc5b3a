import { type CompanyProfile, isAbsent } from "@cloudoc/contract";
import type { CompanyActor } from "../../platform/actor";
import type { Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { readTogether } from "../../platform/db/together";
import { companyNameOf, companyOwnerContact, type OwnerContact } from "../accounts/companies";
import { companyProfiles, type DocumentSettings } from "./tables";

export interface StoredProfile {
  fields: Record<string, string>;
  documentSettings: DocumentSettings;
  cardHolderName: string;
  cardToken: string;
}

const emptyProfile = (): StoredProfile => ({
  fields: {},
  documentSettings: { colour: {}, template: "" },
  cardHolderName: "",
  cardToken: "",
});

const storedColumns = {
  fields: companyProfiles.fields,
  documentSettings: companyProfiles.documentSettings,
  cardHolderName: companyProfiles.cardHolderName,
  cardToken: companyProfiles.cardToken,
};

/** The company's stored profile; a company that never saved one has an empty profile. */
export async function storedProfile(executor: Executor, companyId: string): Promise<StoredProfile> {
  const [row] = await executor
    .select(storedColumns)
    .from(companyProfiles)
    .where(ofCompany(companyProfiles, companyId));
  return row ?? emptyProfile();
}

/**
 * The profile row locked for a change inside `tx` (created empty the first time), so two saves
 * at once apply one after the other instead of one losing the other's fields.
 */
export async function lockedProfile(tx: Transaction, companyId: string): Promise<StoredProfile> {
  await tx.insert(companyProfiles).values({ companyId }).onConflictDoNothing();
  const [row] = await tx
    .select(storedColumns)
    .from(companyProfiles)
    .where(ofCompany(companyProfiles, companyId))
    .for("update");
  return row ?? emptyProfile();
}

/** Writes a change to the actor's company profile (locked first with `lockedProfile`); the platform admin may write one too. */
export async function saveProfile(
  tx: Transaction,
  actor: Pick<CompanyActor, "companyId" | "userId">,
  change: Partial<StoredProfile>,
) {
  await tx
    .update(companyProfiles)
    .set({ ...change, updatedBy: actor.userId, updatedAt: new Date() })
    .where(ofCompany(companyProfiles, actor.companyId));
}

/**
 * The profile as documents see it: the stored fields, with the registered company name until
 * tab_1 names one, and the owner's name and email for the contact variables.
 */
export function profileAsDocumentsSee(
  fields: Readonly<Record<string, string>>,
  registeredName: string,
  owner: OwnerContact | null | undefined,
): CompanyProfile {
  const named = isAbsent(fields.companyName) ? { ...fields, companyName: registeredName } : fields;
  return {
    ...named,
    firstname: owner?.firstname ?? "",
    lastname: owner?.lastname ?? "",
    email: owner?.email ?? "",
  };
}

/** `profileAsDocumentsSee`, read from the database (or with the stored profile already in hand). */
export async function effectiveProfile(
  executor: Executor,
  companyId: string,
  stored?: StoredProfile,
): Promise<CompanyProfile> {
  const [profile, registeredName, owner] = await readTogether(executor, [
    () => stored ?? storedProfile(executor, companyId),
    () => companyNameOf(executor, companyId),
    () => companyOwnerContact(executor, companyId),
  ]);
  return profileAsDocumentsSee(profile.fields, registeredName, owner);
}
