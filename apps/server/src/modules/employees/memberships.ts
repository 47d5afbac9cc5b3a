import { eq, inArray, notInArray } from "drizzle-orm";
import type { Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { assignGroupPoliciesToMembers } from "../policies/group-assignments";
import { employeeGroupMembers, employeeGroups } from "./tables";

/**
 * Who is in which group (many-to-many). Every way an employee joins a group (the group's members,
 * the employee's own groups, the staff-list import) goes through `joinGroup`, so that joiners
 * always get the group's policies in the same transaction.
 */

/**
 * The group's policies for its joiners, with due dates counted from their start (the policies
 * module owns the rule). The single call site: every way of joining a group comes through here.
 */
async function giveJoinersGroupPolicies(
  tx: Transaction,
  companyId: string,
  groupId: string,
  userIds: string[],
) {
  await assignGroupPoliciesToMembers(tx, companyId, groupId, userIds);
}

/** The groups named, all of the company, else 404. */
export async function findGroups(tx: Executor, companyId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await tx
    .select({ id: employeeGroups.id, name: employeeGroups.name })
    .from(employeeGroups)
    .where(ofCompany(employeeGroups, companyId, inArray(employeeGroups.id, [...groupIds])));
  if (rows.length !== groupIds.length) throw notFound();
  return rows;
}

/** Adds employees to a group (those already in it are left as they are); answers the joiners. */
export async function joinGroup(
  tx: Transaction,
  companyId: string,
  groupId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return [];
  const joined = await tx
    .insert(employeeGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId, companyId })))
    .onConflictDoNothing()
    .returning({ userId: employeeGroupMembers.userId });
  const joiners = joined.map((row) => row.userId);
  if (joiners.length > 0) await giveJoinersGroupPolicies(tx, companyId, groupId, joiners);
  return joiners;
}

/** Takes employees out of a group; answers who left. Their assigned policies stay theirs. */
export async function leaveGroup(
  tx: Transaction,
  companyId: string,
  groupId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return [];
  const left = await tx
    .delete(employeeGroupMembers)
    .where(
      ofCompany(
        employeeGroupMembers,
        companyId,
        eq(employeeGroupMembers.groupId, groupId),
        inArray(employeeGroupMembers.userId, [...userIds]),
      ),
    )
    .returning({ userId: employeeGroupMembers.userId });
  return left.map((row) => row.userId);
}

/** Makes an employee's groups exactly `groupIds` (checked to be the company's); answers the changes. */
export async function setEmployeeGroups(
  tx: Transaction,
  companyId: string,
  userId: string,
  groupIds: readonly string[],
) {
  await findGroups(tx, companyId, groupIds);
  const left = await tx
    .delete(employeeGroupMembers)
    .where(
      ofCompany(
        employeeGroupMembers,
        companyId,
        eq(employeeGroupMembers.userId, userId),
        groupIds.length > 0 ? notInArray(employeeGroupMembers.groupId, [...groupIds]) : undefined,
      ),
    )
    .returning({ groupId: employeeGroupMembers.groupId });
  const joined: string[] = [];
  for (const groupId of groupIds) {
    if ((await joinGroup(tx, companyId, groupId, [userId])).length > 0) joined.push(groupId);
  }
  return { joined, left: left.map((row) => row.groupId) };
}

/**
 * A restored employee gets the policies of the groups they are still in (none were given to them
 * while deactivated), as a joiner would: due from their start or today.
 */
export async function rejoinGroups(tx: Transaction, companyId: string, userId: string) {
  const memberships = await tx
    .select({ groupId: employeeGroupMembers.groupId })
    .from(employeeGroupMembers)
    .where(ofCompany(employeeGroupMembers, companyId, eq(employeeGroupMembers.userId, userId)));
  for (const { groupId } of memberships) await giveJoinersGroupPolicies(tx, companyId, groupId, [userId]);
  return memberships.length;
}
