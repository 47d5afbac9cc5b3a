import {
  type Coupon,
  type CouponKind,
  type CouponSaveRequest,
  couponAmountValid,
  adminCompanyMessages as m,
} from "@cloudoc/contract";

/** The coupon form's values; empty strings stand for "none". */
export interface CouponFormValues {
  code: string;
  description: string;
  kind: CouponKind;
  amount: number | string;
  expiresOn: string;
  usageLimit: number | string;
  packageIds: string[];
  active: boolean;
}

export function couponFormValues(coupon: Coupon | null): CouponFormValues {
  return {
    code: coupon?.code ?? "",
    description: coupon?.description ?? "",
    kind: coupon?.kind ?? "percent",
    amount: coupon?.amount ?? "",
    expiresOn: coupon?.expiresOn ?? "",
    usageLimit: coupon?.usageLimit ?? "",
    packageIds: coupon?.packageIds ?? [],
    active: coupon?.active ?? true,
  };
}

/** The same checks as the server's, so most mistakes show before anything is sent. */
export const couponFormRules = {
  code: (value: string) => (/^[A-Za-z0-9-]{3,30}$/.test(value.trim()) ? null : m.couponCodeInvalid),
  amount: (value: number | string, values: CouponFormValues) =>
    typeof value === "number" && couponAmountValid(values.kind, value)
      ? null
      : values.kind === "percent"
        ? m.couponPercentInvalid
        : m.couponAmountInvalid,
  usageLimit: (value: number | string) =>
    value === "" || (typeof value === "number" && Number.isInteger(value) && value >= 1)
      ? null
      : m.couponUsageLimitInvalid,
};

export function couponRequest(values: CouponFormValues, id: string | undefined): CouponSaveRequest {
  return {
    ...(id ? { id } : {}),
    code: values.code.trim(),
    description: values.description.trim(),
    kind: values.kind,
    amount: Number(values.amount),
    expiresOn: values.expiresOn || null,
    usageLimit: values.usageLimit === "" ? null : Number(values.usageLimit),
    packageIds: values.packageIds,
    active: values.active,
  };
}
