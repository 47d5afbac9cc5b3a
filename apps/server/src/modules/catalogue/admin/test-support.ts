import { and, desc, eq } from "drizzle-orm";
import { auditEvents } from "../../../platform/audit/tables";
import { acrossCompanies } from "../../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../../testing/app";
import { loadCatalogue } from "../../../testing/commerce";
import { signInAdmin } from "../../../testing/session";

/** A test app with the starter catalogue, a platform admin (second factor proved) and helpers. */
export async function catalogueFixture(options: Parameters<typeof createTestApp>[0] = {}) {
  const t: TestApp = await createTestApp(options);
  const db = t.app.platform.db;
  const ids = await loadCatalogue(db);
  const { headers } = await signInAdmin(t.app);
  return {
    t,
    db,
    ids,
    headers,
    /** An admin call; `json` is the parsed reply. */
    async post(path: string, payload: object = {}) {
      const reply = await t.app.inject({ method: "POST", url: `/api${path}`, headers, payload });
      return { code: reply.statusCode, json: reply.json() };
    },
    /** The latest audit event of an action (on an entity); catalogue events name no company. */
    async audit(action: string, entityId?: string) {
      const [event] = await db
        .select()
        .from(acrossCompanies(auditEvents))
        .where(and(eq(auditEvents.action, action), entityId ? eq(auditEvents.entityId, entityId) : undefined))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      return event;
    },
  };
}
export type CatalogueFixture = Awaited<ReturnType<typeof catalogueFixture>>;
