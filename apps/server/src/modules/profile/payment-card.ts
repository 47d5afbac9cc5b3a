import { messages } from "@cloudoc/contract";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database } from "../../platform/db/client";
import { badRequest } from "../../platform/envelope";
import { latestCardToken } from "../payments/records";
import { lockedProfile, saveProfile } from "./store";

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
export async function updatePaymentCard(db: Database, actor: CompanyActor, input: PaymentTab): Promise<void> {
  let token = input.card_token;
  if (input.useLatestPaymentCard) {
    token = await latestCardToken(db, actor.companyId);
    if (!token) throw badRequest(messages.noCardOnFile);
  }
  await db.transaction(async (tx) => {
    await lockedProfile(tx, actor.companyId);
    await saveProfile(tx, actor, {
      cardHolderName: input.card_holder_name,
      ...(token !== undefined ? { cardToken: token } : {}),
    });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "profile.update-payment-card",
      entityType: "company_profile",
      entityId: actor.companyId,
      detail: { cardChanged: token !== undefined },
    });
  });
}
