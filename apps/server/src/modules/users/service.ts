import {
  type AddUserRequest,
  type AuditAction,
  changedPermissions,
  type EditUserRequest,
  type UserListRequest,
  usersMessages,
} from "@cloudoc/contract";
import { asc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { isUniqueViolation } from "../../platform/db/errors";
import { ofCompany } from "../../platform/db/tenant";
import { conflict } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { closeSessionsOf } from "../accounts/sessions";
import { users } from "../accounts/tables";
import type { Site } from "../accounts/visit";
import { invitingCompany } from "../employees/invitations";
import { mailUserInvitation, openUserInvitation } from "./invitations";
import { tellAccountChanged } from "./live";
import {
  findSystemUser,
  type SystemUserRow,
  selectSystemUsers,
  systemUserView,
  toSystemUser,
} from "./queries";
import { refuseForbiddenChange, standingOf, type UserStanding } from "./rules";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const fullName = (row: { firstname: string; lastname: string }) => `${row.firstname} ${row.lastname}`.trim();

async function audit(
  tx: Transaction,
  actor: CompanyActor,
  action: AuditAction,
  userId: string,
  detail: Record<string, unknown> = {},
) {
  await recordAudit(tx, { ...auditBy(actor), action, entityType: "user", entityId: userId, detail });
}

/** POST /users/list: active (or deactivated) owners and staff users by name, searched; 25 a page. */
export async function listUsers(db: Database, actor: CompanyActor, request: UserListRequest) {
  const pattern = likePattern(request.search);
  const conditions = [
    request.deleted ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt),
    request.search
      ? or(ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern), ilike(users.email, pattern))
      : undefined,
  ];
  const rows = await selectSystemUsers(db, actor.companyId, ...conditions)
    .orderBy(
      asc(users.role),
      asc(sql`lower(${users.lastname})`),
      asc(sql`lower(${users.firstname})`),
      asc(users.id),
    )
    .limit(request.limit)
    .offset(request.skip);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(ofCompany(users, actor.companyId, sql`${users.role} in ('company', 'user')`, ...conditions));
  return { list: rows.map(toSystemUser), total: counted?.n ?? 0 };
}

/** POST /users/view. */
export const viewUser = (db: Database, actor: CompanyActor, id: string) =>
  systemUserView(db, actor.companyId, id);

/** A duplicate address (the addresses of owners and staff are unique across companies) answers 409. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(usersMessages.emailInUse);
    throw error;
  }
}

const standingFrom = (input: { role: UserStanding["role"]; permission: string[] }): UserStanding => ({
  role: input.role,
  // An owner holds everything: no list is kept for them.
  permissions: input.role === "company" ? [] : input.permission,
  active: true,
});

/** The manager's name for the invitation ("" leaves the company's name to speak). */
async function managerName(tx: Transaction, actor: CompanyActor) {
  const row = await findSystemUser(tx, actor.companyId, actor.userId).catch(() => undefined);
  return row ? fullName(row) : "";
}

/** Opens an invitation and mails it, inside the caller's transaction (a failed mail adds nobody). */
async function sendInvitation(
  platform: Platform,
  tx: Transaction,
  actor: CompanyActor,
  site: Site,
  row: SystemUserRow,
) {
  const invitation = await openUserInvitation(tx, row);
  const company = await invitingCompany(tx, platform, site, actor.companyId);
  await mailUserInvitation(platform, company, row, await managerName(tx, actor), invitation);
}

/**
 * POST /users/add: the user, with no password yet, and a set-password invitation mailed before the
 * commit, in one transaction.
 */
export async function addUser(platform: Platform, actor: CompanyActor, site: Site, input: AddUserRequest) {
  const standing = standingFrom(input);
  return refusingDuplicates(() =>
    platform.db.transaction(async (tx) => {
      await refuseForbiddenChange(tx, actor, { id: "", before: null }, standing);
      const [created] = await tx
        .insert(users)
        .values({
          companyId: actor.companyId,
          role: standing.role,
          email: input.email,
          passwordHash: "",
          firstname: input.firstname,
          lastname: input.lastname,
          phone: input.phone,
          permissions: [...standing.permissions],
          invitedBy: actor.userId,
        })
        .returning({ id: users.id });
      if (!created) throw new Error("user was not stored");
      const row = await findSystemUser(tx, actor.companyId, created.id);
      await audit(tx, actor, "user.added", row.id, {
        email: row.email,
        role: standing.role,
        permissions: standing.permissions,
      });
      await sendInvitation(platform, tx, actor, site, row);
      await audit(tx, actor, "user.invited", row.id);
      return systemUserView(tx, actor.companyId, row.id);
    }),
  );
}

/** POST /users/edit: details, role and permissions; the user's open browsers are told after the commit. */
export async function editUser(platform: Platform, actor: CompanyActor, input: EditUserRequest) {
  const { view, rightsChanged, after } = await refusingDuplicates(() =>
    platform.db.transaction(async (tx) => {
      const row = await findSystemUser(tx, actor.companyId, input.systemUserId, true);
      if (row.deactivatedAt) throw conflict(usersMessages.userIsDeactivated);
      const before = standingOf(row);
      const after = standingFrom({
        role: input.role ?? before.role,
        permission: input.permission ?? [...before.permissions],
      });
      await refuseForbiddenChange(tx, actor, { id: row.id, before }, after);
      await tx
        .update(users)
        .set({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          phone: input.phone,
          role: after.role,
          permissions: [...after.permissions],
          updatedAt: new Date(),
        })
        .where(ofCompany(users, actor.companyId, eq(users.id, row.id)));
      await audit(tx, actor, "user.updated", row.id, {
        before: { ...before, email: row.email, name: fullName(row) },
        after: { role: after.role, permissions: after.permissions, email: input.email },
      });
      const changed =
        before.role !== after.role || changedPermissions(before.permissions, after.permissions).length > 0;
      return { view: await systemUserView(tx, actor.companyId, row.id), rightsChanged: changed, after };
    }),
  );
  if (rightsChanged) {
    const account = {
      userId: view._id,
      companyId: actor.companyId,
      role: after.role,
      permissions: [...after.permissions],
    };
    tellAccountChanged(platform, account, "permissions");
  }
  return view;
}

/**
 * POST /users/deactivate: to the deleted list; signed out at once (every session ends, and the
 * session lookup refuses a deactivated user), their browsers told. Their records keep their name.
 */
export async function deactivateUser(platform: Platform, actor: CompanyActor, id: string) {
  const view = await platform.db.transaction(async (tx) => {
    const row = await findSystemUser(tx, actor.companyId, id, true);
    if (row.deactivatedAt) throw conflict(usersMessages.userIsDeactivated);
    const before = standingOf(row);
    await refuseForbiddenChange(tx, actor, { id: row.id, before }, { ...before, active: false });
    await tx
      .update(users)
      .set({ deactivatedAt: sql`now()`, updatedAt: new Date() })
      .where(ofCompany(users, actor.companyId, eq(users.id, row.id)));
    const sessionsEnded = await closeSessionsOf(tx, actor.companyId, row.id);
    await audit(tx, actor, "user.deactivated", row.id, { sessionsEnded });
    return systemUserView(tx, actor.companyId, row.id);
  });
  tellAccountChanged(
    platform,
    { userId: view._id, companyId: actor.companyId, role: "user", permissions: [] },
    "deactivated",
  );
  return view;
}

/** POST /users/restore: back among the active users, with the rights they had; they may sign in again. */
export async function restoreUser(db: Database, actor: CompanyActor, id: string) {
  return db.transaction(async (tx) => {
    const row = await findSystemUser(tx, actor.companyId, id, true);
    if (!row.deactivatedAt) throw conflict(usersMessages.userNotDeactivated);
    const before = standingOf(row);
    await refuseForbiddenChange(tx, actor, { id: row.id, before }, { ...before, active: true });
    await tx
      .update(users)
      .set({ deactivatedAt: null, updatedAt: new Date() })
      .where(ofCompany(users, actor.companyId, eq(users.id, row.id)));
    await audit(tx, actor, "user.restored", row.id, { deactivatedAt: row.deactivatedAt.toISOString() });
    return systemUserView(tx, actor.companyId, row.id);
  });
}

/** POST /users/invite: a new set-password link (the earlier one stops working), mailed before the commit. */
export async function inviteUser(platform: Platform, actor: CompanyActor, site: Site, id: string) {
  return platform.db.transaction(async (tx) => {
    const row = await findSystemUser(tx, actor.companyId, id, true);
    if (row.deactivatedAt) throw conflict(usersMessages.userIsDeactivated);
    if (row.hasPassword) throw conflict(usersMessages.alreadySetPassword);
    // Owners are invited by owners only, as they are changed.
    await refuseForbiddenChange(tx, actor, { id: row.id, before: standingOf(row) }, standingOf(row));
    await sendInvitation(platform, tx, actor, site, row);
    await audit(tx, actor, "user.invited", row.id, { resent: row.invitationEnds !== null });
    return systemUserView(tx, actor.companyId, row.id);
  });
}
