import { type SampleSlot, sampleSlotCount, siteMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { AdminActor } from "../../../platform/actor";
import type { Database } from "../../../platform/db/client";
import { templateCardsByPolicyNumber } from "../../catalogue/templates";
import { sampleDocuments } from "../tables";
import { auditSite, fieldRefused } from "./records";

/** POST /admin/sample/list: slots 1 to 8, empty ones included, each marked if its template is published. */
export async function adminSamples(db: Database): Promise<SampleSlot[]> {
  const rows = await db.select().from(sampleDocuments);
  const cards = await templateCardsByPolicyNumber(
    db,
    rows.map((row) => row.policyNumber),
  );
  return Array.from({ length: sampleSlotCount }, (_, index) => {
    const row = rows.find((slot) => slot.number === index + 1);
    return {
      number: index + 1,
      policyNumber: row?.policyNumber ?? "",
      title: row?.title ?? "",
      published: row ? cards.has(row.policyNumber) : false,
    };
  });
}

/**
 * POST /admin/sample/save: points a slot at a published template (its title is copied for the
 * public list), or empties it when the policy number is "".
 */
export async function saveSample(
  db: Database,
  actor: AdminActor,
  input: { number: number; policyNumber: string },
): Promise<SampleSlot> {
  const card = input.policyNumber
    ? (await templateCardsByPolicyNumber(db, [input.policyNumber])).get(input.policyNumber)
    : undefined;
  if (input.policyNumber && !card) throw fieldRefused("policyNumber", siteMessages.templateNotPublished);
  const slot = { number: input.number, policyNumber: card?.policyNumber ?? "", title: card?.name ?? "" };
  await db.transaction(async (tx) => {
    await tx.delete(sampleDocuments).where(eq(sampleDocuments.number, input.number));
    if (card) await tx.insert(sampleDocuments).values(slot);
    await auditSite(tx, actor, {
      action: "admin.sample.saved",
      entityType: "sample_document",
      entityId: String(input.number),
      detail: { policyNumber: slot.policyNumber },
    });
  });
  return { ...slot, published: Boolean(card) };
}
