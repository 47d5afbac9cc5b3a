/** System users and the activity log (issue 15). */
export const usersRoutes = {} as const;
