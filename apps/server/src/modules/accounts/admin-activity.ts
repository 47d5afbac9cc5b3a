import { type AdminActivityItem, type adminActivityQuerySchema, adminPageSize } from "@cloudoc/contract";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { auditEvents } from "../../platform/audit/tables";
import type { Executor } from "../../platform/db/client";
import { acrossCompanies } from "../../platform/db/tenant";
import { companies, users } from "./tables";

type ActivityQuery = z.output<typeof adminActivityQuerySchema>;

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters of the list: always changes made by a platform admin, then the admin's own choices. */
function conditionsOf(query: ActivityQuery): SQL | undefined {
  const search = query.search ? containing(query.search) : null;
  const adminName = sql`${users.firstname} || ' ' || ${users.lastname}`;
  return and(
    eq(users.role, "admin"),
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.from ? gte(auditEvents.createdAt, sql`${query.from}::date`) : undefined,
    // The end day is included whole.
    query.to ? lt(auditEvents.createdAt, sql`${query.to}::date + 1`) : undefined,
    search
      ? or(
          ilike(users.email, search),
          ilike(adminName, search),
          ilike(auditEvents.action, search),
          ilike(auditEvents.entityType, search),
          ilike(auditEvents.entityId, search),
          ilike(companies.name, search),
        )
      : undefined,
  );
}

/** An event's author and the company it touched, if any. */
const byAuthor = eq(users.id, auditEvents.actorUserId);
const byCompany = eq(companies.id, auditEvents.companyId);

const itemFields = {
  id: auditEvents.id,
  action: auditEvents.action,
  entityType: auditEvents.entityType,
  entityId: auditEvents.entityId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  companyId: auditEvents.companyId,
  companyName: companies.name,
  ip: auditEvents.ip,
  detail: auditEvents.detail,
  createdAt: auditEvents.createdAt,
};

/**
 * Changes made by platform admins across every company (the admin console's activity screen),
 * newest first, 25 a page, with who made them and which company they touched.
 */
export async function adminActivity(executor: Executor, query: ActivityQuery) {
  const where = conditionsOf(query);
  const [rows, [counted]] = await Promise.all([
    executor
      .select(itemFields)
      .from(acrossCompanies(auditEvents))
      .innerJoin(users, byAuthor)
      .leftJoin(companies, byCompany)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(adminPageSize)
      .offset((query.page - 1) * adminPageSize),
    executor
      .select({ total: count() })
      .from(acrossCompanies(auditEvents))
      .innerJoin(users, byAuthor)
      .leftJoin(companies, byCompany)
      .where(where),
  ]);
  const list = rows.map(
    (row): AdminActivityItem => ({
      _id: String(row.id),
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      adminName: [row.firstname, row.lastname].filter(Boolean).join(" ") || row.email,
      adminEmail: row.email,
      companyId: row.companyId,
      companyName: row.companyName,
      ip: row.ip,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    }),
  );
  return { list, total: counted?.total ?? 0 };
}
