import { type RouteInput, routes } from "@cloudoc/contract";
import { call } from "../../../../lib/api";

/** Query keys of the console's companies, orders and coupons. */
export const adminKeys = {
  companies: ["admin", "companies"] as const,
  company: (id: string) => ["admin", "company", id] as const,
  orders: ["admin", "orders"] as const,
  order: (id: string) => ["admin", "order", id] as const,
  coupons: ["admin", "coupons"] as const,
  couponPackages: ["admin", "coupon-packages"] as const,
};

export type CompanyListInput = RouteInput<typeof routes.adminCompanyList>;
export type StatusChangeInput = RouteInput<typeof routes.adminCompanySuspend>;

export async function fetchCompanies(input: CompanyListInput) {
  const { list, total } = await call(routes.adminCompanyList, input);
  return { list, total };
}

export async function fetchCompany(companyId: string) {
  return (await call(routes.adminCompanyView, { companyId })).data;
}

/** Suspends or reinstates the company; answers the server's message. */
export async function changeCompanyStatus(action: "suspend" | "reinstate", input: StatusChangeInput) {
  const route = action === "suspend" ? routes.adminCompanySuspend : routes.adminCompanyReinstate;
  return (await call(route, input)).response;
}
