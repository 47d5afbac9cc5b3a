import { recordAudit } from "../../platform/audit/audit";
import type { Transaction } from "../../platform/db/client";
import type { PaymentCard } from "../billing/cards";
import { applyOrderCoupon, createOrder, invoiceNumberOf, linesOf, type Order } from "../orders/service";
import { completeOrder } from "../payments/complete";
import { recordPayment } from "../payments/records";
import type { PackageSubscription } from "./facts";
import { tellCompany } from "./mails";
import { markPastDue } from "./periods";
import type { BillingContext, RenewOptions } from "./renewal";
import type { RenewalQuote } from "./renewal-quote";
import { graceEndOf, holdForOrder, type RenewalRow, renewalOfOrder, settleFailed } from "./renewal-rows";

/**
 * What a renewal's charge records, each in one transaction that holds the claimed row (decision
 * 023): paid now, waiting for the customer to confirm with their bank, or failed.
 */

/** The claim on a renewal row was settled by another run in the meantime. */
class LostClaim extends Error {}

/** What a recording gave, or undefined when it rolled back because another run settled the claim. */
export const unlessClaimLost = <T>(recording: Promise<T>): Promise<T | undefined> =>
  recording.catch((error: unknown) => {
    if (error instanceof LostClaim) return undefined;
    throw error;
  });

/** A charge of the claimed row: the order it makes, and what the provider answered. */
export interface RenewalCharge {
  sub: PackageSubscription;
  row: RenewalRow;
  quote: RenewalQuote;
  card: PaymentCard | undefined;
  options: RenewOptions;
  now: Date;
}

/**
 * The renewal's pending order (kind renewal or management, priced with the coupon if any), held by
 * the claimed row; rolls back with LostClaim if another run settled the claim meanwhile.
 */
async function openOrder(
  tx: Transaction,
  context: BillingContext,
  charge: RenewalCharge,
  status: "charging" | "confirming",
) {
  const { sub, quote, options } = charge;
  const companyId = sub.row.companyId;
  const owner = { companyId, userId: options.actorUserId };
  const kind = options.orderKind ?? "renewal";
  const created = await createOrder(tx, owner, context.provider.kind, quote.cart, kind);
  const order = quote.coupon ? await applyOrderCoupon(tx, companyId, created.id, quote.coupon) : created;
  const held = await holdForOrder(tx, charge.row, { orderId: order.id, status, now: charge.now });
  if (!held) throw new LostClaim();
  return order;
}

/** Paid now: the order, its succeeded payment and its completion (invoice, coupon, new period). */
export function recordRenewal(context: BillingContext, charge: RenewalCharge, reference: string) {
  const companyId = charge.sub.row.companyId;
  return context.platform.db.transaction(async (tx) => {
    const pending = await openOrder(tx, context, charge, "charging");
    const last4 = charge.card?.last4 ?? null;
    await recordPayment(tx, companyId, {
      orderId: pending.id,
      provider: context.provider.kind,
      providerReference: reference,
      amountPence: charge.row.amountPence,
      status: "succeeded",
      last4,
    });
    const completion = await completeOrder(tx, {
      companyId,
      orderId: pending.id,
      actorUserId: charge.options.actorUserId,
      // A renewal is charged by the server (the job, or a call on the customer's behalf).
      origin: { ip: null, userAgent: null },
      card: { token: null, last4 },
    });
    if (!completion.order || !completion.invoiceNumber) throw new Error("renewal order was not paid");
    return { order: completion.order, invoiceNumber: completion.invoiceNumber };
  });
}

/**
 * Waiting for the customer (3-D Secure): the order stays pending with its payment (the provider's
 * reference) and the row confirming, so no run charges the period again while they confirm.
 */
export function recordAwaiting(
  context: BillingContext,
  charge: RenewalCharge,
  reference: string,
): Promise<Order> {
  return context.platform.db.transaction(async (tx) => {
    const order = await openOrder(tx, context, charge, "confirming");
    await recordPayment(tx, order.companyId, {
      orderId: order.id,
      provider: context.provider.kind,
      providerReference: reference,
      amountPence: order.totalPence,
      status: "pending",
      last4: charge.card?.last4 ?? null,
    });
    return order;
  });
}

/** One transaction: the failed attempt and, for the job, past due with the grace end. */
export function recordFailure(
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
 * Tells the company its subscription was renewed by a paid renewal order, after commit. Once per
 * renewal (the dedupe key), however many paths (the charge, the success call, the job) get here.
 */
export async function tellRenewed(context: BillingContext, companyId: string, orderId: string) {
  const { platform, log } = context;
  const row = await renewalOfOrder(platform.db, companyId, orderId);
  if (row?.status !== "paid") return;
  const [invoiceNumber, lines] = await Promise.all([
    invoiceNumberOf(platform.db, companyId, orderId),
    linesOf(platform.db, companyId, orderId),
  ]);
  await tellCompany(platform, log, {
    companyId,
    // The order's lines carry the package's name as it was renewed.
    packageName: lines[0]?.name ?? "",
    dedupeKey: `subscription-renewed:${row.id}`,
    news: {
      kind: "renewed",
      amountPence: row.amountPence,
      periodEnd: row.periodEnd,
      invoiceNumber: invoiceNumber ?? "",
    },
  });
}
