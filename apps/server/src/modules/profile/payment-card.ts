import { messages } from "@cloudoc/contract";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { badRequest } from "../../platform/envelope";
import { payments } from "../payments/tables";
import { auditBy, type ProfileActor } from "./access";
import { lockedProfile } from "./store";
import { companyProfiles } from "./tables";

/** The provider token of the company's latest successful card payment (it never leaves the server). */
async function latestPaymentCard(executor: Executor, companyId: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ token: payments.token })
    .from(payments)
    .where(
      and(eq(payments.companyId, companyId), eq(payments.status, "succeeded"), isNotNull(payments.token)),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row?.token ?? undefined;
}

interface PaymentTab {
  card_holder_name: string;
  card_token?: string;
  useLatestPaymentCard?: boolean;
}

/**
 * POST /users/details/update/payment (tab_5): the card holder's name and a provider token —
 * one the browser got from the provider, or the card of the latest payment. A card number is
 * never accepted (the contract refuses digits) and never stored.
 */
export async function updatePaymentCard(db: Database, actor: ProfileActor, input: PaymentTab): Promise<void> {
  let token = input.card_token;
  if (input.useLatestPaymentCard) {
    token = await latestPaymentCard(db, actor.companyId);
    if (!token) throw badRequest(messages.noCardOnFile);
  }
  await db.transaction(async (tx) => {
    await lockedProfile(tx, actor.companyId);
    await tx
      .update(companyProfiles)
      .set({
        cardHolderName: input.card_holder_name,
        ...(token !== undefined ? { cardToken: token } : {}),
        updatedBy: actor.userId,
        updatedAt: new Date(),
      })
      .where(eq(companyProfiles.companyId, actor.companyId));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "profile.update-payment-card",
      entityType: "company_profile",
      entityId: actor.companyId,
      detail: { cardChanged: token !== undefined },
    });
  });
}
