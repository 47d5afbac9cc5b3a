import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { updateDigestMail } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { companySiteUrl } from "../../platform/tenancy";
import { users } from "../accounts/tables";

/** The digest's schedule: every morning at 07:00, UK time. */
export const digestCron = "0 7 * * *";
export const digestTimeZone = "Europe/London";
/** Updates listed in one email; the rest are counted. */
const listedPerMail = 25;
/** Owners read per query, so memory stays flat however many companies there are. */
const ownersPerPage = 100;

interface Owner {
  id: string;
  companyId: string;
  email: string;
  name: string;
  companyName: string;
  subdomain: string;
}

/**
 * The 'Document update' notifications an owner has not read and no digest has listed yet (newer
 * than their last digest), as SQL on `notifications n` for owner `u`.
 */
const unseenBy = sql`n.category = 'Document update'
  and (n.user_id is null or n.user_id = u.id)
  and n.created_at > coalesce(u.update_digest_at, '-infinity'::timestamptz)
  and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = u.id)`;

/** No owner gets two digests on the same UK day, however often the job runs. */
const notSentToday = sql`(u.update_digest_at is null
  or u.update_digest_at < date_trunc('day', now() at time zone ${digestTimeZone}) at time zone ${digestTimeZone})`;

/** The next page of owners (after `after`, by id) with something to tell, of companies not suspended. */
async function ownersToTell(platform: Platform, after: string | null): Promise<Owner[]> {
  const result = (await platform.db.execute(sql`
    select u.id, u.company_id as "companyId", u.email,
      trim(u.firstname || ' ' || u.lastname) as name, c.name as "companyName", c.subdomain
    from users u join companies c on c.id = u.company_id
    where u.role = 'company' and c.suspended_at is null and ${notSentToday}
      and (${after}::uuid is null or u.id > ${after}::uuid)
      and exists (select 1 from notifications n where n.company_id = u.company_id and ${unseenBy})
    order by u.id
    limit ${ownersPerPage}
  `)) as unknown as { rows: Owner[] };
  return result.rows;
}

/** Where the owner reviews the updates: their company's own site. */
function recentUpdatesLink(platform: Platform, subdomain: string) {
  const { config } = platform;
  const production = config.env === "production";
  const site = companySiteUrl(
    subdomain,
    config.baseDomain,
    production ? undefined : `localhost:${config.port}`,
    production ? "https" : "http",
  );
  return `${site}/company/documents/recent-updates`;
}

/**
 * One owner's digest, in a transaction that locks their row and checks again, so two runs at
 * once send one mail. The mail goes out before the commit: if it fails, nothing is marked and
 * the next run tries again. Answers whether a mail was sent.
 */
async function tellOwner(platform: Platform, owner: Owner): Promise<boolean> {
  return platform.db.transaction(async (tx: Transaction) => {
    const [locked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(ofCompany(users, owner.companyId, eq(users.id, owner.id)))
      .for("update");
    if (!locked) return false;
    const unseen = (await tx.execute(sql`
      select n.title, n.content as notes, count(*) over () as total
      from notifications n join users u on u.id = ${owner.id}
      where n.company_id = ${owner.companyId} and ${notSentToday} and ${unseenBy}
      order by n.created_at desc, n.id desc
      limit ${listedPerMail}
    `)) as unknown as { rows: { title: string; notes: string; total: string | number }[] };
    const first = unseen.rows[0];
    if (!first) return false;
    const count = Number(first.total);
    await platform.mail.send(
      updateDigestMail(owner.email, {
        name: owner.name,
        companyName: owner.companyName,
        count,
        plural: count === 1 ? "" : "s",
        updates: unseen.rows.map(({ title, notes }) => ({ title, notes })),
        more: count - unseen.rows.length,
        link: recentUpdatesLink(platform, owner.subdomain),
      }),
    );
    await tx
      .update(users)
      .set({ updateDigestAt: sql`now()` })
      .where(ofCompany(users, owner.companyId, eq(users.id, owner.id)));
    return true;
  });
}

/**
 * The daily digest (the `updates.digest` job): each company owner with library updates they have
 * not read, and no digest listed yet, gets one email listing them; their digest time moves on,
 * so the next run lists only what came after. Answers how many mails went out.
 */
export async function sendUpdateDigests(platform: Platform): Promise<number> {
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const owners = await ownersToTell(platform, after);
    for (const owner of owners) {
      if (await tellOwner(platform, owner)) sent += 1;
    }
    const last = owners.at(-1);
    if (!last || owners.length < ownersPerPage) return sent;
    after = last.id;
  }
}
