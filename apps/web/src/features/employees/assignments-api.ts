import { maxPageSize, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { assignmentsOf, policiesOfMembers } from "./assignment-rules";

/**
 * An employee's and a group's policies, from the acknowledgement matrix (POST
 * /user/policies/acknowledgement/matrix), and taking a policy off an employee.
 */

/** The employee's row of the matrix: searched by their (unique) email, picked by id. */
export async function fetchEmployeeAssignments(employee: { _id: string; email: string }) {
  const matrix = await call(routes.acknowledgementMatrix, {
    search: employee.email,
    skip: 0,
    limit: maxPageSize,
  });
  return assignmentsOf(matrix, employee._id) ?? [];
}

/** The policies assigned to the group's members, with their completion over the group. */
export async function fetchGroupPolicies(groupId: string) {
  const matrix = await call(routes.acknowledgementMatrix, { groupId, skip: 0, limit: 1 });
  return { policies: policiesOfMembers(matrix), overall: matrix.overall };
}

/** POST /user/employee/policy/delete/documents: the policy (`fileId`) off the employee (`uId`). */
export async function removeAssignment(policyId: string, employeeId: string) {
  return (await call(routes.removeEmployeePolicy, { fileId: policyId, uId: employeeId })).response;
}
