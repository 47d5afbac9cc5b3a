import type { RouteObject } from "react-router";

const users = () => import("./pages/UsersPage");
const userForm = () => import("./pages/UserFormPage");

/** The company-app screens of system users, deactivated users and the activity log (issue 15), by their path under /company. */
export const usersCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  users: async () => ({ Component: (await users()).UsersPage }),
  "users/deleted-list": async () => ({ Component: (await users()).DeletedUsersPage }),
  "users/add": async () => ({ Component: (await userForm()).AddUserPage }),
  "users/edit": async () => ({ Component: (await userForm()).EditUserPage }),
  "users/view": async () => ({ Component: (await import("./pages/UserViewPage")).UserViewPage }),
  "users/activity": async () => ({ Component: (await import("./pages/ActivityPage")).ActivityPage }),
};

/** The public page a system user's invitation opens (not a route of the specification's list). */
export const usersPublicPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "set-password": async () => ({ Component: (await import("./pages/SetPasswordPage")).SetPasswordPage }),
};
