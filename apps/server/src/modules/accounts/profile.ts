import { messages, permissions, type UserProfile } from "@cloudoc/contract";
import { eq, ne } from "drizzle-orm";
import type { SignedIn } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { allows } from "../../platform/auth";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, forbidden, notFound } from "../../platform/envelope";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { assignedPolicyStatuses } from "../policies/reading";
import { storedProfile } from "../profile/store";
import { entitlementsOf } from "../subscriptions/service";
import { ofOwnCompany } from "./own-rows";
import { companies, sessions, users } from "./tables";

/**
 * The person a call is about: the caller, or (for the company owner and staff who manage users)
 * someone of the same company. An id the caller may not act for is refused (DESIGN §5).
 */
async function subjectOf(platform: Platform, actor: SignedIn, requestedId: string | undefined) {
  const id = requestedId ?? actor.userId;
  if (id === actor.userId) return id;
  if (!actor.companyId || !allows(actor.session, { permission: permissions.manageUsers })) throw forbidden();
  const [other] = await platform.db
    .select({ id: users.id })
    .from(users)
    .where(ofCompany(users, actor.companyId, eq(users.id, id)));
  if (!other) throw notFound();
  return id;
}

/** The profile of the caller, or of someone of their company they manage (`requestedId`). */
export async function userProfile(
  platform: Platform,
  actor: SignedIn,
  requestedId?: string,
): Promise<UserProfile> {
  const id = await subjectOf(platform, actor, requestedId);
  const [row] = await platform.db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(ofOwnCompany(users, actor.companyId, eq(users.id, id)));
  if (!row) throw notFound();
  const { user, company } = row;
  const held = await entitlementsOf(platform.db, user.companyId, platform.clock.now());
  const flag = (active: boolean) => ({ status: active ? 1 : 0 });
  return {
    _id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    companyName: company?.name ?? "",
    email: user.email,
    phone: user.phone,
    companyRegNo: "",
    currentSubscription: held.current?.id ?? null,
    planId: held.current?.plan ?? null,
    role: user.role,
    permission: user.permissions,
    createdAt: user.createdAt.toISOString(),
    assignedpolicyDocuments:
      user.role === "employee" && user.companyId
        ? await assignedPolicyStatuses(platform.db, user.companyId, user.id)
        : [],
    companyDetails: company ? { logoPath: "", subdomain: company.subdomain } : null,
    companyLogo: "",
    docLogoPath: "",
    settings: { showPoliciesonSite: company?.showPoliciesOnSite ?? false },
    comboPackage: flag(held.combo),
    documentManagement: flag(held.management),
    documentUpdate: flag(held.updates),
    proPackage: flag(held.pro),
  };
}

/** `/users/getuserbyid`: the company facts the header and forms need. */
export async function companySummary(platform: Platform, actor: SignedIn, requestedId?: string) {
  const profile = await userProfile(platform, actor, requestedId);
  const { fields } = actor.companyId
    ? await storedProfile(platform.db, actor.companyId)
    : { fields: {} as Record<string, string> };
  return {
    companyName: profile.companyName,
    companyRegNo: fields.companyRegNo ?? "",
    trading_name: fields.trading_name ?? "",
    documentManagement: profile.documentManagement,
  };
}

interface MyAccount {
  firstname: string;
  lastname: string;
  username: string;
  phone: string;
  currentPassword?: string;
  newPassword?: string;
}

export async function updateMyAccount(platform: Platform, actor: SignedIn, input: MyAccount) {
  const [user] = await platform.db
    .select()
    .from(users)
    .where(ofOwnCompany(users, actor.companyId, eq(users.id, actor.userId)));
  if (!user) throw notFound();
  let passwordHash = user.passwordHash;
  if (input.newPassword) {
    if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest(messages.currentPasswordWrong, [
        { field: "currentPassword", message: messages.currentPasswordWrong },
      ]);
    }
    passwordHash = await hashPassword(input.newPassword);
  }
  await platform.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstname: input.firstname,
        lastname: input.lastname,
        username: input.username,
        phone: input.phone,
        passwordHash,
        updatedAt: new Date(),
      })
      .where(ofOwnCompany(users, user.companyId, eq(users.id, user.id)));
    if (input.newPassword) {
      // Other devices sign in again with the new password; this session stays.
      await tx
        .delete(sessions)
        .where(
          ofOwnCompany(
            sessions,
            user.companyId,
            eq(sessions.userId, user.id),
            ne(sessions.id, actor.session.sessionId),
          ),
        );
    }
    await recordAudit(tx, {
      companyId: user.companyId,
      actorUserId: user.id,
      action: "user.update-account",
      entityType: "user",
      entityId: user.id,
      detail: { passwordChanged: Boolean(input.newPassword) },
      ...actor.origin,
    });
  });
  return messages.profileUpdated;
}
