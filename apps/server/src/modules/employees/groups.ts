import {
  type AuditAction,
  type EmployeeGroup,
  employeeMessages,
  type GroupListRequest,
} from "@cloudoc/contract";
import { asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { isUniqueViolation } from "../../platform/db/errors";
import { ofCompany } from "../../platform/db/tenant";
import { conflict, notFound } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { joinGroup, leaveGroup } from "./memberships";
import { findEmployees } from "./queries";
import { employeeGroupMembers, employeeGroups, employeeProfiles } from "./tables";

/** Groups of employees (night staff, senior carers): named uniquely per company, many-to-many. */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const memberCount = (companyId: string) =>
  sql<number>`(select count(*) from ${employeeGroupMembers} m
    where m.company_id = ${companyId} and m.group_id = ${employeeGroups.id})`.mapWith(Number);

function selectGroups(executor: Executor, companyId: string, ...conditions: (SQL | undefined)[]) {
  return executor
    .select({
      id: employeeGroups.id,
      name: employeeGroups.name,
      description: employeeGroups.description,
      createdAt: employeeGroups.createdAt,
      updatedAt: employeeGroups.updatedAt,
      memberCount: memberCount(companyId),
    })
    .from(employeeGroups)
    .where(ofCompany(employeeGroups, companyId, ...conditions));
}

type GroupRow = Awaited<ReturnType<typeof selectGroups>>[number];

const toGroup = (row: GroupRow): EmployeeGroup => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  memberCount: row.memberCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The group of the company, locked for a change when asked, or 404. */
async function findGroup(executor: Executor, companyId: string, groupId: string, lock = false) {
  const query = selectGroups(executor, companyId, eq(employeeGroups.id, groupId));
  const [row] = lock ? await query.for("update", { of: employeeGroups }) : await query;
  if (!row) throw notFound();
  return row;
}

/** The group with its members (active first, then by name). */
async function groupDetail(executor: Executor, companyId: string, groupId: string) {
  const group = await findGroup(executor, companyId, groupId);
  const members = await executor
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      jobRole: employeeProfiles.jobRole,
      deactivatedAt: employeeProfiles.deactivatedAt,
      addedAt: employeeGroupMembers.addedAt,
    })
    .from(employeeGroupMembers)
    .innerJoin(users, eq(users.id, employeeGroupMembers.userId))
    .innerJoin(employeeProfiles, eq(employeeProfiles.userId, employeeGroupMembers.userId))
    .where(ofCompany(employeeGroupMembers, companyId, eq(employeeGroupMembers.groupId, group.id)))
    .orderBy(
      sql`${employeeProfiles.deactivatedAt} is not null`,
      asc(sql`lower(${users.lastname})`),
      asc(sql`lower(${users.firstname})`),
    );
  return {
    ...toGroup(group),
    members: members.map((member) => ({
      _id: member.id,
      firstname: member.firstname,
      lastname: member.lastname,
      email: member.email,
      jobRole: member.jobRole,
      deactivated: member.deactivatedAt !== null,
      addedAt: member.addedAt.toISOString(),
    })),
  };
}

async function audit(
  tx: Transaction,
  actor: CompanyActor,
  action: AuditAction,
  groupId: string,
  detail: Record<string, unknown>,
) {
  await recordAudit(tx, {
    ...auditBy(actor),
    action,
    entityType: "employee_group",
    entityId: groupId,
    detail,
  });
}

/** A second group of the same name (case aside) answers a clear 409, also when two race. */
async function refusingTakenName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(employeeMessages.groupNameTaken);
    throw error;
  }
}

/** Active employees only may join: a deactivated one gets no new groups (nor their policies). */
async function activeMembers(tx: Transaction, companyId: string, employeeIds: readonly string[]) {
  const rows = await findEmployees(tx, companyId, employeeIds);
  if (rows.some((row) => row.deactivatedAt)) throw conflict(employeeMessages.employeeIsDeactivated);
  return rows.map((row) => row.id);
}

/** POST /user/group/list: by name, searched by name or description. */
export async function listGroups(db: Database, actor: CompanyActor, request: GroupListRequest) {
  const pattern = likePattern(request.search);
  const matching = request.search
    ? or(ilike(employeeGroups.name, pattern), ilike(employeeGroups.description, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectGroups(db, actor.companyId, matching)
      .orderBy(asc(sql`lower(${employeeGroups.name})`), asc(employeeGroups.id))
      .limit(request.limit)
      .offset(request.skip),
    db
      .select({ n: count() })
      .from(employeeGroups)
      .where(ofCompany(employeeGroups, actor.companyId, matching)),
  ]);
  return { list: rows.map(toGroup), total: total?.n ?? 0 };
}

export const viewGroup = (db: Database, actor: CompanyActor, groupId: string) =>
  groupDetail(db, actor.companyId, groupId);

/** POST /user/group/add: a new group, with its first members if given (they get its policies). */
export async function addGroup(
  db: Database,
  actor: CompanyActor,
  input: { name: string; description: string; employeeIds: string[] },
) {
  return refusingTakenName(() =>
    db.transaction(async (tx) => {
      const memberIds = await activeMembers(tx, actor.companyId, input.employeeIds);
      const [group] = await tx
        .insert(employeeGroups)
        .values({
          companyId: actor.companyId,
          name: input.name,
          description: input.description,
          createdBy: actor.userId,
        })
        .returning({ id: employeeGroups.id });
      if (!group) throw new Error("group was not stored");
      await joinGroup(tx, actor.companyId, group.id, memberIds);
      await audit(tx, actor, "group.created", group.id, { name: input.name, members: memberIds.length });
      return groupDetail(tx, actor.companyId, group.id);
    }),
  );
}

/** POST /user/group/edit: a new name or description. */
export async function editGroup(
  db: Database,
  actor: CompanyActor,
  input: { groupId: string; name: string; description: string },
) {
  return refusingTakenName(() =>
    db.transaction(async (tx) => {
      const group = await findGroup(tx, actor.companyId, input.groupId, true);
      await tx
        .update(employeeGroups)
        .set({ name: input.name, description: input.description, updatedAt: new Date() })
        .where(ofCompany(employeeGroups, actor.companyId, eq(employeeGroups.id, group.id)));
      await audit(tx, actor, "group.updated", group.id, {
        before: { name: group.name, description: group.description },
        after: { name: input.name, description: input.description },
      });
      return groupDetail(tx, actor.companyId, group.id);
    }),
  );
}

/** POST /user/group/delete: the group and its memberships go; the employees and their policies stay. */
export async function deleteGroup(db: Database, actor: CompanyActor, groupId: string) {
  await db.transaction(async (tx) => {
    const group = await findGroup(tx, actor.companyId, groupId, true);
    await tx
      .delete(employeeGroups)
      .where(ofCompany(employeeGroups, actor.companyId, eq(employeeGroups.id, group.id)));
    await audit(tx, actor, "group.deleted", group.id, { name: group.name, members: group.memberCount });
  });
}

/** POST /user/group/members/add: joiners get the group's policies in the same transaction. */
export async function addMembers(
  db: Database,
  actor: CompanyActor,
  input: { groupId: string; employeeIds: string[] },
) {
  return db.transaction(async (tx) => {
    const group = await findGroup(tx, actor.companyId, input.groupId, true);
    const memberIds = await activeMembers(tx, actor.companyId, input.employeeIds);
    const joiners = await joinGroup(tx, actor.companyId, group.id, memberIds);
    await audit(tx, actor, "group.members.added", group.id, { employeeIds: joiners });
    return groupDetail(tx, actor.companyId, group.id);
  });
}

/** POST /user/group/members/remove: the employees leave the group; what they were assigned stays. */
export async function removeMembers(
  db: Database,
  actor: CompanyActor,
  input: { groupId: string; employeeIds: string[] },
) {
  return db.transaction(async (tx) => {
    const group = await findGroup(tx, actor.companyId, input.groupId, true);
    await findEmployees(tx, actor.companyId, input.employeeIds);
    const left = await leaveGroup(tx, actor.companyId, group.id, input.employeeIds);
    await audit(tx, actor, "group.members.removed", group.id, { employeeIds: left });
    return groupDetail(tx, actor.companyId, group.id);
  });
}
