import {
  type AddEmployeeRequest,
  type AuditAction,
  type EditEmployeeRequest,
  type EmployeeListRequest,
  employeeMessages,
} from "@cloudoc/contract";
import { asc, count, eq, exists, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { isUniqueViolation } from "../../platform/db/errors";
import { ofCompany } from "../../platform/db/tenant";
import { conflict } from "../../platform/envelope";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { closeSessionsOf } from "../accounts/sessions";
import { users } from "../accounts/tables";
import type { Site } from "../accounts/visit";
import { invitingCompany, mailInvitation, openInvitation } from "./invitations";
import { findGroups, rejoinGroups, setEmployeeGroups } from "./memberships";
import {
  employeeByEmail,
  employeeView,
  findEmployee,
  groupsOf,
  selectEmployees,
  toEmployee,
} from "./queries";
import { employeeGroupMembers, employeeProfiles } from "./tables";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function audit(
  tx: Transaction,
  actor: CompanyActor,
  action: AuditAction,
  employeeId: string,
  detail: Record<string, unknown> = {},
) {
  await recordAudit(tx, { ...auditBy(actor), action, entityType: "employee", entityId: employeeId, detail });
}

/** POST /user/employee/list: active or deactivated employees by name, searched, by group; 25 a page. */
export async function listEmployees(db: Database, actor: CompanyActor, request: EmployeeListRequest) {
  const { companyId } = actor;
  // Filtering by another company's group answers 404, as naming it anywhere else does.
  if (request.groupId) await findGroups(db, companyId, [request.groupId]);
  const pattern = likePattern(request.search);
  const conditions = [
    request.deleted ? isNotNull(employeeProfiles.deactivatedAt) : isNull(employeeProfiles.deactivatedAt),
    request.search
      ? or(
          ilike(users.firstname, pattern),
          ilike(users.lastname, pattern),
          ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
          ilike(users.email, pattern),
          ilike(employeeProfiles.jobRole, pattern),
        )
      : undefined,
    request.groupId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(employeeGroupMembers)
            .where(
              ofCompany(
                employeeGroupMembers,
                companyId,
                eq(employeeGroupMembers.groupId, request.groupId),
                eq(employeeGroupMembers.userId, users.id),
              ),
            ),
        )
      : undefined,
  ];
  const [rows, [total]] = await Promise.all([
    selectEmployees(db, companyId, ...conditions)
      .orderBy(asc(sql`lower(${users.lastname})`), asc(sql`lower(${users.firstname})`), asc(users.id))
      .limit(request.limit)
      .offset(request.skip),
    db
      .select({ n: count() })
      .from(employeeProfiles)
      .innerJoin(users, eq(users.id, employeeProfiles.userId))
      .where(ofCompany(employeeProfiles, companyId, ...conditions)),
  ]);
  const groups = await groupsOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toEmployee(row, groups.get(row.id) ?? [])), total: total?.n ?? 0 };
}

/** POST /user/employee/view: one employee with their groups. */
export const viewEmployee = (db: Database, actor: CompanyActor, employeeId: string) =>
  employeeView(db, actor.companyId, employeeId);

async function refuseTakenEmail(tx: Transaction, companyId: string, email: string, exceptId?: string) {
  if (await employeeByEmail(tx, companyId, email, exceptId)) throw conflict(employeeMessages.emailInUse);
}

/** A duplicate that slipped past the check (two managers at once) answers as the check would. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(employeeMessages.emailInUse);
    throw error;
  }
}

interface NewEmployee {
  firstname: string;
  lastname: string;
  email: string;
  jobRole: string;
  startDate: string | null;
  /** Argon2 hash of the password the manager set; "" until the employee registers. */
  passwordHash: string;
}

/** Inserts the employee's user row and profile; answers the new id. */
export async function insertEmployee(tx: Transaction, actor: CompanyActor, values: NewEmployee) {
  const [user] = await tx
    .insert(users)
    .values({
      companyId: actor.companyId,
      role: "employee",
      email: values.email,
      passwordHash: values.passwordHash,
      firstname: values.firstname,
      lastname: values.lastname,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("employee was not stored");
  await tx.insert(employeeProfiles).values({
    userId: user.id,
    companyId: actor.companyId,
    jobRole: values.jobRole,
    startDate: values.startDate,
    registeredAt: values.passwordHash ? new Date() : null,
    createdBy: actor.userId,
  });
  return user.id;
}

/**
 * POST /user/employee/add: the employee, their groups (joiners get the groups' policies) and
 * either an emailed invitation or the password the manager set, in one transaction; the mail goes
 * out before the commit, so a failed mail adds nobody.
 */
export async function addEmployee(
  platform: Platform,
  actor: CompanyActor,
  site: Site,
  input: AddEmployeeRequest,
) {
  const passwordHash = input.setup === "password" && input.password ? await hashPassword(input.password) : "";
  return refusingDuplicates(() =>
    platform.db.transaction(async (tx) => {
      await findGroups(tx, actor.companyId, input.groupIds);
      await refuseTakenEmail(tx, actor.companyId, input.email);
      const id = await insertEmployee(tx, actor, { ...input, passwordHash });
      await setEmployeeGroups(tx, actor.companyId, id, input.groupIds);
      await audit(tx, actor, "employee.added", id, { email: input.email, setup: input.setup });
      if (input.setup === "invite") {
        const invitation = await openInvitation(tx, actor.companyId, id, actor.userId);
        const company = await invitingCompany(tx, platform, site, actor.companyId);
        await mailInvitation(
          platform,
          company,
          { id, firstname: input.firstname, email: input.email },
          invitation,
        );
        await audit(tx, actor, "employee.invited", id);
      }
      return employeeView(tx, actor.companyId, id);
    }),
  );
}

/** POST /user/employee/edit: details and groups of an active employee. */
export async function editEmployee(db: Database, actor: CompanyActor, input: EditEmployeeRequest) {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const row = await findEmployee(tx, actor.companyId, input.employeeId, true);
      if (row.deactivatedAt) throw conflict(employeeMessages.employeeIsDeactivated);
      await refuseTakenEmail(tx, actor.companyId, input.email, row.id);
      await tx
        .update(users)
        .set({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          updatedAt: new Date(),
        })
        .where(ofCompany(users, actor.companyId, eq(users.id, row.id)));
      await tx
        .update(employeeProfiles)
        .set({ jobRole: input.jobRole, startDate: input.startDate, updatedAt: new Date() })
        .where(ofCompany(employeeProfiles, actor.companyId, eq(employeeProfiles.userId, row.id)));
      const groups = await setEmployeeGroups(tx, actor.companyId, row.id, input.groupIds);
      await audit(tx, actor, "employee.updated", row.id, {
        before: { firstname: row.firstname, lastname: row.lastname, email: row.email, jobRole: row.jobRole },
        groups,
      });
      return employeeView(tx, actor.companyId, row.id);
    }),
  );
}

/**
 * POST /user/employee/deactivate: the employee moves to deleted employees and is signed out at
 * once (the sign-in refuses them too); their groups, assignments and acknowledgements stay.
 */
export async function deactivateEmployee(db: Database, actor: CompanyActor, employeeId: string) {
  return db.transaction(async (tx) => {
    const row = await findEmployee(tx, actor.companyId, employeeId, true);
    if (row.deactivatedAt) throw conflict(employeeMessages.employeeIsDeactivated);
    await tx
      .update(employeeProfiles)
      .set({ deactivatedAt: sql`now()`, deactivatedBy: actor.userId, updatedAt: new Date() })
      .where(ofCompany(employeeProfiles, actor.companyId, eq(employeeProfiles.userId, row.id)));
    const sessionsEnded = await closeSessionsOf(tx, actor.companyId, row.id);
    await audit(tx, actor, "employee.deactivated", row.id, { sessionsEnded });
    return employeeView(tx, actor.companyId, row.id);
  });
}

/**
 * POST /user/employee/restore: back among the active employees; they may sign in again, and get
 * the policies of their groups they missed.
 */
export async function restoreEmployee(db: Database, actor: CompanyActor, employeeId: string) {
  return db.transaction(async (tx) => {
    const row = await findEmployee(tx, actor.companyId, employeeId, true);
    if (!row.deactivatedAt) throw conflict(employeeMessages.employeeNotDeactivated);
    await tx
      .update(employeeProfiles)
      .set({ deactivatedAt: null, deactivatedBy: null, updatedAt: new Date() })
      .where(ofCompany(employeeProfiles, actor.companyId, eq(employeeProfiles.userId, row.id)));
    const groups = await rejoinGroups(tx, actor.companyId, row.id);
    await audit(tx, actor, "employee.restored", row.id, {
      deactivatedAt: row.deactivatedAt.toISOString(),
      groups,
    });
    return employeeView(tx, actor.companyId, row.id);
  });
}

/** POST /user/employee/invite: a new invitation (the earlier link stops working), mailed before commit. */
export async function inviteEmployee(
  platform: Platform,
  actor: CompanyActor,
  site: Site,
  employeeId: string,
) {
  return platform.db.transaction(async (tx) => {
    const row = await findEmployee(tx, actor.companyId, employeeId, true);
    if (row.deactivatedAt) throw conflict(employeeMessages.employeeIsDeactivated);
    if (row.registeredAt) throw conflict(employeeMessages.alreadyRegistered);
    const invitation = await openInvitation(tx, actor.companyId, row.id, actor.userId);
    await mailInvitation(
      platform,
      await invitingCompany(tx, platform, site, actor.companyId),
      row,
      invitation,
    );
    await audit(tx, actor, "employee.invited", row.id, { resent: row.invitationEnds !== null });
    return employeeView(tx, actor.companyId, row.id);
  });
}
