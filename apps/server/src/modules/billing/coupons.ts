import {
  billingMessages,
  couponApplies,
  couponDiscountPence,
  type DiscountableLine,
  type PublicCoupon,
  toPounds,
} from "@cloudoc/contract";
import { and, asc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { type PricedCart, priceCart } from "../cart/pricing";
import { type CartOwner, cartLines } from "../cart/service";
import { packageNamesOf } from "../orders/admin/coupons";
import type { OrderLine } from "../orders/service";
import { coupons } from "../orders/tables";
import { couponRedemptions } from "../subscriptions/tables";

/**
 * Coupons at checkout and on renewal (issue 22, decision 024): a code the platform admin issued,
 * checked against its terms (active, expiry, usage limit, packages) and used once per company.
 * The order is priced with it at checkout; it is counted (coupon_redemptions, usedCount) in the
 * transaction that pays the order.
 */

type CouponRow = typeof coupons.$inferSelect;

const byCode = (code: string) => eq(sql`upper(${coupons.code})`, code.trim().toUpperCase());

async function couponOf(executor: Executor, code: string, lock = false) {
  const query = executor.select().from(coupons).where(byCode(code));
  const [coupon] = lock ? await query.for("update") : await query;
  return coupon;
}

async function usedByCompany(executor: Executor, companyId: string, couponId: string) {
  const [used] = await executor
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(ofCompany(couponRedemptions, companyId, eq(couponRedemptions.couponId, couponId)));
  return used !== undefined;
}

/** Why a coupon cannot be used at `now`, whatever it is used on; undefined when it can. */
function refusalOf(coupon: CouponRow | undefined, now: Date): string | undefined {
  if (!coupon?.active) return billingMessages.couponNotFound;
  if (coupon.expiresAt && now.getTime() >= coupon.expiresAt.getTime()) return billingMessages.couponExpired;
  if (!couponApplies({ ...coupon, packageIds: [] }, "", now)) return billingMessages.couponUsedUp;
  return undefined;
}

/** What a coupon may discount in a priced cart: each line's package (none for a document) and price. */
export const cartDiscountables = (cart: Pick<PricedCart, "lines">): DiscountableLine[] =>
  cart.lines.map(({ line, price }) => ({
    packageId: line.kind === "package" ? line.id : null,
    pricePence: price.totalPence,
  }));

/** The same for an order's lines (before the coupon: the lines keep their prices). */
export const orderDiscountables = (lines: OrderLine[]): DiscountableLine[] =>
  lines.map((line) => ({
    packageId: line.kind === "document" ? null : line.packageId,
    pricePence: line.pricePence,
  }));

export interface PricedCoupon {
  code: string;
  discountPence: number;
}

/**
 * Prices a coupon for one company on these lines at `now`, or refuses it (400 with the reason):
 * unknown or inactive, expired, used up, already used by this company, or covering nothing
 * (`uncovered` says so: nothing in the cart, or not this renewal).
 */
export async function priceCoupon(
  executor: Executor,
  companyId: string,
  code: string,
  lines: readonly DiscountableLine[],
  now: Date,
  uncovered: string = billingMessages.couponNotForCart,
): Promise<PricedCoupon> {
  if (code.trim() === "") throw badRequest(billingMessages.couponCodeNeeded);
  const coupon = await couponOf(executor, code);
  const refusal = refusalOf(coupon, now);
  if (refusal || !coupon) throw badRequest(refusal ?? billingMessages.couponNotFound);
  if (await usedByCompany(executor, companyId, coupon.id))
    throw badRequest(billingMessages.couponAlreadyUsed);
  const discountPence = couponDiscountPence(coupon, lines, now);
  if (discountPence === 0) throw badRequest(uncovered);
  return { code: coupon.code, discountPence };
}

/**
 * Counts a coupon as used by the company for an order, in the paying transaction (a purchase, or
 * a renewal that was priced with it): once per company (a unique index), and `usedCount` goes
 * up with it. Answers false when the company had already used it (nothing is counted twice).
 */
export async function redeemCoupon(
  tx: Executor,
  redemption: { companyId: string; orderId: string; code: string; discountPence: number },
): Promise<boolean> {
  const coupon = await couponOf(tx, redemption.code, true);
  if (!coupon) return false;
  const [redeemed] = await tx
    .insert(couponRedemptions)
    .values({
      couponId: coupon.id,
      companyId: redemption.companyId,
      orderId: redemption.orderId,
      discountPence: redemption.discountPence,
    })
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  if (!redeemed) return false;
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`now()` })
    .where(eq(coupons.id, coupon.id));
  return true;
}

const lastDayOf = (expiresAt: Date) => new Date(expiresAt.getTime() - 1).toISOString().slice(0, 10);

function publicCoupon(
  coupon: CouponRow,
  names: ReadonlyMap<string, string>,
  withCode: boolean,
): PublicCoupon {
  return {
    code: withCode ? coupon.code : null,
    description: coupon.description,
    kind: coupon.kind,
    amount: coupon.kind === "fixed" ? toPounds(coupon.amount) : coupon.amount,
    expiresOn: coupon.expiresAt ? lastDayOf(coupon.expiresAt) : null,
    packages: coupon.packageIds.flatMap((id) => names.get(id) ?? []),
  };
}

/**
 * GET /list/coupon without a code: the coupons on offer — active, unexpired, not used up, and
 * described by the admin (a coupon without a description is a private code). Codes are never
 * listed: the admin writes one into the description to advertise it.
 */
async function couponsOnOffer(executor: Executor, now: Date) {
  return executor
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        ne(coupons.description, ""),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
      ),
    )
    .orderBy(asc(coupons.createdAt))
    .limit(20);
}

/** The coupon of a code, if it can be used today (else 400 with the reason). */
async function couponByCode(executor: Executor, code: string, now: Date) {
  const coupon = await couponOf(executor, code);
  const refusal = refusalOf(coupon, now);
  if (refusal || !coupon) throw badRequest(refusal ?? billingMessages.couponNotFound);
  return coupon;
}

/**
 * What a signed-in buyer checks a coupon against: their cart, or a renewal they are about to pay
 * (its lines, and the refusal when the coupon covers none of them).
 */
export interface CouponBuyer extends CartOwner {
  renewal?: (executor: Executor) => Promise<{ lines: DiscountableLine[]; uncovered: string }>;
}

/** The discount a coupon gives the buyer today, on their renewal or else on their cart. */
async function buyerDiscount(executor: Executor, buyer: CouponBuyer, code: string, now: Date) {
  const { lines, uncovered } = buyer.renewal
    ? await buyer.renewal(executor)
    : {
        lines: cartDiscountables(await priceCart(executor, await cartLines(executor, buyer), now)),
        uncovered: billingMessages.couponNotForCart,
      };
  return (await priceCoupon(executor, buyer.companyId, code, lines, now, uncovered)).discountPence;
}

/**
 * GET /list/coupon: without a code, the coupons on offer; with one, that coupon (400 with the
 * reason when it cannot be used) and, for a signed-in buyer, what it takes off their cart (or the
 * renewal they are paying) today.
 */
export async function lookupCoupons(
  executor: Executor,
  query: { code?: string | undefined; now: Date; buyer: CouponBuyer | null },
) {
  const { code, now, buyer } = query;
  if (!code) {
    const offered = await couponsOnOffer(executor, now);
    const names = await packageNamesOf(executor, [...new Set(offered.flatMap((row) => row.packageIds))]);
    return { list: offered.map((row) => publicCoupon(row, names, false)), discount: null };
  }
  const coupon = await couponByCode(executor, code, now);
  const names = await packageNamesOf(executor, coupon.packageIds);
  const discount = buyer ? toPounds(await buyerDiscount(executor, buyer, code, now)) : null;
  return { list: [publicCoupon(coupon, names, true)], discount };
}
