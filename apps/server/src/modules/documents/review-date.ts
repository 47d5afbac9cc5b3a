import { documentCallMessages } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database } from "../../platform/db/client";
import { badRequest } from "../../platform/envelope";
import { assertCan, auditBy } from "../library/access";
import { findDocument, liveDocuments } from "./queries";
import { selectedFile } from "./recent";
import { companyDocuments } from "./tables";

/**
 * POST /user/document/set/reviewDate {date, fileId}: moves a document's next review date without
 * recording a review (decision 032). With no fileId the document is the one the caller opened last,
 * as the specification's {date, userId} names none.
 */
export async function setReviewDate(
  db: Database,
  actor: CompanyActor,
  request: { date: string; fileId?: string },
) {
  const fileId = request.fileId ?? (await selectedFile(db, actor))?._id;
  if (!fileId) throw badRequest(documentCallMessages.noSelectedFile);
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId, true);
    assertCan(actor.session, "editDocument", document);
    await tx
      .update(companyDocuments)
      .set({ reviewDate: request.date, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(liveDocuments(actor.companyId, eq(companyDocuments.id, document.id)));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.review-date",
      entityType: "document",
      entityId: document.id,
      detail: { from: document.reviewDate, to: request.date },
    });
    return { fileId: document.id, review_date: request.date };
  });
}
