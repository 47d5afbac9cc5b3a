import {
  type Coupon,
  type CouponSave,
  couponExpiryMoment,
  type FieldError,
  adminCompanyMessages as m,
  messages,
  toPence,
} from "@cloudoc/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Transaction } from "../../../platform/db/client";
import { isUniqueViolation } from "../../../platform/db/errors";
import { badRequest, conflict, notFound } from "../../../platform/envelope";
import { coupons } from "../tables";
import { type CouponRow, packageNamesOf, toCoupon, toCoupons } from "./coupons";

async function lockCoupon(tx: Transaction, id: string): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

/** The field errors only the stored coupons can tell: a code taken, unknown packages, a past expiry. */
async function fieldErrors(tx: Transaction, input: CouponSave, existing: CouponRow | undefined) {
  const errors: FieldError[] = [];
  const [clash] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(sql`upper(${coupons.code}) = ${input.code}`, existing ? ne(coupons.id, existing.id) : undefined),
    );
  if (clash) errors.push({ field: "code", message: m.couponCodeTaken });
  const names = await packageNamesOf(tx, input.packageIds);
  if (names.size !== input.packageIds.length)
    errors.push({ field: "packageIds", message: m.couponPackageUnknown });
  const expiresAt = input.expiresOn ? couponExpiryMoment(input.expiresOn) : null;
  const unchanged = expiresAt?.getTime() === existing?.expiresAt?.getTime();
  // The last day must be after today: an expiry kept as it was may have passed since.
  if (expiresAt && !unchanged && expiresAt.getTime() - 24 * 3600 * 1000 <= Date.now()) {
    errors.push({ field: "expiresOn", message: m.couponExpiryPast });
  }
  if (input.usageLimit !== null && existing && input.usageLimit < existing.usedCount) {
    errors.push({ field: "usageLimit", message: m.couponUsageLimitBelowUses });
  }
  return { errors, names, expiresAt };
}

/**
 * POST /admin/coupon/save: creates a coupon, or changes the one named by `id`; all or nothing. Two
 * admins saving the same new code at once: the unique index stops the second, answered like a clash.
 */
export async function saveCoupon(db: Database, actor: AdminActor, input: CouponSave): Promise<Coupon> {
  try {
    return await writeCoupon(db, actor, input);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw badRequest(messages.validationFailed, [{ field: "code", message: m.couponCodeTaken }]);
  }
}

function writeCoupon(db: Database, actor: AdminActor, input: CouponSave): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const existing = input.id ? await lockCoupon(tx, input.id) : undefined;
    const { errors, names, expiresAt } = await fieldErrors(tx, input, existing);
    if (errors.length > 0) throw badRequest(messages.validationFailed, errors);
    const values = {
      code: input.code,
      description: input.description,
      kind: input.kind,
      amount: input.kind === "fixed" ? toPence(input.amount) : input.amount,
      expiresAt,
      usageLimit: input.usageLimit,
      packageIds: input.packageIds,
      active: input.active,
      updatedAt: new Date(),
    };
    const [row] = existing
      ? await tx.update(coupons).set(values).where(eq(coupons.id, existing.id)).returning()
      : await tx.insert(coupons).values(values).returning();
    if (!row) throw new Error("coupon was not saved");
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.coupon.saved",
      entityType: "coupon",
      entityId: row.id,
      detail: { code: row.code, created: !existing, kind: row.kind, amount: row.amount, active: row.active },
    });
    return toCoupon(row, names);
  });
}

/** POST /admin/coupon/deactivate: the coupon can no longer be redeemed; it stays listed. */
export async function deactivateCoupon(db: Database, actor: AdminActor, id: string): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, id);
    const [row] = await tx
      .update(coupons)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(coupons.id, coupon.id))
      .returning();
    if (!row) throw new Error("coupon was not deactivated");
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.coupon.deactivated",
      entityType: "coupon",
      entityId: row.id,
      detail: { code: row.code, wasActive: coupon.active },
    });
    const [view] = await toCoupons(tx, [row]);
    if (!view) throw new Error("coupon view missing");
    return view;
  });
}

/** POST /admin/coupon/delete: only a coupon never redeemed may go (a used one is deactivated). */
export async function deleteCoupon(db: Database, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, id);
    if (coupon.usedCount > 0) throw conflict(m.couponUsed);
    await tx.delete(coupons).where(eq(coupons.id, coupon.id));
    await recordAudit(tx, {
      ...adminAuditBy(actor),
      action: "admin.coupon.deleted",
      entityType: "coupon",
      entityId: coupon.id,
      detail: { code: coupon.code },
    });
  });
}
