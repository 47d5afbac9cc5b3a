import type { Employee, RegistrationState } from "@cloudoc/contract";
import { asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { employeeGroupMembers, employeeGroups, employeeInvitations, employeeProfiles } from "./tables";

/** The employee rows of a company: users of role employee joined to their profile. */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** When the newest open (unused) invitation of the employee ends, if there is one. */
const openInvitationEnds = (companyId: string) =>
  sql<Date | null>`(select max(i.expires_at) from ${employeeInvitations} i
    where i.company_id = ${companyId} and i.user_id = ${users.id} and i.used_at is null)`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

export const employeeColumns = (companyId: string) => ({
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  jobRole: employeeProfiles.jobRole,
  startDate: employeeProfiles.startDate,
  registeredAt: employeeProfiles.registeredAt,
  deactivatedAt: employeeProfiles.deactivatedAt,
  createdAt: employeeProfiles.createdAt,
  invitationEnds: openInvitationEnds(companyId),
});

export interface EmployeeRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  jobRole: string;
  startDate: string | null;
  registeredAt: Date | null;
  deactivatedAt: Date | null;
  createdAt: Date;
  invitationEnds: Date | null;
}

/** The company's employees matching `conditions` (the profile's company, and the user's). */
export function selectEmployees(executor: Executor, companyId: string, ...conditions: (SQL | undefined)[]) {
  return executor
    .select(employeeColumns(companyId))
    .from(employeeProfiles)
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .where(
      ofCompany(
        employeeProfiles,
        companyId,
        eq(users.companyId, companyId),
        eq(users.role, "employee"),
        ...conditions,
      ),
    );
}

/** One employee of the company, or 404 (another company's id answers the same). */
export async function findEmployee(executor: Executor, companyId: string, employeeId: string, lock = false) {
  const query = selectEmployees(executor, companyId, eq(employeeProfiles.userId, employeeId));
  const [row] = lock ? await query.for("update", { of: employeeProfiles }) : await query;
  if (!row) throw notFound();
  return row;
}

/** The employees named, all of the company, else 404. */
export async function findEmployees(executor: Executor, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  const rows = await selectEmployees(executor, companyId, inArray(employeeProfiles.userId, [...employeeIds]));
  if (rows.length !== employeeIds.length) throw notFound();
  return rows;
}

function registrationOf(row: EmployeeRow): RegistrationState {
  if (row.registeredAt) return "registered";
  if (!row.invitationEnds) return "none";
  return row.invitationEnds.getTime() > Date.now() ? "invited" : "expired";
}

/** The groups of each employee named, by name. */
export async function groupsOf(executor: Executor, companyId: string, employeeIds: readonly string[]) {
  const byEmployee = new Map<string, { _id: string; name: string }[]>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await executor
    .select({ userId: employeeGroupMembers.userId, id: employeeGroups.id, name: employeeGroups.name })
    .from(employeeGroupMembers)
    .innerJoin(employeeGroups, eq(employeeGroups.id, employeeGroupMembers.groupId))
    .where(ofCompany(employeeGroupMembers, companyId, inArray(employeeGroupMembers.userId, [...employeeIds])))
    .orderBy(asc(employeeGroups.name));
  for (const row of rows) {
    const list = byEmployee.get(row.userId) ?? [];
    list.push({ _id: row.id, name: row.name });
    byEmployee.set(row.userId, list);
  }
  return byEmployee;
}

export function toEmployee(row: EmployeeRow, groups: { _id: string; name: string }[]): Employee {
  const registration = registrationOf(row);
  return {
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    jobRole: row.jobRole,
    startDate: row.startDate,
    groups,
    registration,
    invitationExpiresAt: registration === "registered" ? null : iso(row.invitationEnds),
    deactivatedAt: iso(row.deactivatedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One employee as the calls answer it, with their groups. */
export async function employeeView(executor: Executor, companyId: string, employeeId: string) {
  const row = await findEmployee(executor, companyId, employeeId);
  const groups = await groupsOf(executor, companyId, [row.id]);
  return toEmployee(row, groups.get(row.id) ?? []);
}

/** An employee (any, active or not) of the company with this email, if there is one. */
export async function employeeByEmail(
  executor: Executor,
  companyId: string,
  email: string,
  exceptId?: string,
) {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      ofCompany(
        users,
        companyId,
        eq(users.role, "employee"),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptId ? sql`${users.id} <> ${exceptId}` : undefined,
      ),
    );
  return row;
}

/** The active employees among `ids`: deactivated ones get no new groups or policies. */
export const isActive = (row: Pick<EmployeeRow, "deactivatedAt">) => row.deactivatedAt === null;

export const activeOnly = () => isNull(employeeProfiles.deactivatedAt);
