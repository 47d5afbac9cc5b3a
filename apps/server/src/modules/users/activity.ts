import {
  type ActivityFilter,
  type ActivityItem,
  type ActivityListRequest,
  describeAuditAction,
} from "@cloudoc/contract";
import { type AnyColumn, and, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import { auditEvents } from "../../platform/audit/tables";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { qualified } from "../accounts/admin/company-list";
import { users } from "../accounts/tables";
import { companyDocuments } from "../documents/tables";
import { employeeGroups } from "../employees/tables";
import { companyFolders } from "../folders/tables";
import { orders } from "../orders/tables";
import { staffPolicies } from "../policies/tables";
import { savedDocuments } from "../saved-documents/tables";

/**
 * The activity log (issue 15): the company's audit events with who made them, the record they
 * name (by its current name, read from the record's own table in the same company) and where from.
 */

// The event's columns named with their table: a query on audit_events alone leaves them unqualified.
const eventCompany = qualified(auditEvents.companyId);
const eventEntityId = qualified(auditEvents.entityId);
const eventEntityType = qualified(auditEvents.entityType);
const entity = (type: string) => sql`${eventEntityType} = ${type}`;
const sameRecord = (table: { companyId: AnyColumn; id: AnyColumn }) =>
  sql`${qualified(table.companyId)} = ${eventCompany} and ${qualified(table.id)}::text = ${eventEntityId}`;

/** The record's name now ('' when it is gone or has none). Each lookup stays in the event's company. */
const recordName = sql<string>`coalesce(case
    when ${entity("document")} then (select ${qualified(companyDocuments.name)} from ${companyDocuments} where ${sameRecord(companyDocuments)})
    when ${entity("folder")} then (select ${qualified(companyFolders.name)} from ${companyFolders} where ${sameRecord(companyFolders)})
    when ${entity("saved_document")} then (select ${qualified(savedDocuments.name)} from ${savedDocuments} where ${sameRecord(savedDocuments)})
    when ${entity("staff_policy")} then (select ${qualified(staffPolicies.name)} from ${staffPolicies} where ${sameRecord(staffPolicies)})
    when ${entity("employee_group")} then (select ${qualified(employeeGroups.name)} from ${employeeGroups} where ${sameRecord(employeeGroups)})
    when ${entity("order")} then (select 'ORD-' || lpad(${qualified(orders.number)}::text, 6, '0') from ${orders} where ${sameRecord(orders)})
    when ${eventEntityType} in ('user', 'employee') then (select trim(p.firstname || ' ' || p.lastname)
      from ${users} p where p.company_id = ${eventCompany} and p.id::text = ${eventEntityId})
  end, '')`;

/** Who made the change: the company's person (kept after deactivation), the platform, or nobody. */
const actorName = sql<string>`case
    when ${users.id} is null then ''
    when ${users.role} = 'admin' then 'Cloudoc'
    else coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email})
  end`;

/** The event's author: one of the company's people, or the platform admin (who has no company). */
const byAuthor = and(
  eq(users.id, auditEvents.actorUserId),
  or(eq(users.companyId, auditEvents.companyId), eq(users.role, "admin")),
);

const itemFields = {
  id: auditEvents.id,
  action: auditEvents.action,
  actorUserId: auditEvents.actorUserId,
  actorName,
  actorRole: users.role,
  recordType: auditEvents.entityType,
  recordId: auditEvents.entityId,
  recordName,
  ip: auditEvents.ip,
  createdAt: auditEvents.createdAt,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The start of a UK day, as an instant. */
export const ukDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/London'`;
export const ukDayAfter = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'Europe/London'`;

/** A person filtered by must be one of the company's (any role), else 404 as any foreign id. */
export async function checkPerson(executor: Executor, companyId: string, userId: string | undefined) {
  if (!userId) return;
  const [person] = await executor
    .select({ id: users.id })
    .from(users)
    .where(ofCompany(users, companyId, eq(users.id, userId)));
  if (!person) throw notFound();
}

function conditionsOf(filter: ActivityFilter): (SQL | undefined)[] {
  const { action, record } = filter;
  return [
    filter.actorUserId ? eq(auditEvents.actorUserId, filter.actorUserId) : undefined,
    action
      ? action.endsWith(".")
        ? like(auditEvents.action, `${action}%`)
        : eq(auditEvents.action, action)
      : undefined,
    filter.from ? gte(auditEvents.createdAt, ukDayStart(filter.from)) : undefined,
    filter.to ? lt(auditEvents.createdAt, ukDayAfter(filter.to)) : undefined,
    filter.recordType ? eq(auditEvents.entityType, filter.recordType) : undefined,
    record ? or(eq(auditEvents.entityId, record), ilike(recordName, likePattern(record))) : undefined,
  ];
}

type ItemRow = {
  id: number;
  action: string;
  actorUserId: string | null;
  actorName: string;
  actorRole: string | null;
  recordType: string;
  recordId: string | null;
  recordName: string;
  ip: string | null;
  createdAt: Date;
};

const toItem = (row: ItemRow): ActivityItem => ({
  _id: String(row.id),
  action: row.action,
  description: describeAuditAction(row.action),
  actorUserId: row.actorUserId,
  actorName: row.actorName,
  actorRole: row.actorRole,
  recordType: row.recordType,
  recordId: row.recordId,
  recordName: row.recordName,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

/** The company's events matching the filters, newest first. */
export async function activityItems(
  executor: Executor,
  companyId: string,
  filter: ActivityFilter,
  page: { skip: number; limit: number },
) {
  await checkPerson(executor, companyId, filter.actorUserId);
  const rows = await executor
    .select(itemFields)
    .from(auditEvents)
    .leftJoin(users, byAuthor)
    .where(ofCompany(auditEvents, companyId, ...conditionsOf(filter)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.skip);
  return rows.map(toItem);
}

/** POST /users/activity: 25 a page, with the total for the filters. */
export async function listActivity(executor: Executor, actor: CompanyActor, request: ActivityListRequest) {
  const { skip, limit, ...filter } = request;
  const list = await activityItems(executor, actor.companyId, filter, { skip, limit });
  const [counted] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(ofCompany(auditEvents, actor.companyId, ...conditionsOf(filter)));
  return { list, total: counted?.n ?? 0 };
}

/** POST /users/activity/people: the company's people who appear in its activity, by name. */
export async function activityPeople(executor: Executor, actor: CompanyActor) {
  const name = sql<string>`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email})`;
  const appears = sql`exists (select 1 from ${auditEvents} e
    where e.company_id = ${actor.companyId} and e.actor_user_id = ${qualified(users.id)})`;
  const rows = await executor
    .select({ _id: users.id, name, role: users.role })
    .from(users)
    .where(ofCompany(users, actor.companyId, appears))
    .orderBy(sql`lower(${name})`, users.id);
  return { list: rows, total: rows.length };
}
