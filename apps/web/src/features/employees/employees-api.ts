import { type Employee, pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { addRequestOf, detailsOf, type EmployeeFormValues } from "./employee-rules";

/**
 * The employees calls (issue 14, decision 020: POST under /user/employee/…). The server takes
 * the company from the session, so no userId is sent.
 */

export const employeeKeys = {
  all: ["employees"] as const,
  list: (input: EmployeeListInput) => ["employees", "list", input] as const,
  detail: (id: string) => ["employees", "detail", id] as const,
  assignments: (id: string) => ["employees", "assignments", id] as const,
};

export interface EmployeeListInput {
  page: number;
  search: string;
  groupId?: string;
  /** Deactivated employees (/deleted/employees) instead of the active ones. */
  deleted?: boolean;
}

export const employeePageSize = pageSizes.employees;

/** POST /user/employee/list: 25 a page, searched, by group; the deactivated ones with `deleted`. */
export async function fetchEmployees(input: EmployeeListInput) {
  const reply = await call(routes.employeeList, {
    skip: (input.page - 1) * employeePageSize,
    limit: employeePageSize,
    search: input.search,
    groupId: input.groupId,
    deleted: input.deleted ?? false,
  });
  return { list: reply.list, total: reply.total };
}

/** POST /user/employee/view. */
export async function fetchEmployee(employeeId: string): Promise<Employee> {
  return (await call(routes.viewEmployee, { employeeId })).data;
}

export interface Saved {
  message: string;
  employee: Employee;
}

const saved = (reply: { response: string; data: Employee }): Saved => ({
  message: reply.response,
  employee: reply.data,
});

/** POST /user/employee/add: invited by email, or with a password the manager sets now. */
export async function addEmployee(values: EmployeeFormValues) {
  return saved(await call(routes.addEmployee, addRequestOf(values)));
}

/** POST /user/employee/edit. */
export async function editEmployee(employeeId: string, values: EmployeeFormValues) {
  return saved(await call(routes.editEmployee, { employeeId, ...detailsOf(values) }));
}

/** Deactivate (to deleted employees), restore, or send the invitation (again). */
export const employeeActions = {
  deactivate: async (employeeId: string) => saved(await call(routes.deactivateEmployee, { employeeId })),
  restore: async (employeeId: string) => saved(await call(routes.restoreEmployee, { employeeId })),
  invite: async (employeeId: string) => saved(await call(routes.inviteEmployee, { employeeId })),
};

/** POST /user/employee/import/preview: each row with its errors; nothing is written. */
export async function previewImport(text: string) {
  return (await call(routes.importEmployeesPreview, { text })).data;
}

/** POST /user/employee/import: the rows without errors, in one go. */
export async function importStaff(text: string, sendInvitations: boolean) {
  const reply = await call(routes.importEmployees, { text, sendInvitations });
  return { message: reply.response, ...reply.data };
}
