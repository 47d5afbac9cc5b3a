import { desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { paymentCards } from "./tables";

export type PaymentCard = typeof paymentCards.$inferSelect;

/**
 * The kept card a subscription payment is charged to: the one named (a payment_cards id of the
 * company), else the company's default card. Deleted cards are never charged.
 */
export async function chargeableCard(
  executor: Executor,
  companyId: string,
  cardId?: string,
): Promise<PaymentCard | undefined> {
  const [card] = await executor
    .select()
    .from(paymentCards)
    .where(
      ofCompany(
        paymentCards,
        companyId,
        isNull(paymentCards.deletedAt),
        cardId ? eq(paymentCards.id, cardId) : eq(paymentCards.isDefault, true),
      ),
    )
    .orderBy(desc(paymentCards.createdAt))
    .limit(1);
  return card;
}

/** Whether the company keeps a default card (the plan list says so; renewals need one). */
export async function hasDefaultCard(executor: Executor, companyId: string): Promise<boolean> {
  return (await chargeableCard(executor, companyId)) !== undefined;
}

export const cardReference = (card: PaymentCard) => ({
  customerReference: card.customerReference,
  methodReference: card.methodReference,
});
