/** The employees calls (issue 14); filled in by its module. */
export const employeesRoutes = {};
