/** The policy-reading calls (issue 14); filled in by its module. */
export const policyReadingRoutes = {};
