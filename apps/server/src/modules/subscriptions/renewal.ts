import type { PaidPlan } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../../platform/audit/audit";
import type { PaymentProvider, SavedCardChargeOutcome } from "../../platform/payments";
import type { Platform } from "../../platform/platform";
import { queueInvoiceEmail } from "../billing/invoice-mail";
import type { PricedCart } from "../cart/pricing";
import { createOrder, issueInvoice, markPaid, type Order } from "../orders/service";
import { recordPayment } from "../payments/records";
import { getSiteSettings } from "../settings/service";
import { cardReference, chargeableCard, type PaymentCard } from "./cards";
import type { PackageSubscription } from "./facts";
import { tellCompany } from "./mails";
import { extendTo, markPastDue } from "./periods";
import { periodPrice } from "./pricing";
import {
  type CoveredPeriod,
  claimRenewal,
  coveredPeriod,
  ensureRenewal,
  graceEndOf,
  type RenewalRow,
  settleFailed,
  settlePaid,
} from "./renewal-rows";

/** What the renewal engine works with: the platform (its clock, mail, jobs), the provider, a logger. */
export interface BillingContext {
  platform: Platform;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

export interface RenewOptions {
  /** A manual renewal (the customer asked) charges at once and leaves the retry schedule alone. */
  manual: boolean;
  /** Who asked; null for the job. */
  actorUserId: string | null;
  /** The plan of the period paid now (the subscription's next plan by default). */
  plan?: PaidPlan;
  /** A kept card to charge instead of the default card. */
  cardId?: string;
  /** The order's kind: a renewal, or document management renewed (its own success message). */
  orderKind?: "renewal" | "management";
}

export type RenewOutcome =
  | { kind: "renewed"; order: Order; invoiceNumber: string; period: CoveredPeriod; row: RenewalRow }
  | { kind: "failed"; reason: string; row: RenewalRow }
  /** Another run holds this period, it is not due, or it was just paid by another run. */
  | { kind: "skipped" };

/** The claim on a renewal row was settled by another run in the meantime. */
class LostClaim extends Error {}

type Charge = SavedCardChargeOutcome | { ok: false; reason: "no_card"; reference: null };

async function chargeCard(
  context: BillingContext,
  card: PaymentCard | undefined,
  row: RenewalRow,
): Promise<Charge> {
  if (row.amountPence === 0) return { ok: true, reference: `free_${row.id}_${row.attempts}` };
  if (!card) return { ok: false, reason: "no_card", reference: null };
  return context.provider.chargeSavedCard({
    card: cardReference(card),
    amountPence: row.amountPence,
    idempotencyKey: `renewal-${row.id}-${row.attempts}`,
    metadata: { companyId: row.companyId, subscriptionId: row.subscriptionId, renewalId: row.id },
  });
}

/** One transaction: the order (kind renewal), its succeeded payment, the invoice, the new period, the audit. */
function recordRenewal(
  context: BillingContext,
  input: {
    sub: PackageSubscription;
    row: RenewalRow;
    period: CoveredPeriod;
    cart: PricedCart;
    card: PaymentCard | undefined;
    reference: string;
    options: RenewOptions;
    now: Date;
  },
) {
  const { sub, row, period, cart, now } = input;
  const companyId = sub.row.companyId;
  return context.platform.db.transaction(async (tx) => {
    const owner = { companyId, userId: input.options.actorUserId };
    const pending = await createOrder(
      tx,
      owner,
      context.provider.kind,
      cart,
      input.options.orderKind ?? "renewal",
    );
    const paidRow = await settlePaid(tx, row, pending.id, now);
    // Another run settled this claim (a stale claim taken over): roll the order back.
    if (!paidRow) throw new LostClaim();
    await recordPayment(tx, companyId, {
      orderId: pending.id,
      provider: context.provider.kind,
      providerReference: input.reference,
      amountPence: row.amountPence,
      status: "succeeded",
      last4: input.card?.last4 ?? null,
    });
    const order = await markPaid(tx, companyId, pending.id);
    if (!order) throw new Error("renewal order was not marked paid");
    const invoiceNumber = await issueInvoice(tx, order);
    await extendTo(tx, sub, period, now);
    await recordAudit(tx, {
      companyId,
      actorUserId: input.options.actorUserId,
      action: "subscription.renewed",
      entityType: "subscription",
      entityId: sub.id,
      detail: {
        orderId: order.id,
        invoiceNumber,
        amountPence: order.totalPence,
        plan: period.plan,
        periodEnd: period.end.toISOString(),
        source: paidRow.source,
      },
    });
    return { order, invoiceNumber, period, row: paidRow };
  });
}

/** One transaction: the failed attempt and, for the job, past due with the grace end. */
function recordFailure(
  context: BillingContext,
  sub: PackageSubscription,
  row: RenewalRow,
  input: { reason: string; manual: boolean; now: Date; actorUserId: string | null },
) {
  return context.platform.db.transaction(async (tx) => {
    const failed = await settleFailed(tx, row, input.now, input);
    if (!failed) return undefined;
    if (!input.manual) await markPastDue(tx, sub, graceEndOf(row.periodStart), input.now);
    await recordAudit(tx, {
      companyId: sub.row.companyId,
      actorUserId: input.actorUserId,
      action: "subscription.renewal-failed",
      entityType: "subscription",
      entityId: sub.id,
      detail: {
        reason: input.reason,
        attempt: failed.attempts,
        nextAttemptAt: failed.nextAttemptAt?.toISOString() ?? null,
      },
    });
    return failed;
  });
}

/**
 * Renews one package subscription for its unpaid period: prices it, claims the period's renewal
 * row (so nothing is charged twice), charges the kept card off-session with an idempotency key per
 * row and attempt, then records the outcome. After commit it queues the invoice email and tells
 * the company. The time is the platform clock's.
 */
export async function renewSubscription(
  context: BillingContext,
  sub: PackageSubscription,
  options: RenewOptions,
): Promise<RenewOutcome> {
  const { platform, log } = context;
  const now = platform.clock.now();
  const settings = await getSiteSettings(platform.db);
  const period = coveredPeriod(sub, settings, now, options.plan);
  const cart = await periodPrice(platform.db, settings, sub, period.plan, now);
  const amountPence = cart.totals.totalPence;
  const source = options.manual ? "manual" : "automatic";
  const pending = await ensureRenewal(platform.db, sub, period, amountPence, source);
  const row = await claimRenewal(platform.db, pending, now, { manual: options.manual, period, amountPence });
  if (!row) return { kind: "skipped" };
  const card = await chargeableCard(platform.db, sub.row.companyId, options.cardId);
  const charge = await chargeCard(context, card, row);
  const packageName = cart.lines[0]?.facts.name ?? "";
  if (charge.ok) {
    const renewed = await recordRenewal(context, {
      sub,
      row,
      period,
      cart,
      card,
      reference: charge.reference,
      options,
      now,
    }).catch((error: unknown) => {
      if (error instanceof LostClaim) return undefined;
      throw error;
    });
    if (!renewed) return { kind: "skipped" };
    await queueInvoiceEmail(platform, log, { companyId: sub.row.companyId, orderId: renewed.order.id });
    await tellCompany(platform, log, {
      companyId: sub.row.companyId,
      packageName,
      dedupeKey: `subscription-renewed:${row.id}`,
      news: {
        kind: "renewed",
        amountPence,
        periodEnd: renewed.period.end,
        invoiceNumber: renewed.invoiceNumber,
      },
    });
    return { kind: "renewed", ...renewed };
  }
  const failure = { reason: charge.reason, manual: options.manual, now, actorUserId: options.actorUserId };
  const failed = await recordFailure(context, sub, row, failure);
  if (!failed) return { kind: "skipped" };
  if (!options.manual) {
    await tellCompany(platform, log, {
      companyId: sub.row.companyId,
      packageName,
      dedupeKey: `renewal-failed:${row.id}:${failed.attempts}`,
      news: {
        kind: "renewal-failed",
        amountPence,
        graceEndsAt: graceEndOf(row.periodStart),
        nextAttemptAt: failed.nextAttemptAt,
      },
    });
  }
  return { kind: "failed", reason: charge.reason, row: failed };
}
