import type { SavedCard } from "@cloudoc/contract";
import { desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { KeptCard, ProviderKind } from "../../platform/payments";
import { paymentCards } from "../subscriptions/tables";

/**
 * The company's kept cards (issue 22; spec 000 §2 profile tab 5): only what the payment provider
 * gave back — its references, the brand, the last four digits and the expiry. One default card,
 * which renewals charge. Rules that need the provider or the caller are in card-calls.ts.
 */

export type PaymentCard = typeof paymentCards.$inferSelect;

/** Who changed a card, for its audit event (null for a provider's webhook). */
export interface CardAudit {
  actorUserId: string | null;
  ip: string | null;
  userAgent: string | null;
}

const liveCards = (companyId: string, ...conditions: (SQL | undefined)[]) =>
  ofCompany(paymentCards, companyId, isNull(paymentCards.deletedAt), ...conditions);

export function toSavedCard(card: PaymentCard): SavedCard {
  return {
    _id: card.id,
    provider: card.provider,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holderName: card.holderName,
    isDefault: card.isDefault,
    customerid: card.customerReference,
    createdAt: card.createdAt.toISOString(),
  };
}

/** The company's cards: the default first, then the newest. */
export async function listCards(executor: Executor, companyId: string): Promise<PaymentCard[]> {
  return executor
    .select()
    .from(paymentCards)
    .where(liveCards(companyId))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt), desc(paymentCards.id));
}

/** The card renewals charge: the company's default card, if it keeps one. */
export async function defaultCardOf(executor: Executor, companyId: string): Promise<PaymentCard | undefined> {
  const [card] = await executor
    .select()
    .from(paymentCards)
    .where(liveCards(companyId, eq(paymentCards.isDefault, true)));
  return card;
}

/**
 * The card a payment is charged to: the one named (a live card of the company; another company's
 * is not found), else the company's default card. Deleted cards are never charged.
 */
export async function cardOf(
  executor: Executor,
  companyId: string,
  cardId?: string,
): Promise<PaymentCard | undefined> {
  if (!cardId) return defaultCardOf(executor, companyId);
  const [card] = await executor
    .select()
    .from(paymentCards)
    .where(liveCards(companyId, eq(paymentCards.id, cardId)));
  return card;
}

/** What the provider charges a kept card by. */
export const cardReference = (card: PaymentCard) => ({
  customerReference: card.customerReference,
  methodReference: card.methodReference,
});

/** One of the company's live cards, for update (another company's is not found). */
export async function lockedCard(tx: Executor, companyId: string, cardId: string) {
  const [card] = await tx
    .select()
    .from(paymentCards)
    .where(liveCards(companyId, eq(paymentCards.id, cardId)))
    .for("update");
  return card;
}

/** The provider customer the company's cards hang off (Stripe: one customer per company). */
export async function customerReferenceOf(executor: Executor, companyId: string, provider: ProviderKind) {
  const [card] = await executor
    .select({ reference: paymentCards.customerReference })
    .from(paymentCards)
    .where(ofCompany(paymentCards, companyId, eq(paymentCards.provider, provider)))
    .orderBy(desc(paymentCards.createdAt))
    .limit(1);
  return card?.reference ?? null;
}

/** The company's card changes run one at a time, so "the default" is never set twice at once. */
export async function lockCompanyCards(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-cards:${companyId}`}))`);
}

/**
 * Keeps a card the provider kept, in the caller's transaction: the default when the company has
 * none. The same card kept again (the same method reference) is the card already kept.
 */
export async function keepCard(
  tx: Executor,
  owner: { companyId: string; provider: ProviderKind; audit: CardAudit },
  card: KeptCard,
): Promise<PaymentCard> {
  const { companyId, provider } = owner;
  await lockCompanyCards(tx, companyId);
  const existing = await tx
    .select()
    .from(paymentCards)
    .where(ofCompany(paymentCards, companyId, eq(paymentCards.methodReference, card.methodReference)));
  const again = existing.find((row) => row.provider === provider && row.deletedAt === null);
  if (again) return again;
  // The sandbox's customer reference is ours to choose: one per company, like Stripe's.
  const customerReference =
    provider === "sandbox"
      ? ((await customerReferenceOf(tx, companyId, provider)) ?? card.customerReference)
      : card.customerReference;
  const isDefault = (await defaultCardOf(tx, companyId)) === undefined;
  const [kept] = await tx
    .insert(paymentCards)
    .values({ ...card, companyId, provider, customerReference, isDefault })
    .onConflictDoUpdate({
      target: [paymentCards.provider, paymentCards.methodReference],
      set: { deletedAt: null, isDefault },
      setWhere: eq(paymentCards.companyId, companyId),
    })
    .returning();
  if (!kept) throw new Error("the card was not kept");
  await recordAudit(tx, {
    companyId,
    ...owner.audit,
    action: "payment-card.added",
    entityType: "payment_card",
    entityId: kept.id,
    detail: { brand: kept.brand, last4: kept.last4, isDefault, provider },
  });
  return kept;
}

/** Makes `cardId` the company's only default card (the caller holds the cards lock). */
export async function makeDefault(tx: Executor, companyId: string, cardId: string) {
  await tx
    .update(paymentCards)
    .set({ isDefault: false })
    .where(liveCards(companyId, eq(paymentCards.isDefault, true), ne(paymentCards.id, cardId)));
  const [card] = await tx
    .update(paymentCards)
    .set({ isDefault: true })
    .where(liveCards(companyId, eq(paymentCards.id, cardId)))
    .returning();
  return card;
}

/** Removes a card; if it was the default, the newest card left becomes the default. Answers how many are left. */
export async function removeCard(tx: Executor, companyId: string, card: PaymentCard): Promise<number> {
  await tx
    .update(paymentCards)
    .set({ deletedAt: sql`now()`, isDefault: false })
    .where(liveCards(companyId, eq(paymentCards.id, card.id)));
  const left = await listCards(tx, companyId);
  const newest = left[0];
  if (card.isDefault && newest) await makeDefault(tx, companyId, newest.id);
  return left.length;
}
