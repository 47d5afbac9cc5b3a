import { adminCompanyMessages, messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../../platform/envelope";
import { serve } from "../../../platform/routes";
import { deactivateCoupon, deleteCoupon, saveCoupon } from "../../orders/admin/coupon-changes";
import { couponPackages, listCoupons } from "../../orders/admin/coupons";
import { listAllOrders, viewOrder } from "../../orders/admin/orders";
import { listCompanies } from "./company-list";
import { viewCompany } from "./company-view";
import { reinstateCompany, suspendCompany } from "./suspension";

/** A page of a console list: status 2 and "No records found" when there is nothing to show. */
const paged = <T extends { total: number }>(result: T) =>
  result.total === 0
    ? { status: 2 as const, response: messages.noRecordsFound, ...result }
    : { status: 1 as const, response: "ok", ...result };

/** The console's companies, orders, payments and coupons (issue 12). */
export const adminCompanyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.adminCompanyList, async ({ input }) => paged(await listCompanies(db, input)));
  serve(app, routes.adminCompanyView, async ({ input }) =>
    ok("ok", { data: await viewCompany(db, input.companyId) }),
  );
  serve(app, routes.adminCompanySuspend, async ({ input, actor }) =>
    ok(adminCompanyMessages.companySuspended, { data: await suspendCompany(db, actor, input) }),
  );
  serve(app, routes.adminCompanyReinstate, async ({ input, actor }) =>
    ok(adminCompanyMessages.companyReinstated, { data: await reinstateCompany(db, actor, input) }),
  );

  serve(app, routes.adminOrderList, async ({ input }) => paged(await listAllOrders(db, input)));
  serve(app, routes.adminOrderView, async ({ input }) => ok(await viewOrder(db, input.orderId)));

  serve(app, routes.adminCouponList, async ({ input }) => paged(await listCoupons(db, input)));
  serve(app, routes.adminCouponPackages, async () => ok(await couponPackages(db)));
  serve(app, routes.adminCouponSave, async ({ input, actor }) =>
    ok(adminCompanyMessages.couponSaved, { data: await saveCoupon(db, actor, input) }),
  );
  serve(app, routes.adminCouponDeactivate, async ({ input, actor }) =>
    ok(adminCompanyMessages.couponDeactivated, { data: await deactivateCoupon(db, actor, input.id) }),
  );
  serve(app, routes.adminCouponDelete, async ({ input, actor }) => {
    await deleteCoupon(db, actor, input.id);
    return ok(adminCompanyMessages.couponDeleted);
  });
};
