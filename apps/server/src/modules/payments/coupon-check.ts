import { billingMessages } from "@cloudoc/contract";
import { AppError, conflict } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { orderDiscountables, priceCoupon } from "../billing/coupons";
import { cancelOrder, linesOf, type Order } from "../orders/service";

/**
 * Before a couponed order is paid, its coupon is checked again: in the meantime it may have run
 * out, expired, or been used by someone else of the same company. Then the order is cancelled
 * (nothing is charged) and the buyer checks out again: 409 couponNoLongerAvailable.
 */
export async function refuseSpentCoupon(platform: Platform, order: Order): Promise<void> {
  if (!order.couponCode) return;
  const lines = await linesOf(platform.db, order.companyId, order.id);
  try {
    await priceCoupon(
      platform.db,
      order.companyId,
      order.couponCode,
      orderDiscountables(lines),
      platform.clock.now(),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await cancelOrder(platform.db, order.companyId, order.id);
    throw conflict(billingMessages.couponNoLongerAvailable);
  }
}
