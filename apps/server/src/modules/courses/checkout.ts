import { courseMessages } from "@cloudoc/contract";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { conflict } from "../../platform/envelope";
import { cancelPendingOrders, createOrderOfLines } from "../orders/service";
import { startPayment } from "../payments/checkout";
import type { PaymentContext } from "../payments/context";
import { movePayments } from "../payments/records";
import { coursesNamed, ownedCourseIds } from "./catalogue";

/**
 * POST /user/course/checkout: a pending order of the chosen courses at their catalogue price,
 * replacing the buyer's earlier unpaid orders as checkout does, then its payment started like
 * checkout's. The browser pays it through the same calls (/user/checkout/pay or Stripe's form,
 * then the success call), and the paid order grants the courses (grant.ts).
 */
export async function startCourseCheckout(context: PaymentContext, buyer: CompanyActor, courseIds: string[]) {
  const { platform, provider } = context;
  const placed = await platform.db.transaction(async (tx) => {
    const chosen = await coursesNamed(tx, courseIds);
    if ((await ownedCourseIds(tx, buyer.companyId, courseIds)).size > 0)
      throw conflict(courseMessages.alreadyOwned);
    const order = await createOrderOfLines(
      tx,
      buyer,
      provider.kind,
      "purchase",
      chosen.map((course) => ({
        kind: "course" as const,
        courseId: course.id,
        name: course.title,
        listPence: course.pricePence,
        discountPence: 0,
        pricePence: course.pricePence,
      })),
    );
    const superseded = await cancelPendingOrders(tx, buyer, order.id);
    await movePayments(tx, buyer.companyId, superseded, { from: ["pending"], status: "cancelled" });
    await recordAudit(tx, {
      ...auditBy(buyer),
      action: "course.ordered",
      entityType: "order",
      entityId: order.id,
      detail: { courseIds: chosen.map((course) => course.id), totalPence: order.totalPence },
    });
    return { order, superseded };
  });
  return startPayment(context, buyer, placed, {});
}
