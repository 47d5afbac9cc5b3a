import {
  completionPercent,
  type MatrixFilters,
  type MatrixPolicy,
  type MatrixRow,
  type MatrixStatus,
  matrixStatusOf,
  ukToday,
} from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { syncMajorChanges } from "./document-policies";
import {
  type CellRow,
  checkFilters,
  type EmployeeRow,
  matrixCells,
  matrixEmployees,
  matrixPolicies,
  type PolicyRow,
  policyCompletion,
} from "./matrix-queries";

/**
 * The acknowledgement matrix (decision 022): employees (25 a page) × the policies employees read,
 * each cell one status of matrixStatusOf (the pure rule the web explains), with completion per
 * policy (over every employee matching the filters), per employee (over the policies shown) and
 * overall. The SQL is set-based (matrix-queries.ts); the cells are classified here.
 */

const key = (userId: string, policyId: string) => `${userId}|${policyId}`;

function cellsOf(policies: PolicyRow[], employee: EmployeeRow, cells: Map<string, CellRow>, today: string) {
  let assigned = 0;
  let acknowledged = 0;
  const statuses = policies.map((policy): MatrixStatus => {
    const cell = cells.get(key(employee.id, policy.id));
    const status = matrixStatusOf({
      assigned: cell !== undefined,
      read: cell?.read === true || String(cell?.read) === "true",
      dueDate: cell?.due_date ?? null,
      today,
      lastAcknowledgedVersion:
        cell?.version === null || cell?.version === undefined ? null : Number(cell.version),
      ackFromVersion: Number(policy.ack_from_version),
    });
    if (cell) assigned += 1;
    if (status === "acknowledged") acknowledged += 1;
    return status;
  });
  return { statuses, assigned, acknowledged };
}

/** Rows of employees with one status per policy, in the policies' order. */
export function matrixRows(
  policies: PolicyRow[],
  employees: EmployeeRow[],
  cellRows: CellRow[],
): MatrixRow[] {
  const cells = new Map(cellRows.map((cell) => [key(cell.user_id, cell.policy_id), cell]));
  const today = ukToday();
  return employees.map((employee) => {
    const { statuses, assigned, acknowledged } = cellsOf(policies, employee, cells, today);
    return {
      _id: employee.id,
      name: `${employee.firstname} ${employee.lastname}`.trim(),
      email: employee.email,
      jobRole: employee.job_role,
      cells: statuses,
      assigned,
      acknowledged,
      percent: completionPercent(acknowledged, assigned),
    };
  });
}

async function policiesWithCompletion(db: Database, companyId: string, filters: MatrixFilters) {
  const [policies, completion] = await Promise.all([
    matrixPolicies(db, companyId, filters.policyId),
    policyCompletion(db, companyId, filters),
  ]);
  const byPolicy = new Map(completion.map((row) => [row.policy_id, row]));
  const shown: MatrixPolicy[] = policies.map((policy) => {
    const row = byPolicy.get(policy.id);
    const assigned = Number(row?.assigned ?? 0);
    const acknowledged = Number(row?.acknowledged ?? 0);
    return {
      _id: policy.id,
      name: policy.name,
      policyNumber: policy.policy_number,
      assigned,
      acknowledged,
      percent: completionPercent(acknowledged, assigned),
    };
  });
  const assigned = shown.reduce((sum, p) => sum + p.assigned, 0);
  const acknowledged = shown.reduce((sum, p) => sum + p.acknowledged, 0);
  return {
    rows: policies,
    shown,
    overall: { assigned, acknowledged, percent: completionPercent(acknowledged, assigned) },
  };
}

/**
 * POST /user/policies/acknowledgement/matrix: one page of employees (`page`), or every employee
 * matching the filters (null: the exports).
 */
export async function acknowledgementMatrix(
  db: Database,
  companyId: string,
  filters: MatrixFilters,
  page: { skip: number; limit: number } | null,
) {
  await checkFilters(db, companyId, filters);
  await syncMajorChanges(db, companyId);
  const employeesWithCells = async () => {
    const employees = await matrixEmployees(db, companyId, filters, page);
    const ids = employees.map((e) => e.id);
    return { employees, cells: await matrixCells(db, companyId, filters.policyId, ids) };
  };
  const [policies, { employees, cells }] = await Promise.all([
    policiesWithCompletion(db, companyId, filters),
    employeesWithCells(),
  ]);
  const list = matrixRows(policies.rows, employees, cells);
  const total = employees[0]
    ? Number(employees[0].total)
    : page
      ? await countWhenPastEnd(db, companyId, filters)
      : 0;
  return { list, total, policies: policies.shown, overall: policies.overall };
}

/** A page past the end has no rows to carry the count: ask for it alone. */
async function countWhenPastEnd(db: Database, companyId: string, filters: MatrixFilters) {
  const [first] = await matrixEmployees(db, companyId, filters, { skip: 0, limit: 1 });
  return Number(first?.total ?? 0);
}
