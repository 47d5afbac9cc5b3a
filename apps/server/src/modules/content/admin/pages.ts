import type { pageSaveSchema } from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminActor } from "../../../platform/actor";
import type { Database } from "../../../platform/db/client";
import { sitePages } from "../tables";
import { auditSite, found, slugTaken } from "./records";

/** POST /admin/page/list: every legal page with its text, by name. */
export function adminPages(db: Database) {
  return db.select().from(sitePages).orderBy(asc(sitePages.name));
}

/**
 * POST /admin/page/save: a new page, or the page at `previousSlug` (its slug may change). The
 * text is sanitised with the documents' allowlist; a slug another page holds is refused.
 */
export async function savePage(db: Database, actor: AdminActor, input: z.output<typeof pageSaveSchema>) {
  const values = { slug: input.slug, name: input.name, content: sanitiseDocumentHtml(input.content) };
  return db.transaction(async (tx) => {
    const previous = input.previousSlug;
    if (previous) found(await tx.select().from(sitePages).where(eq(sitePages.slug, previous)).for("update"));
    if (input.slug !== previous) {
      const [taken] = await tx
        .select({ slug: sitePages.slug })
        .from(sitePages)
        .where(eq(sitePages.slug, input.slug));
      if (taken) throw slugTaken();
    }
    const saved = previous
      ? found(await tx.update(sitePages).set(values).where(eq(sitePages.slug, previous)).returning())
      : found(await tx.insert(sitePages).values(values).returning());
    await auditSite(tx, actor, {
      action: "admin.page.saved",
      entityType: "site_page",
      entityId: saved.slug,
      detail: {
        created: !previous,
        ...(previous && previous !== saved.slug ? { previousSlug: previous } : {}),
      },
    });
    return saved;
  });
}

/** POST /admin/page/delete. */
export async function deletePage(db: Database, actor: AdminActor, slug: string) {
  await db.transaction(async (tx) => {
    const deleted = found(await tx.delete(sitePages).where(eq(sitePages.slug, slug)).returning());
    await auditSite(tx, actor, {
      action: "admin.page.deleted",
      entityType: "site_page",
      entityId: slug,
      detail: { name: deleted.name },
    });
  });
}
