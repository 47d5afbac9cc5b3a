/** The console's companies, orders, payments and coupons. */
export const adminCompanyRoutes = {};
