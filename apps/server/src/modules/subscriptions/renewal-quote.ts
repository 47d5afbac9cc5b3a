import { billingMessages, type PaidPlan } from "@cloudoc/contract";
import type { Executor } from "../../platform/db/client";
import { notFound } from "../../platform/envelope";
import { cartDiscountables, type PricedCoupon, priceCoupon } from "../billing/coupons";
import type { PricedCart } from "../cart/pricing";
import { getSiteSettings } from "../settings/service";
import { type PackageSubscription, packageSubscriptionOf } from "./facts";
import { periodPrice } from "./pricing";
import { type CoveredPeriod, coveredPeriod } from "./renewal-rows";

/** What a renewal pays for and what it costs. */
export interface RenewalQuote {
  period: CoveredPeriod;
  /** The period priced with the cart's rules (the lines of the renewal's order). */
  cart: PricedCart;
  coupon: PricedCoupon | null;
  /** What is charged: the period's price less the coupon's discount. */
  amountPence: number;
}

/**
 * What renewing `sub` at `now` pays for and costs: the period (on `plan`, else the plan it renews
 * on), priced with the cart's rules, less the coupon when one is given. A coupon that cannot be
 * used on it (its terms, used by the company, not for this package) is refused with its reason.
 */
export async function quoteRenewal(
  executor: Executor,
  sub: PackageSubscription,
  now: Date,
  choice: { plan?: PaidPlan | undefined; couponCode?: string | undefined },
): Promise<RenewalQuote> {
  const settings = await getSiteSettings(executor);
  const period = coveredPeriod(sub, settings, now, choice.plan);
  const cart = await periodPrice(executor, settings, sub, period.plan, now);
  const coupon = choice.couponCode
    ? await priceCoupon(
        executor,
        sub.row.companyId,
        choice.couponCode,
        cartDiscountables(cart),
        now,
        billingMessages.couponNotForRenewal,
      )
    : null;
  return { period, cart, coupon, amountPence: cart.totals.totalPence - (coupon?.discountPence ?? 0) };
}

/**
 * The lines of a subscription's renewal a coupon may discount, for GET /list/coupon when the buyer
 * checks a code on the renewal they are about to pay; another company's subscription is 404.
 */
export async function renewalDiscountables(
  executor: Executor,
  companyId: string,
  subscriptionId: string,
  now: Date,
) {
  const sub = await packageSubscriptionOf(executor, companyId, subscriptionId);
  if (!sub) throw notFound();
  const { cart } = await quoteRenewal(executor, sub, now, {});
  return { lines: cartDiscountables(cart), uncovered: billingMessages.couponNotForRenewal };
}
