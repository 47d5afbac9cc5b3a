import type { SystemUser } from "@cloudoc/contract";
import { and, count, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { qualified } from "../accounts/admin/company-list";
import { oneTimeCodes, users } from "../accounts/tables";

/** The system users of a company: the `users` rows of role company (owners) and user (staff). */

const systemRoles = ["company", "user"] as const;

/** When the newest open set-password invitation of the user ends, if there is one. */
const openInvitationEnds = sql<Date | null>`(select max(c.expires_at) from ${oneTimeCodes} c
    where c.purpose = 'invite' and c.user_id = ${qualified(users.id)} and c.consumed_at is null)`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

/** The name of whoever added the user, from the same company. */
const invitedByName = sql<string>`coalesce((select nullif(trim(i.firstname || ' ' || i.lastname), '')
    from ${users} i where i.id = ${qualified(users.invitedBy)} and i.company_id = ${qualified(users.companyId)}), '')`;

export const systemUserColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
  role: users.role,
  permissions: users.permissions,
  hasPassword: sql<boolean>`${users.passwordHash} <> ''`,
  lastSignInAt: users.lastSignInAt,
  deactivatedAt: users.deactivatedAt,
  invitedBy: invitedByName,
  createdAt: users.createdAt,
  invitationEnds: openInvitationEnds,
};

export interface SystemUserRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  role: "company" | "user" | "employee" | "admin";
  permissions: string[];
  hasPassword: boolean;
  lastSignInAt: Date | null;
  deactivatedAt: Date | null;
  invitedBy: string;
  createdAt: Date;
  invitationEnds: Date | null;
}

/** The company's owners and staff users matching `conditions`. */
export function selectSystemUsers(executor: Executor, companyId: string, ...conditions: (SQL | undefined)[]) {
  return executor
    .select(systemUserColumns)
    .from(users)
    .where(ofCompany(users, companyId, inArray(users.role, [...systemRoles]), ...conditions));
}

/** One owner or staff user of the company, or 404 (another company's id, or an employee's, the same). */
export async function findSystemUser(executor: Executor, companyId: string, id: string, lock = false) {
  const query = selectSystemUsers(executor, companyId, eq(users.id, id));
  const [row] = lock ? await query.for("update", { of: users }) : await query;
  if (!row) throw notFound();
  return row;
}

/** How many active owners the company has besides `exceptId`. */
export async function otherActiveOwners(executor: Executor, companyId: string, exceptId: string) {
  const [row] = await executor
    .select({ n: count() })
    .from(users)
    .where(
      ofCompany(
        users,
        companyId,
        and(eq(users.role, "company"), isNull(users.deactivatedAt), ne(users.id, exceptId)),
      ),
    );
  return row?.n ?? 0;
}

function registrationOf(row: SystemUserRow): SystemUser["registration"] {
  if (row.hasPassword) return "active";
  return row.invitationEnds && row.invitationEnds.getTime() > Date.now() ? "invited" : "expired";
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSystemUser(row: SystemUserRow): SystemUser {
  const registration = registrationOf(row);
  return {
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    role: row.role === "company" ? "company" : "user",
    permission: row.role === "company" ? [] : row.permissions,
    registration,
    invitationExpiresAt: registration === "active" ? null : iso(row.invitationEnds),
    lastSignInAt: iso(row.lastSignInAt),
    deactivatedAt: iso(row.deactivatedAt),
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One user as the calls answer them. */
export async function systemUserView(executor: Executor, companyId: string, id: string) {
  return toSystemUser(await findSystemUser(executor, companyId, id));
}
