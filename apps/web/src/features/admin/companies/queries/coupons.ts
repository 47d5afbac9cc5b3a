import { type CouponSaveRequest, type RouteInput, routes } from "@cloudoc/contract";
import { call } from "../../../../lib/api";

export type CouponListInput = RouteInput<typeof routes.adminCouponList>;

export async function fetchCoupons(input: CouponListInput) {
  const { list, total } = await call(routes.adminCouponList, input);
  return { list, total };
}

export async function fetchCouponPackages() {
  return (await call(routes.adminCouponPackages)).response;
}

export async function saveCoupon(input: CouponSaveRequest) {
  return (await call(routes.adminCouponSave, input)).response;
}

export async function deactivateCoupon(id: string) {
  return (await call(routes.adminCouponDeactivate, { id })).response;
}

export async function deleteCoupon(id: string) {
  return (await call(routes.adminCouponDelete, { id })).response;
}
