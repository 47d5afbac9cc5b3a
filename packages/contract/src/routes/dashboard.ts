/** The dashboard, recent updates and notification preferences (issue 15). */
export const dashboardRoutes = {} as const;
