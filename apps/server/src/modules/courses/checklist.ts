import { checklistFor, checklistItemIds, newProviderChecklists } from "@cloudoc/content";
import { courseMessages } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { checklistTicks } from "./tables";

type Nation = (typeof newProviderChecklists)[number]["nation"];

/**
 * POST /user/checklist-newprovider: one nation's checklist, each step with its library documents.
 * The steps are law and the regulators' processes, written in `content/`, so content is the
 * master copy (decision 031).
 */
export function newProviderChecklist(nation: Nation = "england") {
  const { sections, ...chosen } = checklistFor(nation);
  return {
    nation: chosen.nation,
    name: chosen.name,
    regulator: chosen.regulator,
    nations: newProviderChecklists.map(({ nation: n, name, regulator }) => ({ nation: n, name, regulator })),
    sections,
  };
}

async function ticksOf(executor: Executor, companyId: string) {
  const rows = await executor
    .select({ itemId: checklistTicks.itemId })
    .from(checklistTicks)
    .where(ofCompany(checklistTicks, companyId))
    .orderBy(asc(checklistTicks.itemId));
  return rows.map((row) => row.itemId);
}

/** GET /user/checklist/ticks: the steps the company has ticked, kept for good. */
export async function checklistTicksOf(db: Database, companyId: string) {
  return { ticks: await ticksOf(db, companyId) };
}

/** POST /user/checklist/tick: ticks or unticks one step for the whole company; a repeat changes nothing. */
export async function tickChecklist(
  db: Database,
  actor: CompanyActor,
  input: { itemId: string; ticked: boolean },
) {
  if (!checklistItemIds.has(input.itemId)) {
    throw badRequest(courseMessages.unknownStep, [{ field: "itemId", message: courseMessages.unknownStep }]);
  }
  return db.transaction(async (tx) => {
    const changed = input.ticked
      ? await tx
          .insert(checklistTicks)
          .values({ companyId: actor.companyId, itemId: input.itemId, tickedBy: actor.userId })
          .onConflictDoNothing()
          .returning({ itemId: checklistTicks.itemId })
      : await tx
          .delete(checklistTicks)
          .where(ofCompany(checklistTicks, actor.companyId, eq(checklistTicks.itemId, input.itemId)))
          .returning({ itemId: checklistTicks.itemId });
    if (changed.length > 0) {
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "checklist.ticked",
        entityType: "checklist",
        entityId: input.itemId,
        detail: { itemId: input.itemId, ticked: input.ticked },
      });
    }
    return { ticks: await ticksOf(tx, actor.companyId) };
  });
}
