/** Invoices, cards, coupons and storage (issue 22). */
export const billingRoutes = {} as const;
