import { messages, type UserProfile } from "@cloudoc/contract";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit, requestOrigin } from "../../platform/audit/audit";
import { badRequest, forbidden, notFound } from "../../platform/envelope";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { storedProfile } from "../profile/store";
import { entitlementsOf } from "../subscriptions/service";
import type { SessionUser } from "./sessions";
import { companies, sessions, users } from "./tables";

/**
 * The person a call is about: the caller, or (for the company owner and staff who manage users)
 * someone of the same company. An id the caller may not act for is refused (DESIGN §5).
 */
async function subjectOf(platform: Platform, session: SessionUser, requestedId: string | undefined) {
  const id = requestedId && requestedId !== "" ? requestedId : session.userId;
  if (id === session.userId) return id;
  const mayActForOthers =
    session.role === "company" || (session.role === "user" && session.permissions.includes("Manage users"));
  if (!mayActForOthers || !session.companyId) throw forbidden();
  const [other] = await platform.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, session.companyId)));
  if (!other) throw notFound();
  return id;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function userProfile(
  platform: Platform,
  session: SessionUser,
  requestedId?: string,
): Promise<UserProfile> {
  if (requestedId && !uuid.test(requestedId)) throw notFound();
  const id = await subjectOf(platform, session, requestedId);
  const [row] = await platform.db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  if (!row) throw notFound();
  const { user, company } = row;
  const held = await entitlementsOf(platform.db, user.companyId);
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
    assignedpolicyDocuments: [],
    companyDetails: company ? { logoPath: "", subdomain: company.subdomain } : null,
    companyLogo: "",
    docLogoPath: "",
    settings: { showPoliciesonSite: false },
    comboPackage: flag(held.combo),
    documentManagement: flag(held.management),
    documentUpdate: flag(held.updates),
    proPackage: flag(held.pro),
  };
}

/** `/users/getuserbyid`: the company facts the header and forms need. */
export async function companySummary(platform: Platform, session: SessionUser, requestedId?: string) {
  const profile = await userProfile(platform, session, requestedId);
  const { fields } = session.companyId
    ? await storedProfile(platform.db, session.companyId)
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

export async function updateMyAccount(
  platform: Platform,
  request: FastifyRequest,
  session: SessionUser,
  input: MyAccount,
) {
  const [user] = await platform.db.select().from(users).where(eq(users.id, session.userId));
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
      .where(eq(users.id, user.id));
    if (input.newPassword) {
      // Other devices sign in again with the new password; this session stays.
      await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, session.sessionId)));
    }
    await recordAudit(tx, {
      companyId: user.companyId,
      actorUserId: user.id,
      action: "user.update-account",
      entityType: "user",
      entityId: user.id,
      detail: { passwordChanged: Boolean(input.newPassword) },
      ...requestOrigin(request),
    });
  });
  return messages.profileUpdated;
}
