import { billingMessages, type CardDetails, messages, type SavedCard } from "@cloudoc/contract";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { AppError, badRequest, notFound } from "../../platform/envelope";
import type { KeptCard, PaymentProvider } from "../../platform/payments";
import type { Platform } from "../../platform/platform";
import { ownedPackageIds } from "../subscriptions/service";
import {
  customerReferenceOf,
  keepCard,
  listCards,
  lockCompanyCards,
  lockedCard,
  makeDefault,
  removeCard,
  toSavedCard,
} from "./cards";

/** What the card calls work with: the platform and the payment provider. */
export interface CardContext {
  platform: Platform;
  provider: PaymentProvider;
}

const cardAudit = (actor: CompanyActor) => {
  const { actorUserId, ip, userAgent } = auditBy(actor);
  return { actorUserId, ip, userAgent };
};

/** Keeps what the provider kept, in one transaction with its audit event. */
async function keep(context: CardContext, actor: CompanyActor, card: KeptCard): Promise<SavedCard> {
  const kept = await context.platform.db.transaction((tx) =>
    keepCard(
      tx,
      { companyId: actor.companyId, provider: context.provider.kind, audit: cardAudit(actor) },
      card,
    ),
  );
  return toSavedCard(kept);
}

/** GET /user/payment/cards: the company's cards, and which form adds one. */
export async function cardList(context: CardContext, actor: CompanyActor) {
  const cards = await listCards(context.platform.db, actor.companyId);
  return { list: cards.map(toSavedCard), provider: context.provider.kind };
}

/**
 * POST /user/payment/card/add (sandbox): the sandbox provider keeps the card typed into its form.
 * The number is in this one request only: the provider answers references, never the number.
 */
export async function addSandboxCard(context: CardContext, actor: CompanyActor, card: CardDetails) {
  const { platform, provider } = context;
  if (provider.kind !== "sandbox") throw badRequest(billingMessages.cardsNotSetUp);
  const customerReference = await customerReferenceOf(platform.db, actor.companyId, "sandbox");
  const outcome = await provider.keepCard({ card, customerReference });
  if (!outcome.ok) {
    if (outcome.reason === "invalid_card") throw badRequest(messages.cardNumberInvalid);
    throw new AppError(402, billingMessages.cardDeclinedOnSave);
  }
  return keep(context, actor, outcome.card);
}

/** POST /user/payment/card/setup (Stripe): a SetupIntent on the company's customer. */
export async function startCardSetup(context: CardContext, actor: CompanyActor) {
  const { platform, provider } = context;
  if (provider.kind !== "stripe") throw badRequest(messages.invalidRequest);
  const customerReference = await customerReferenceOf(platform.db, actor.companyId, "stripe");
  const setup = await provider.startCardSetup({ companyId: actor.companyId, customerReference });
  return {
    setupIntent: setup.setupIntentId,
    clientSecret: setup.clientSecret,
    publishableKey: provider.publishableKey,
  };
}

/** POST /user/payment/card/confirm (Stripe): keeps the card of a SetupIntent made for this company. */
export async function confirmCardSetup(context: CardContext, actor: CompanyActor, setupIntent: string) {
  const { provider } = context;
  if (provider.kind !== "stripe") throw badRequest(messages.invalidRequest);
  const card = await provider.finishCardSetup(setupIntent, actor.companyId);
  if (!card) throw badRequest(billingMessages.cardSetupIncomplete);
  return keep(context, actor, card);
}

/**
 * POST /users/details/delete/payment: removes a card (allowed even for the last one, decision
 * 024); answers a warning when no card is left while a subscription still renews.
 */
export async function deleteCard(platform: Platform, actor: CompanyActor, cardId: string) {
  return platform.db.transaction(async (tx) => {
    await lockCompanyCards(tx, actor.companyId);
    const card = await lockedCard(tx, actor.companyId, cardId);
    if (!card) throw notFound();
    const left = await removeCard(tx, actor.companyId, card);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "payment-card.deleted",
      entityType: "payment_card",
      entityId: card.id,
      detail: { brand: card.brand, last4: card.last4, wasDefault: card.isDefault, cardsLeft: left },
    });
    const renews = left === 0 && (await ownedPackageIds(tx, actor.companyId, platform.clock.now())).size > 0;
    return { warning: renews ? billingMessages.lastCardRemoved : null };
  });
}

/** GET /user/set/defaultcard: the card renewals charge from now on. */
export async function setDefaultCard(
  platform: Platform,
  actor: CompanyActor,
  input: { cardid: string; customerid?: string | undefined },
) {
  return platform.db.transaction(async (tx) => {
    await lockCompanyCards(tx, actor.companyId);
    const card = await lockedCard(tx, actor.companyId, input.cardid);
    if (!card || (input.customerid && input.customerid !== card.customerReference)) throw notFound();
    const updated = await makeDefault(tx, actor.companyId, card.id);
    if (!updated) throw notFound();
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "payment-card.default",
      entityType: "payment_card",
      entityId: card.id,
      detail: { brand: card.brand, last4: card.last4 },
    });
    return toSavedCard(updated);
  });
}
