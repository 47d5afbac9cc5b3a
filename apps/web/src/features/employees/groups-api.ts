import { type EmployeeGroupDetail, maxPageSize, pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";

/** The groups calls (issue 14, decision 020: POST under /user/group/…). */

export const groupKeys = {
  all: ["employee-groups"] as const,
  list: (page: number, search: string) => ["employee-groups", "list", page, search] as const,
  choices: ["employee-groups", "choices"] as const,
  detail: (id: string) => ["employee-groups", "detail", id] as const,
  policies: (id: string) => ["employee-groups", "policies", id] as const,
};

export const groupPageSize = pageSizes.employees;

/** POST /user/group/list: 25 a page, searched by name. */
export async function fetchGroups(page: number, search: string) {
  const reply = await call(routes.groupList, {
    skip: (page - 1) * groupPageSize,
    limit: groupPageSize,
    search,
  });
  return { list: reply.list, total: reply.total };
}

/** The groups to choose from in a form or filter (the first 100 by name). */
export async function fetchGroupChoices() {
  const reply = await call(routes.groupList, { skip: 0, limit: maxPageSize });
  return { list: reply.list, total: reply.total };
}

/** POST /user/group/view: the group with its members. */
export async function fetchGroup(groupId: string): Promise<EmployeeGroupDetail> {
  return (await call(routes.viewGroup, { groupId })).data;
}

export interface GroupSaved {
  message: string;
  group: EmployeeGroupDetail;
}

const saved = (reply: { response: string; data: EmployeeGroupDetail }): GroupSaved => ({
  message: reply.response,
  group: reply.data,
});

export interface GroupFields {
  name: string;
  description: string;
}

export const groupCalls = {
  add: async (fields: GroupFields, employeeIds: string[]) =>
    saved(await call(routes.addGroup, { ...fields, employeeIds })),
  edit: async (groupId: string, fields: GroupFields) =>
    saved(await call(routes.editGroup, { groupId, ...fields })),
  remove: async (groupId: string) => (await call(routes.deleteGroup, { groupId })).response,
  addMembers: async (groupId: string, employeeIds: string[]) =>
    saved(await call(routes.addGroupMembers, { groupId, employeeIds })),
  removeMembers: async (groupId: string, employeeIds: string[]) =>
    saved(await call(routes.removeGroupMembers, { groupId, employeeIds })),
};
