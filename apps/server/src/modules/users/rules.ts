import {
  changedPermissions,
  mayChangePermissions,
  type SystemUserRole,
  type UserManager,
  usersMessages,
} from "@cloudoc/contract";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { conflict, forbidden } from "../../platform/envelope";
import { otherActiveOwners, type SystemUserRow } from "./queries";

/**
 * Who may change whom (issue 15): owners change anyone but themselves; a staff user with Manage
 * users changes staff users only, and only the permissions they hold; the organisation always
 * keeps an active owner.
 */

/** The acting manager, with the role and permissions their row holds now (read per request). */
export function managerOf(actor: CompanyActor): UserManager {
  const { role, permissions } = actor.session;
  return { userId: actor.userId, role: role === "company" ? "company" : "user", permissions };
}

/** What a change would leave a user with: their role, their permissions, and whether active. */
export interface UserStanding {
  role: SystemUserRole;
  permissions: readonly string[];
  active: boolean;
}

export const standingOf = (row: SystemUserRow): UserStanding => ({
  role: row.role === "company" ? "company" : "user",
  permissions: row.role === "company" ? [] : row.permissions,
  active: row.deactivatedAt === null,
});

/** Only an owner makes, changes or deactivates an owner. */
function refuseOwnerChange(manager: UserManager, before: UserStanding | null, after: UserStanding) {
  const touchesOwner = before?.role === "company" || after.role === "company";
  if (touchesOwner && manager.role !== "company") throw forbidden(usersMessages.ownerOnly);
}

/** A staff manager gives and takes away only what they hold. */
function refuseUngrantable(manager: UserManager, before: UserStanding | null, after: UserStanding) {
  const changed = changedPermissions(before?.permissions ?? [], after.permissions);
  if (!mayChangePermissions(manager, changed)) throw forbidden(usersMessages.cannotGrant);
}

const samePermissions = (a: readonly string[], b: readonly string[]) => changedPermissions(a, b).length === 0;

/** Whether a change takes away anything: a role, a permission, or the account itself. */
const rightsChange = (before: UserStanding, after: UserStanding) =>
  before.role !== after.role ||
  before.active !== after.active ||
  !samePermissions(before.permissions, after.permissions);

/**
 * Refuses a change the rules forbid, in order: the last active owner may not stop being one; no
 * one changes their own rights; owners only by owners; permissions only by those who hold them.
 * `before` is null for a new user.
 */
export async function refuseForbiddenChange(
  executor: Executor,
  actor: CompanyActor,
  target: { id: string; before: UserStanding | null },
  after: UserStanding,
): Promise<void> {
  const manager = managerOf(actor);
  const { before } = target;
  const stopsBeingOwner =
    before?.role === "company" && before.active && (after.role !== "company" || !after.active);
  if (stopsBeingOwner && (await otherActiveOwners(executor, actor.companyId, target.id)) === 0) {
    throw conflict(usersMessages.lastOwner);
  }
  if (before && target.id === manager.userId && rightsChange(before, after)) {
    throw forbidden(usersMessages.ownRights);
  }
  refuseOwnerChange(manager, before, after);
  refuseUngrantable(manager, before, after);
}
