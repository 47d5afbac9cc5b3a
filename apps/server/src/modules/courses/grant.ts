import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import type { Order, OrderLine } from "../orders/service";
import type { PaidBy } from "../subscriptions/paid-orders";
import { companyCourses } from "./tables";

/**
 * What a paid order's course lines give the company, in the paying transaction (payments'
 * completeOrder), whoever completed it. A course the company has already is left as it was, so a
 * replayed completion, or the same course in two paid orders, grants it once.
 */
export async function grantPaidCourses(tx: Executor, order: Order, lines: OrderLine[], by: PaidBy) {
  const courseIds = lines.flatMap((line) => (line.kind === "course" && line.courseId ? [line.courseId] : []));
  if (courseIds.length === 0) return;
  const granted = await tx
    .insert(companyCourses)
    .values(courseIds.map((courseId) => ({ companyId: order.companyId, courseId, orderId: order.id })))
    .onConflictDoNothing()
    .returning({ courseId: companyCourses.courseId });
  if (granted.length === 0) return;
  await recordAudit(tx, {
    companyId: order.companyId,
    ...by,
    action: "course.granted",
    entityType: "order",
    entityId: order.id,
    detail: { courseIds: granted.map((row) => row.courseId) },
  });
}
