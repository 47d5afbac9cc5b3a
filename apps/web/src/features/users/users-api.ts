import { pageSizes, routes, type SystemUser } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { requestOf, type UserFormValues } from "./user-rules";

/**
 * The system users calls (issue 15, decision 025: POST under /users/…). The server takes the
 * company and the acting manager from the session.
 */

export const userKeys = {
  all: ["system-users"] as const,
  list: (input: UserListInput) => ["system-users", "list", input] as const,
  detail: (id: string) => ["system-users", "detail", id] as const,
};

export interface UserListInput {
  page: number;
  search: string;
  /** Deactivated users (/users/deleted-list) instead of the active ones. */
  deleted?: boolean;
}

export const userPageSize = pageSizes.users;

/** POST /users/list: 25 a page, searched; the deactivated ones with `deleted`. */
export async function fetchUsers(input: UserListInput) {
  const reply = await call(routes.userList, {
    skip: (input.page - 1) * userPageSize,
    limit: userPageSize,
    search: input.search,
    deleted: input.deleted ?? false,
  });
  return { list: reply.list, total: reply.total };
}

/** POST /users/view. */
export async function fetchUser(systemUserId: string): Promise<SystemUser> {
  return (await call(routes.viewUser, { systemUserId })).data;
}

export interface Saved {
  message: string;
  user: SystemUser;
}

const saved = (reply: { response: string; data: SystemUser }): Saved => ({
  message: reply.response,
  user: reply.data,
});

/** POST /users/add: the user is emailed a link to set their password. */
export async function addUser(values: UserFormValues) {
  return saved(await call(routes.addUser, requestOf(values)));
}

/** POST /users/edit: the user's open pages follow the new permissions at once. */
export async function editUser(systemUserId: string, values: UserFormValues) {
  return saved(await call(routes.editUser, { systemUserId, ...requestOf(values) }));
}

/** Deactivate (to the deleted list), restore, or send the invitation (again). */
export const userActions = {
  deactivate: async (systemUserId: string) => saved(await call(routes.deactivateUser, { systemUserId })),
  restore: async (systemUserId: string) => saved(await call(routes.restoreUser, { systemUserId })),
  invite: async (systemUserId: string) => saved(await call(routes.inviteUser, { systemUserId })),
};
