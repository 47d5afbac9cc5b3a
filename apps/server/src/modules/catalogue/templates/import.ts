import type { ImportResult } from "@cloudoc/contract";
import { adminTemplatePageSize } from "@cloudoc/contract";
import { desc, eq, sql } from "drizzle-orm";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Transaction } from "../../../platform/db/client";
import { documentTemplates, libraryImports, templateDrafts } from "../tables";
import { fieldsOf, type TemplateRow } from "./fields";
import { insertFirstReleases, libraryRelease, type ReleaseTemplate } from "./release";

/** The fields a release writes; the rest (header, footer, quiz, guide) are the console's own. */
const releaseChanged = (row: TemplateRow, release: ReleaseTemplate) =>
  row.title !== release.title || row.summary !== release.summary || row.content !== release.content;

interface Outcome {
  added: string[];
  changed: string[];
  unchanged: number;
  keptDrafts: string[];
}

/**
 * A changed template becomes a draft for review (source "import"), based on the published text
 * with the release's title, summary and body. An admin's own draft is never replaced: it is kept
 * and named in the result, for the admin to decide.
 */
async function draftFromRelease(
  tx: Transaction,
  row: TemplateRow,
  release: ReleaseTemplate,
  outcome: Outcome,
) {
  const [draft] = await tx.select().from(templateDrafts).where(eq(templateDrafts.templateId, row.id));
  if (draft?.source === "admin") {
    outcome.keptDrafts.push(row.policyNumber);
    return;
  }
  const fields = {
    ...fieldsOf(row),
    title: release.title,
    summary: release.summary,
    content: release.content,
  };
  const values = {
    fields,
    basedOnVersion: row.version,
    source: "import" as const,
    updatedBy: null,
    updatedAt: new Date(),
  };
  await tx
    .insert(templateDrafts)
    .values({ templateId: row.id, ...values })
    .onConflictDoUpdate({ target: templateDrafts.templateId, set: values });
  outcome.changed.push(row.policyNumber);
}

async function applyRelease(tx: Transaction, release: readonly ReleaseTemplate[]): Promise<Outcome> {
  const rows = await tx.select().from(documentTemplates);
  const byNumber = new Map(rows.map((row) => [row.policyNumber, row]));
  const outcome: Outcome = { added: [], changed: [], unchanged: 0, keptDrafts: [] };
  const added: ReleaseTemplate[] = [];
  for (const template of release) {
    const row = byNumber.get(template.policyNumber);
    if (!row) added.push(template);
    else if (releaseChanged(row, template)) await draftFromRelease(tx, row, template, outcome);
    else outcome.unchanged++;
  }
  await insertFirstReleases(tx, added);
  outcome.added = added.map((template) => template.policyNumber);
  return outcome;
}

const resultOf = (row: typeof libraryImports.$inferSelect): ImportResult => ({
  _id: row.id,
  added: row.added,
  changed: row.changed,
  unchanged: row.unchanged,
  keptDrafts: Array.isArray(row.detail.keptDrafts) ? (row.detail.keptDrafts as string[]) : [],
  createdAt: row.createdAt.toISOString(),
});

/**
 * POST /admin/library/import: compares the release in `content/` with the library by policy
 * number, in one transaction, one import at a time: unchanged templates are skipped, changed ones
 * become drafts for review, new ones are added as published version 1. The counts are recorded.
 */
export async function importLibrary(db: Database, actor: AdminActor): Promise<ImportResult> {
  const release = await libraryRelease();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"admin.library.import"}))`);
    const outcome = await applyRelease(tx, release);
    const [row] = await tx
      .insert(libraryImports)
      .values({
        importedBy: actor.userId,
        added: outcome.added.length,
        changed: outcome.changed.length,
        unchanged: outcome.unchanged,
        detail: { added: outcome.added, changed: outcome.changed, keptDrafts: outcome.keptDrafts },
      })
      .returning();
    if (!row) throw new Error("library import was not recorded");
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.library.imported",
      entityType: "libraryImport",
      entityId: row.id,
      detail: {
        added: row.added,
        changed: row.changed,
        unchanged: row.unchanged,
        keptDrafts: outcome.keptDrafts.length,
      },
    });
    return resultOf(row);
  });
}

/** POST /admin/library/import/list: past imports, newest first. */
export async function listImports(db: Database, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(libraryImports)
      .orderBy(desc(libraryImports.createdAt))
      .limit(adminTemplatePageSize)
      .offset((page - 1) * adminTemplatePageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(libraryImports),
  ]);
  return { list: rows.map(resultOf), total: counted?.total ?? 0 };
}
