import type { testimonialSaveSchema } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminActor } from "../../../platform/actor";
import type { Database } from "../../../platform/db/client";
import { testimonials } from "../tables";
import { nextPosition, type OrderedList, reorderList } from "./ordering";
import { auditSite, found } from "./records";

const testimonialList: OrderedList = {
  table: testimonials,
  id: testimonials.id,
  position: testimonials.position,
};
const toReply = ({ id, position: _position, ...row }: typeof testimonials.$inferSelect) => ({
  _id: id,
  ...row,
});

/** POST /admin/testimonial/list: in display order. */
export async function adminTestimonials(db: Database) {
  return (await db.select().from(testimonials).orderBy(asc(testimonials.position))).map(toReply);
}

/** POST /admin/testimonial/save: a new one goes to the end of the list; an edit keeps its place. */
export async function saveTestimonial(
  db: Database,
  actor: AdminActor,
  input: z.output<typeof testimonialSaveSchema>,
) {
  const { _id: id, ...values } = input;
  return db.transaction(async (tx) => {
    const saved = id
      ? found(await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning())
      : found(
          await tx
            .insert(testimonials)
            .values({ ...values, position: await nextPosition(tx, testimonialList) })
            .returning(),
        );
    await auditSite(tx, actor, {
      action: "admin.testimonial.saved",
      entityType: "testimonial",
      entityId: saved.id,
      detail: { created: !id, name: saved.name, rating: saved.rating },
    });
    return toReply(saved);
  });
}

/** POST /admin/testimonial/delete. */
export async function deleteTestimonial(db: Database, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const deleted = found(await tx.delete(testimonials).where(eq(testimonials.id, id)).returning());
    await auditSite(tx, actor, {
      action: "admin.testimonial.deleted",
      entityType: "testimonial",
      entityId: id,
      detail: { name: deleted.name },
    });
  });
}

/** POST /admin/testimonial/reorder. */
export async function reorderTestimonials(db: Database, actor: AdminActor, ids: string[]) {
  await db.transaction(async (tx) => {
    await reorderList(tx, testimonialList, ids);
    await auditSite(tx, actor, {
      action: "admin.testimonial.reordered",
      entityType: "testimonial",
      detail: { ids },
    });
  });
}
