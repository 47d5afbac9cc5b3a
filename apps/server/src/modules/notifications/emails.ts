import {
  defaultEmailDelivery,
  digestListedPerMail,
  type EmailDelivery,
  notificationAudience,
} from "@cloudoc/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import type { Platform } from "../../platform/platform";
import { companySiteUrl } from "../../platform/tenancy";
import { notificationDigestMail, notificationMail } from "./mails";

/**
 * The notification emails (decision 026). Each person of the company app (owner and active staff)
 * gets each notification they can see by email at most once: at once, in the morning digest, or
 * never, as their preference for its category says (else the category's default). A claim row in
 * notification_emails is written in the same transaction as the mail is sent, before it commits:
 * a failed mail rolls the claim back for the next run, and a second run at the same moment waits
 * on the claim and then finds nothing left to send.
 */

/** "Immediately" looks back a day (a mail server down for hours still catches up); the digest a week. */
const lookBack: Record<Exclude<EmailDelivery, "off">, string> = { immediately: "1 day", daily: "7 days" };
/** People handled per query, so memory stays flat however many there are. */
const peoplePerPage = 100;

interface Recipient {
  userId: string;
  companyId: string;
  email: string;
  name: string;
  companyName: string;
  subdomain: string;
}

interface Claimed {
  category: string;
  title: string;
  content: string;
  link: string;
}

/** The category's default delivery, as SQL over `n.category`. */
const defaultDeliverySql = sql`(case n.category ${sql.join(
  Object.entries(defaultEmailDelivery).map(([category, delivery]) => sql`when ${category} then ${delivery}`),
  sql` `,
)} else 'immediately' end)`;

/** Whether person `u` sees company-wide notification `n`'s category (contract notificationAudience). */
const seesCategorySql = sql`(u.role = 'company' or (u.role = 'user' and case n.category ${sql.join(
  Object.entries(notificationAudience).map(([category, needed]) =>
    needed.length === 0
      ? sql`when ${category} then true`
      : sql`when ${category} then u.permissions && array[${sql.join(
          needed.map((permission) => sql`${permission}`),
          sql`, `,
        )}]::text[]`,
  ),
  sql` `,
)} else false end))`;

/**
 * The (notification, person) pairs owed an email by `delivery`, narrowed by `scope` (over `n`,
 * `u`): unread, never emailed to them, recent, and made after they last chose for its category.
 */
function owedSql(delivery: Exclude<EmailDelivery, "off">, scope: SQL) {
  return sql`select n.id as notification_id, u.id as user_id, n.company_id
    from companies c
    join notifications n on n.company_id = c.id
    join users u on u.company_id = n.company_id
      and (n.user_id = u.id or (n.user_id is null and ${seesCategorySql}))
    left join notification_preferences p on p.company_id = u.company_id and p.user_id = u.id
      and p.category = n.category
    where ${scope} and c.suspended_at is null and u.role in ('company', 'user') and u.deactivated_at is null
      and n.created_at > now() - ${lookBack[delivery]}::interval
      and n.created_at >= coalesce(p.updated_at, '-infinity'::timestamptz)
      and coalesce(p.delivery, ${defaultDeliverySql}) = ${delivery}
      and not exists (select 1 from notification_emails e where e.notification_id = n.id and e.user_id = u.id)
      and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = u.id)`;
}

const rowsOf = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

/** The next page of people (after `after`, by id) owed an email: a job's query across companies. */
function recipientsOwed(platform: Platform, delivery: "immediately" | "daily", after: string | null) {
  return rowsOf<Recipient>(
    platform.db,
    sql`select u.id as "userId", u.company_id as "companyId", u.email,
        trim(u.firstname || ' ' || u.lastname) as name, c.name as "companyName", c.subdomain
      from users u join companies c on c.id = u.company_id
      where u.id in (select o.user_id from (${owedSql(delivery, sql`true`)}) o)
        and (${after}::uuid is null or u.id > ${after}::uuid)
      order by u.id limit ${peoplePerPage}`,
  );
}

/** Claims what one person is owed (their company only) and answers it, newest first. */
async function claim(executor: Executor, delivery: "immediately" | "daily", who: Recipient) {
  const scope = sql`n.company_id = ${who.companyId} and u.id = ${who.userId}`;
  return rowsOf<Claimed>(
    executor,
    sql`with claimed as (
        insert into notification_emails (notification_id, user_id, company_id)
        select notification_id, user_id, company_id from (${owedSql(delivery, scope)}) o
        on conflict do nothing
        returning notification_id
      )
      select n.category, n.title, n.content, n.link from notifications n
      where n.company_id = ${who.companyId} and n.id in (select notification_id from claimed)
      order by n.created_at desc, n.id desc`,
  );
}

/** The person's company site, where every link of the mail leads. */
function siteOf(platform: Platform, subdomain: string) {
  const { config } = platform;
  const production = config.env === "production";
  const port = production ? undefined : `localhost:${config.port}`;
  return companySiteUrl(subdomain, config.baseDomain, port, production ? "https" : "http");
}

/** A notification's link as an address on the company's site (its list when it has none). */
const linkOn = (site: string, link: string) =>
  link.startsWith("/") && !link.startsWith("//") ? `${site}${link}` : `${site}/company/notifications`;

async function sendEach(platform: Platform, who: Recipient, claimed: Claimed[]) {
  const site = siteOf(platform, who.subdomain);
  for (const item of claimed) {
    await platform.mail.send(
      notificationMail(who.email, {
        name: who.name,
        category: item.category,
        title: item.title,
        content: item.content,
        link: linkOn(site, item.link),
        preferencesLink: `${site}/company/notifications`,
      }),
    );
  }
}

async function sendDigest(platform: Platform, who: Recipient, claimed: Claimed[]) {
  const site = siteOf(platform, who.subdomain);
  const listed = claimed.slice(0, digestListedPerMail);
  await platform.mail.send(
    notificationDigestMail(who.email, {
      name: who.name,
      companyName: who.companyName,
      count: claimed.length,
      plural: claimed.length === 1 ? "" : "s",
      items: listed.map(({ category, title, content }) => ({ category, title, content })),
      more: claimed.length - listed.length,
      link: `${site}/company/notifications`,
      preferencesLink: `${site}/company/notifications`,
    }),
  );
}

/** One person's mails, in one transaction: claimed, sent, then committed. Answers mails sent. */
function tell(platform: Platform, delivery: "immediately" | "daily", who: Recipient): Promise<number> {
  return platform.db.transaction(async (tx) => {
    const claimed = await claim(tx, delivery, who);
    if (claimed.length === 0) return 0;
    if (delivery === "daily") {
      await sendDigest(platform, who, claimed);
      return 1;
    }
    await sendEach(platform, who, claimed);
    return claimed.length;
  });
}

async function sendOwed(platform: Platform, delivery: "immediately" | "daily"): Promise<number> {
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const people = await recipientsOwed(platform, delivery, after);
    for (const person of people) sent += await tell(platform, delivery, person);
    const last = people.at(-1);
    if (!last || people.length < peoplePerPage) return sent;
    after = last.userId;
  }
}

/** The `notifications.email` job: each notification owed an email at once. Answers mails sent. */
export const sendImmediateEmails = (platform: Platform) => sendOwed(platform, "immediately");

/** The `notifications.digest` job (07:00 UK): one digest per person of what they chose daily for. */
export const sendDailyDigests = (platform: Platform) => sendOwed(platform, "daily");
