import {
  maxRemindersPerAssignment,
  overdueReminderEveryDays,
  reminderDaysBefore,
  shownDate,
  ukToday,
} from "@cloudoc/contract";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { policyReminderMail } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { companySiteUrl } from "../../platform/tenancy";
import { deliverNotifications } from "../notifications/deliver";
import { type NewNotification, notify } from "../notifications/service";
import { syncMajorChanges } from "./document-policies";
import { policyAssignments, policyReminders } from "./tables";

/**
 * The daily reminders (decision 022; the `policies.reminders` job): an employee whose assigned
 * policy is due within 3 days, or overdue, and not acknowledged in a way that counts, gets one
 * e-mail listing them. Per assignment: one due-soon reminder, overdue ones a week apart, never two
 * on one UK day and never more than 3 in all (reminders_sent); each is logged in policy_reminders.
 * Running again the same day (a retry, a second process) sends nothing more.
 */

export const remindersCron = "0 8 * * *";
export const remindersTimeZone = "Europe/London";
/** Employees handled per query, so memory stays flat however many there are. */
const employeesPerPage = 100;

interface Reminder {
  assignmentId: string;
  companyId: string;
  userId: string;
  email: string;
  name: string;
  companyName: string;
  subdomain: string;
  policyName: string;
  dueDate: string;
  kind: "due-soon" | "overdue";
}

/** The assignments owed a reminder on `today` (YYYY-MM-DD), narrowed by `scope`. */
function owedSql(today: string, scope: SQL) {
  const day = sql`${today}::date`;
  const sentOn = sql`(r.sent_at at time zone 'Europe/London')::date`;
  return sql`select pa.id as "assignmentId", pa.company_id as "companyId", pa.user_id as "userId", u.email,
      trim(u.firstname || ' ' || u.lastname) as name, c.name as "companyName", c.subdomain,
      sp.name as "policyName", pa.due_date::text as "dueDate",
      case when pa.due_date < ${day} then 'overdue' else 'due-soon' end as kind
    from policy_assignments pa
    join companies c on c.id = pa.company_id
    join users u on u.id = pa.user_id and u.company_id = pa.company_id
    left join employee_profiles ep on ep.user_id = u.id and ep.company_id = pa.company_id
    join staff_policies sp on sp.id = pa.policy_id and sp.company_id = pa.company_id
    left join company_documents d on d.id = sp.document_id and d.company_id = sp.company_id
    where ${scope} and c.suspended_at is null and u.role = 'employee' and ep.deactivated_at is null
      and sp.deleted_at is null and sp.status = 1 and not sp.hidden
      and (sp.source <> 'document' or (d.id is not null and d.deleted_at is null))
      and pa.reminders_sent < ${maxRemindersPerAssignment}
      and pa.due_date <= ${day} + ${reminderDaysBefore}::int
      and not exists (select 1 from policy_acknowledgements a where a.company_id = pa.company_id
        and a.policy_id = pa.policy_id and a.user_id = pa.user_id and a.version >= sp.ack_from_version)
      and not exists (select 1 from policy_reminders r where r.company_id = pa.company_id
        and r.assignment_id = pa.id and ${sentOn} >= ${day})
      and (
        (pa.due_date >= ${day} and not exists (select 1 from policy_reminders r where r.company_id = pa.company_id
          and r.assignment_id = pa.id and r.kind = 'due-soon'))
        or (pa.due_date < ${day} and not exists (select 1 from policy_reminders r where r.company_id = pa.company_id
          and r.assignment_id = pa.id and r.kind = 'overdue' and ${sentOn} > ${day} - ${overdueReminderEveryDays}::int))
      )`;
}

const rowsOf = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The next page of employees (after `after`, by id) owed a reminder: a job's query across every
 * company on purpose; each employee is then handled within their own company.
 */
async function employeesToRemind(platform: Platform, today: string, after: string | null) {
  return rowsOf<{ userId: string; companyId: string }>(
    platform.db,
    sql`select distinct o."userId", o."companyId" from (${owedSql(today, sql`true`)}) o
      where (${after}::uuid is null or o."userId" > ${after}::uuid)
      order by o."userId" limit ${employeesPerPage}`,
  );
}

function siteLink(platform: Platform, subdomain: string) {
  const { config } = platform;
  const production = config.env === "production";
  const port = production ? undefined : `localhost:${config.port}`;
  return `${companySiteUrl(subdomain, config.baseDomain, port, production ? "https" : "http")}/employee/policies`;
}

async function logReminders(tx: Transaction, owed: Reminder[], companyId: string) {
  await tx
    .insert(policyReminders)
    .values(owed.map((r) => ({ companyId, assignmentId: r.assignmentId, kind: r.kind })));
  await tx
    .update(policyAssignments)
    .set({ remindersSent: sql`${policyAssignments.remindersSent} + 1` })
    .where(
      ofCompany(
        policyAssignments,
        companyId,
        inArray(
          policyAssignments.id,
          owed.map((r) => r.assignmentId),
        ),
      ),
    );
}

/**
 * One employee's reminder, in a transaction that locks their assignments and asks again, so two
 * runs at once send one mail. The mail goes before the commit: if it fails, nothing is logged and
 * the next run tries again. Answers how many assignments were reminded.
 */
async function remindEmployee(platform: Platform, today: string, who: { userId: string; companyId: string }) {
  const { reminded, notice } = await platform.db.transaction(async (tx) => {
    await syncMajorChanges(tx, who.companyId);
    await tx
      .select({ id: policyAssignments.id })
      .from(policyAssignments)
      .where(ofCompany(policyAssignments, who.companyId, sql`${policyAssignments.userId} = ${who.userId}`))
      .for("update");
    const scope = sql`pa.company_id = ${who.companyId} and pa.user_id = ${who.userId}`;
    const owed = await rowsOf<Reminder>(tx, sql`${owedSql(today, scope)} order by pa.due_date, sp.name`);
    const first = owed[0];
    if (!first) return { reminded: 0, notice: null };
    await platform.mail.send(
      policyReminderMail(first.email, {
        name: first.name,
        companyName: first.companyName,
        count: owed.length,
        ending: owed.length === 1 ? "y" : "ies",
        policies: owed.map((r) => ({
          name: r.policyName,
          dueDate: shownDate(r.dueDate),
          overdue: r.kind === "overdue",
        })),
        link: siteLink(platform, first.subdomain),
      }),
    );
    await logReminders(tx, owed, who.companyId);
    return { reminded: owed.length, notice: await notify(tx, remindedNotice(today, first, owed)) };
  });
  if (notice) await deliverNotifications(platform, [notice]);
  return reminded;
}

/** The company's notification that an employee was reminded, once per employee and day. */
function remindedNotice(today: string, first: Reminder, owed: Reminder[]): NewNotification {
  const overdue = owed.filter((r) => r.kind === "overdue").length;
  const state = [
    overdue > 0 ? `${overdue} overdue` : "",
    owed.length > overdue ? `${owed.length - overdue} due soon` : "",
  ];
  return {
    companyId: first.companyId,
    category: "Staff policies",
    title: `${first.name} was reminded: ${state.filter(Boolean).join(", ")}`,
    content: owed
      .map((r) => `${r.policyName} (due ${shownDate(r.dueDate)}${r.kind === "overdue" ? ", overdue" : ""})`)
      .join("\n"),
    link: "/company/policies",
    dedupeKey: `policy-reminder:${first.userId}:${today}`,
  };
}

/** Sends the reminders owed on `today` (UK date, YYYY-MM-DD); answers how many assignments were reminded. */
export async function sendPolicyReminders(platform: Platform, today: string = ukToday()): Promise<number> {
  let reminded = 0;
  let after: string | null = null;
  for (;;) {
    const employees = await employeesToRemind(platform, today, after);
    for (const employee of employees) reminded += await remindEmployee(platform, today, employee);
    const last = employees.at(-1);
    if (!last || employees.length < employeesPerPage) return reminded;
    after = last.userId;
  }
}
