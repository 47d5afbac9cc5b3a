import { and, desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { auditEvents } from "../../../platform/audit/tables";
import { acrossCompanies } from "../../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../../testing/app";
import { signInAdmin } from "../../../testing/session";

/** A test app with a platform admin (second factor proved) and helpers for the site calls. */
export async function siteFixture() {
  const t: TestApp = await createTestApp();
  const { headers } = await signInAdmin(t.app);
  const send = (method: "GET" | "POST", path: string, payload?: object, as: object | null = headers) => {
    const options: InjectOptions = { method, url: `/api${path}`, headers: { host: "localhost:3000", ...as } };
    return t.app.inject(payload ? { ...options, payload } : options);
  };
  return {
    t,
    headers,
    /** An admin call (or, with `as: null`, a visitor's). */
    post: (path: string, payload: object = {}, as?: object | null) => send("POST", path, payload, as),
    get: (path: string, as?: object | null) => send("GET", path, undefined, as),
    /** The latest audit event of an action on an entity; platform events have no company. */
    async audit(action: string, entityId?: string) {
      const [event] = await t.app.platform.db
        .select()
        .from(acrossCompanies(auditEvents))
        .where(and(eq(auditEvents.action, action), entityId ? eq(auditEvents.entityId, entityId) : undefined))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      return event;
    },
  };
}
export type SiteFixture = Awaited<ReturnType<typeof siteFixture>>;
