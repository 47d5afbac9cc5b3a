import type { MatrixPolicy, MatrixReply, MatrixStatus } from "@cloudoc/contract";

/**
 * An employee's and a group's policies, read from the acknowledgement matrix (the reading
 * contract offers no per-employee call): the employee's row, paired with the policy columns.
 */

export interface AssignedPolicyStatus {
  policy: MatrixPolicy;
  status: Exclude<MatrixStatus, "not-assigned">;
}

/** The policies assigned to one employee, with how each stands; null when the row is not there. */
export function assignmentsOf(matrix: MatrixReply, employeeId: string): AssignedPolicyStatus[] | null {
  const row = matrix.list.find((candidate) => candidate._id === employeeId);
  if (!row) return null;
  const found: AssignedPolicyStatus[] = [];
  matrix.policies.forEach((policy, index) => {
    const status = row.cells[index];
    if (status && status !== "not-assigned") found.push({ policy, status });
  });
  return found;
}

/** The policies assigned to at least one member of a group, with the members' completion. */
export const policiesOfMembers = (matrix: Pick<MatrixReply, "policies">): MatrixPolicy[] =>
  matrix.policies.filter((policy) => policy.assigned > 0);

/** "3 of 4 acknowledged (75%)"; "Not assigned to anyone" when nobody has it. */
export function completionText(item: {
  assigned: number;
  acknowledged: number;
  percent: number | null;
}): string {
  if (item.assigned === 0 || item.percent === null) return "Not assigned to anyone";
  return `${item.acknowledged} of ${item.assigned} acknowledged (${item.percent}%)`;
}
