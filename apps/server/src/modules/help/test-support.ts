import type { SupportHours } from "@cloudoc/contract";
import { and, desc, eq } from "drizzle-orm";
import { auditEvents } from "../../platform/audit/tables";
import { manualClock } from "../../platform/clock";
import { acrossCompanies } from "../../platform/db/tenant";
import { createTestApp } from "../../testing/app";
import { botPass } from "../../testing/botcheck";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { bearer, signInAdmin } from "../../testing/session";
import { openSession } from "../accounts/sessions";
import { getSiteSettings, saveSiteSettings } from "../settings/service";

/** Wednesday 14 January 2026, noon in the UK: inside the default support hours. */
export const inHours = new Date("2026-01-14T12:00:00Z");
/** Sunday 18 January 2026, noon: outside them. */
export const outOfHours = new Date("2026-01-18T12:00:00Z");

let ipCounter = 0;
/** Each caller speaks from its own address unless a test says otherwise, so limits do not leak. */
export const nextIp = () => `203.0.113.${++ipCounter}`;

/**
 * A test app on a clock the test moves, companies A (owner and a staff user) and B (owner), a
 * platform admin, and request helpers for the Get Help calls.
 */
export async function helpFixture() {
  const clock = manualClock(inHours);
  const t = await createTestApp({ clock });
  const db = t.app.platform.db;
  const a = await createCompanyWithOwner(db);
  const b = await createCompanyWithOwner(db);
  const staffA = await createUser(db, { companyId: a.company.id, role: "user" });
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  const tokens = {
    ownerA: await tokenOf(a.owner),
    staffA: await tokenOf(staffA),
    ownerB: await tokenOf(b.owner),
  };
  const admin = await signInAdmin(t.app);

  const post = async (url: string, payload: object, token?: string, remoteAddress = nextIp()) => {
    const reply = await t.app.inject({
      method: "POST",
      url: `/api/${url}`,
      payload,
      remoteAddress,
      headers: token ? bearer(token) : { host: "localhost:3000" },
    });
    return { code: reply.statusCode, body: reply.json() };
  };
  return {
    t,
    db,
    clock,
    a,
    b,
    tokens,
    admin,
    post,
    adminPost: (url: string, payload: object) => post(url, payload, admin.token),
    pass: () => botPass(t.app),
    async setHours(hours: SupportHours) {
      await saveSiteSettings(db, { ...(await getSiteSettings(db)), supportHours: hours });
    },
    async audit(action: string, entityId: string) {
      const [event] = await db
        .select()
        .from(acrossCompanies(auditEvents))
        .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      return event;
    },
  };
}
export type HelpFixture = Awaited<ReturnType<typeof helpFixture>>;
