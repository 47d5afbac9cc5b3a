import type { documentUpdateSaveSchema } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminActor } from "../../../platform/actor";
import type { Database } from "../../../platform/db/client";
import { documentUpdates } from "../tables";
import { auditSite, found } from "./records";

const toReply = (row: typeof documentUpdates.$inferSelect) => ({
  _id: row.id,
  filename: row.title,
  policyNumber: row.policyNumber,
  updated_at: row.updatedOn,
  summary: row.summary,
});

/**
 * POST /admin/document-update/save: corrects an entry of the public feed (entries are added when a
 * template is published, see updates-feed.ts).
 */
export async function saveDocumentUpdate(
  db: Database,
  actor: AdminActor,
  input: z.output<typeof documentUpdateSaveSchema>,
) {
  const values = {
    title: input.filename,
    policyNumber: input.policyNumber,
    updatedOn: input.updated_at,
    summary: input.summary,
  };
  return db.transaction(async (tx) => {
    const saved = found(
      await tx.update(documentUpdates).set(values).where(eq(documentUpdates.id, input._id)).returning(),
    );
    await auditSite(tx, actor, {
      action: "admin.document-update.saved",
      entityType: "document_update",
      entityId: saved.id,
      detail: { policyNumber: saved.policyNumber },
    });
    return toReply(saved);
  });
}

/** POST /admin/document-update/delete. */
export async function deleteDocumentUpdate(db: Database, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const deleted = found(await tx.delete(documentUpdates).where(eq(documentUpdates.id, id)).returning());
    await auditSite(tx, actor, {
      action: "admin.document-update.deleted",
      entityType: "document_update",
      entityId: id,
      detail: { policyNumber: deleted.policyNumber, title: deleted.title },
    });
  });
}
