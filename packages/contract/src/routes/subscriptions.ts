/** Subscriptions, renewals, plan changes and cancellation (issue 22). */
export const subscriptionsRoutes = {} as const;
