import type { RouteDefinition } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import type { App } from "../../../app";
import { auditEvents } from "../../../platform/audit/tables";
import { acrossCompanies } from "../../../platform/db/tenant";
import { loadLibrary } from "../../../seed/library";
import { postAs } from "../../../testing/commerce";
import { signInAdmin } from "../../../testing/session";

/** The library loaded and an admin with the second factor proved, for the templates tests. */
export async function templatesFixture(app: App) {
  await loadLibrary(app.platform.db);
  const admin = await signInAdmin(app);
  const call = (definition: RouteDefinition, payload: object = {}) =>
    postAs(app, admin.token, definition.path.slice(1), payload);
  /** The audit events of an action about one entity (admin events name no company or the one touched). */
  const audits = (action: string, entityId: string) =>
    app.platform.db
      .select()
      .from(acrossCompanies(auditEvents))
      .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));
  return { admin, call, audits };
}

/** A new template's create input; `n` keeps policy numbers and slugs apart between tests. */
export const newTemplate = (n: string) => ({
  policyNumber: `TST-${n}`,
  slug: `test-template-${n}`,
  kind: "policy",
  nation: "england",
  audience: "adult",
  folder: "Testing",
  title: `Test template ${n}`,
});

/** Draft fields as the console sends them. */
export const draftFields = (n: string, content: string) => ({
  title: `Test template ${n}`,
  policyNumber: `TST-${n}`,
  summary: "A template for tests.",
  content,
  header: "<p>Header</p>",
  footer: "<p>Footer</p>",
  format: "potrait",
  guide: "<p>Why this policy exists.</p>",
  legalReferences: ["Care Act 2014"],
  questions: [{ question: "Who leads safeguarding?", options: ["The manager", "Nobody"], answer: 0 }],
  testRequired: true,
});
