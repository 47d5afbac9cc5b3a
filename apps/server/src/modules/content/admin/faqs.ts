import type { faqSaveSchema } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminActor } from "../../../platform/actor";
import type { Database } from "../../../platform/db/client";
import { faqs } from "../tables";
import { nextPosition, type OrderedList, reorderList } from "./ordering";
import { auditSite, found } from "./records";

const faqList: OrderedList = { table: faqs, id: faqs.id, position: faqs.position };
const toReply = ({ id, category, question, answer }: typeof faqs.$inferSelect) => ({
  _id: id,
  category,
  question,
  answer,
});

/** POST /admin/faq/list: in display order. */
export async function adminFaqs(db: Database) {
  return (await db.select().from(faqs).orderBy(asc(faqs.position))).map(toReply);
}

/** POST /admin/faq/save: a new FAQ goes to the end of the list; an edit keeps its place. */
export async function saveFaq(db: Database, actor: AdminActor, input: z.output<typeof faqSaveSchema>) {
  const { _id: id, ...values } = input;
  return db.transaction(async (tx) => {
    const saved = id
      ? found(await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning())
      : found(
          await tx
            .insert(faqs)
            .values({ ...values, position: await nextPosition(tx, faqList) })
            .returning(),
        );
    await auditSite(tx, actor, {
      action: "admin.faq.saved",
      entityType: "faq",
      entityId: saved.id,
      detail: { created: !id, category: saved.category },
    });
    return toReply(saved);
  });
}

/** POST /admin/faq/delete. */
export async function deleteFaq(db: Database, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const deleted = found(await tx.delete(faqs).where(eq(faqs.id, id)).returning());
    await auditSite(tx, actor, {
      action: "admin.faq.deleted",
      entityType: "faq",
      entityId: id,
      detail: { question: deleted.question },
    });
  });
}

/** POST /admin/faq/reorder. */
export async function reorderFaqs(db: Database, actor: AdminActor, ids: string[]) {
  await db.transaction(async (tx) => {
    await reorderList(tx, faqList, ids);
    await auditSite(tx, actor, { action: "admin.faq.reordered", entityType: "faq", detail: { ids } });
  });
}
