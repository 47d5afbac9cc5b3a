import type { AdminKnowledgeArticle, knowledgeSaveSchema } from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminActor } from "../../../platform/actor";
import type { Database } from "../../../platform/db/client";
import { knowledgeArticles } from "../tables";
import { nextPosition, type OrderedList, reorderList } from "./ordering";
import { auditSite, found, slugTaken } from "./records";

const articleList: OrderedList = {
  table: knowledgeArticles,
  id: knowledgeArticles.slug,
  position: knowledgeArticles.position,
};
const toReply = ({
  position: _position,
  ...row
}: typeof knowledgeArticles.$inferSelect): AdminKnowledgeArticle => ({
  _id: row.slug,
  ...row,
});

/** POST /admin/knowledge/list: every article and video in display order, unpublished ones too. */
export async function adminKnowledge(db: Database) {
  return (await db.select().from(knowledgeArticles).orderBy(asc(knowledgeArticles.position))).map(toReply);
}

/**
 * POST /admin/knowledge/save: a new article (at the end of the list), or the one at `previousSlug`.
 * The body is sanitised; the video is an https YouTube or Vimeo embed (checked by the contract).
 */
export async function saveArticle(
  db: Database,
  actor: AdminActor,
  input: z.output<typeof knowledgeSaveSchema>,
) {
  const { previousSlug: previous, ...fields } = input;
  const values = { ...fields, body: sanitiseDocumentHtml(fields.body) };
  return db.transaction(async (tx) => {
    const where = eq(knowledgeArticles.slug, previous ?? "");
    if (previous) found(await tx.select().from(knowledgeArticles).where(where).for("update"));
    if (values.slug !== previous) {
      const taken = await tx.select().from(knowledgeArticles).where(eq(knowledgeArticles.slug, values.slug));
      if (taken.length > 0) throw slugTaken();
    }
    const saved = previous
      ? found(await tx.update(knowledgeArticles).set(values).where(where).returning())
      : found(
          await tx
            .insert(knowledgeArticles)
            .values({ ...values, position: await nextPosition(tx, articleList) })
            .returning(),
        );
    await auditSite(tx, actor, {
      action: "admin.knowledge.saved",
      entityType: "knowledge_article",
      entityId: saved.slug,
      detail: { created: !previous, published: saved.published, video: saved.videoUrl !== "" },
    });
    return toReply(saved);
  });
}

/** POST /admin/knowledge/delete. */
export async function deleteArticle(db: Database, actor: AdminActor, slug: string) {
  await db.transaction(async (tx) => {
    const deleted = found(
      await tx.delete(knowledgeArticles).where(eq(knowledgeArticles.slug, slug)).returning(),
    );
    await auditSite(tx, actor, {
      action: "admin.knowledge.deleted",
      entityType: "knowledge_article",
      entityId: slug,
      detail: { title: deleted.title },
    });
  });
}

/** POST /admin/knowledge/reorder: the ids are the articles' slugs. */
export async function reorderArticles(db: Database, actor: AdminActor, slugs: string[]) {
  await db.transaction(async (tx) => {
    await reorderList(tx, articleList, slugs);
    await auditSite(tx, actor, {
      action: "admin.knowledge.reordered",
      entityType: "knowledge_article",
      detail: { ids: slugs },
    });
  });
}
