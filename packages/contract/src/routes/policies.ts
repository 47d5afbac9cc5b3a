/** The policies calls (issue 14); filled in by its module. */
export const policiesRoutes = {};
