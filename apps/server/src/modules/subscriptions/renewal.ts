import type { PaidPlan } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentProvider, SavedCardChargeOutcome } from "../../platform/payments";
import type { Platform } from "../../platform/platform";
import { cardOf, cardReference, type PaymentCard } from "../billing/cards";
import { queueInvoiceEmail } from "../billing/invoice-mail";
import type { Order } from "../orders/service";
import { settleWaitingRenewal } from "./awaited";
import type { PackageSubscription } from "./facts";
import { tellCompany } from "./mails";
import { quoteRenewal, type RenewalQuote } from "./renewal-quote";
import {
  type RenewalCharge,
  recordAwaiting,
  recordFailure,
  recordRenewal,
  tellRenewed,
  unlessClaimLost,
} from "./renewal-record";
import { type CoveredPeriod, claimRenewal, ensureRenewal, graceEndOf, type RenewalRow } from "./renewal-rows";

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
  /** A coupon the customer typed (manual renewals only): the period is priced and paid with it. */
  couponCode?: string | undefined;
}

export type RenewOutcome =
  | { kind: "renewed"; order: Order; invoiceNumber: string; period: CoveredPeriod; quote: RenewalQuote }
  /** The bank asks the customer to confirm (a manual renewal): the order waits, unpaid. */
  | { kind: "awaiting"; order: Order; clientSecret: string; period: CoveredPeriod; quote: RenewalQuote }
  | { kind: "failed"; reason: string; row: RenewalRow }
  /** A manual renewal that costs something, with no card to charge: nothing was claimed. */
  | { kind: "no-card" }
  /** Another run holds this period, it is not due, or it was just paid by another run. */
  | { kind: "skipped" };

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

/** Paid now: recorded, then the invoice email and the company told, after commit. */
async function renewed(context: BillingContext, charge: RenewalCharge, reference: string) {
  const paid = await unlessClaimLost(recordRenewal(context, charge, reference));
  if (!paid) return { kind: "skipped" } as const;
  const companyId = charge.sub.row.companyId;
  await queueInvoiceEmail(context.platform, context.log, { companyId, orderId: paid.order.id });
  await tellRenewed(context, companyId, paid.order.id);
  const { quote } = charge;
  return { kind: "renewed", ...paid, period: quote.period, quote } as const;
}

/** The customer is asked to confirm with their bank (a manual renewal): the order waits for them. */
async function awaiting(
  context: BillingContext,
  charge: RenewalCharge,
  waiting: { reference: string; clientSecret: string },
) {
  const order = await unlessClaimLost(recordAwaiting(context, charge, waiting.reference));
  if (!order) return { kind: "skipped" } as const;
  const { quote } = charge;
  const { clientSecret } = waiting;
  return { kind: "awaiting", order, clientSecret, period: quote.period, quote } as const;
}

/**
 * A failed attempt: recorded (the job: past due, next retry), and the job tells the company — that
 * its bank asks for confirmation when that is why (no one was there to confirm), else that it failed.
 */
async function failed(
  context: BillingContext,
  charge: RenewalCharge,
  reason: Exclude<Charge, { ok: true }>["reason"],
): Promise<RenewOutcome> {
  const { sub, row, quote, options, now } = charge;
  const failure = { reason, manual: options.manual, now, actorUserId: options.actorUserId };
  const settled = await recordFailure(context, sub, row, failure);
  if (!settled) return { kind: "skipped" };
  if (!options.manual) {
    const graceEndsAt = graceEndOf(row.periodStart);
    const news = { amountPence: row.amountPence, graceEndsAt, nextAttemptAt: settled.nextAttemptAt };
    await tellCompany(context.platform, context.log, {
      companyId: sub.row.companyId,
      packageName: quote.cart.lines[0]?.facts.name ?? "",
      dedupeKey: `renewal-failed:${row.id}:${settled.attempts}`,
      news: {
        kind: reason === "authentication_required" ? "renewal-needs-confirmation" : "renewal-failed",
        ...news,
      },
    });
  }
  return { kind: "failed", reason, row: settled };
}

/**
 * Renews one package subscription for its unpaid period: prices it (with the customer's coupon,
 * if any), claims the period's renewal row (so nothing is charged twice), charges the kept card
 * off-session with an idempotency key per row and attempt — nothing when the price is £0 — then
 * records the outcome. A period still waiting for its customer's confirmation is settled first (or
 * left to them). When the bank asks the customer to confirm, a manual renewal waits for them; the
 * job, with no one there, counts it a failed attempt. The time is the platform clock's.
 */
export async function renewSubscription(
  context: BillingContext,
  sub: PackageSubscription,
  options: RenewOptions,
): Promise<RenewOutcome> {
  const { platform } = context;
  const now = platform.clock.now();
  const quote = await quoteRenewal(platform.db, sub, now, options);
  const { period, amountPence } = quote;
  const card = await cardOf(platform.db, sub.row.companyId, options.cardId);
  if (options.manual && !card && amountPence > 0) return { kind: "no-card" };
  const source = options.manual ? "manual" : "automatic";
  const pending = await ensureRenewal(platform.db, sub, period, amountPence, source);
  if (pending.status === "confirming" && (await settleWaitingRenewal(context, pending, now)) !== "failed") {
    return { kind: "skipped" };
  }
  const row = await claimRenewal(platform.db, pending, now, { manual: options.manual, period, amountPence });
  if (!row) return { kind: "skipped" };
  const outcome = await chargeCard(context, card, row);
  const charge = { sub, row, quote, card, options, now };
  if (outcome.ok) return renewed(context, charge, outcome.reference);
  if (outcome.reason !== "authentication_required") return failed(context, charge, outcome.reason);
  if (options.manual) return awaiting(context, charge, outcome);
  // No one can confirm this payment: it is let go at the provider (best effort) and retried as usual.
  await context.provider.cancel(outcome.reference).catch((error: unknown) => {
    context.log.warn(
      { err: error, reference: outcome.reference },
      "unconfirmed renewal payment not cancelled",
    );
  });
  return failed(context, charge, outcome.reason);
}
