import type { MatrixReply } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  canAssignPolicies,
  canManageEmployees,
  canManageGroups,
  canSeeAcknowledgements,
} from "./access-rules";
import { assignmentsOf, completionText, policiesOfMembers } from "./assignment-rules";
import { idFromState } from "./record-memory";

const policy = (id: string, assigned: number) => ({
  _id: id,
  name: `Policy ${id}`,
  policyNumber: "",
  assigned,
  acknowledged: 0,
  percent: assigned === 0 ? null : 0,
});

const matrix: MatrixReply = {
  status: 1,
  response: "",
  total: 2,
  policies: [policy("p1", 2), policy("p2", 0), policy("p3", 1)],
  overall: { assigned: 3, acknowledged: 0, percent: 0 },
  list: [
    {
      _id: "e1",
      name: "Ann",
      email: "ann@x.com",
      jobRole: "",
      cells: ["unread", "not-assigned", "overdue"],
      assigned: 2,
      acknowledged: 0,
      percent: 0,
    },
    {
      _id: "e2",
      name: "Joann",
      email: "joann@x.com",
      jobRole: "",
      cells: ["acknowledged", "not-assigned", "not-assigned"],
      assigned: 1,
      acknowledged: 1,
      percent: 100,
    },
  ],
};

describe("assignmentsOf", () => {
  it("pairs the employee's own row with the policy columns, leaving out what is not assigned", () => {
    expect(assignmentsOf(matrix, "e1")?.map((a) => [a.policy._id, a.status])).toEqual([
      ["p1", "unread"],
      ["p3", "overdue"],
    ]);
  });

  it("never takes another row that matched the search", () => {
    expect(assignmentsOf(matrix, "e2")?.map((a) => a.policy._id)).toEqual(["p1"]);
    expect(assignmentsOf(matrix, "e3")).toBeNull();
  });
});

describe("group policies", () => {
  it("keeps the policies some member has", () => {
    expect(policiesOfMembers(matrix).map((p) => p._id)).toEqual(["p1", "p3"]);
  });

  it("words the completion", () => {
    expect(completionText({ assigned: 4, acknowledged: 3, percent: 75 })).toBe("3 of 4 acknowledged (75%)");
    expect(completionText({ assigned: 0, acknowledged: 0, percent: null })).toBe("Not assigned to anyone");
  });
});

describe("access", () => {
  const staff = (...permissions: string[]) => ({ role: "user" as const, permissions });

  it("lets the owner do everything and an employee nothing", () => {
    const owner = { role: "company" as const, permissions: [] };
    expect(
      [canManageEmployees, canManageGroups, canSeeAcknowledgements, canAssignPolicies].every((can) =>
        can(owner),
      ),
    ).toBe(true);
    const employee = { role: "employee" as const, permissions: ["Manage employee"] };
    expect(canManageEmployees(employee)).toBe(false);
  });

  it("follows the route table's permissions for staff users", () => {
    expect(canManageEmployees(staff("Employees"))).toBe(false);
    expect(canManageEmployees(staff("Manage employee"))).toBe(true);
    expect(canManageGroups(staff("Manage groups"))).toBe(true);
    expect(canSeeAcknowledgements(staff("Manage employee"))).toBe(false);
    expect(canSeeAcknowledgements(staff("Policies"))).toBe(true);
    expect(canAssignPolicies(staff("Manage employee"))).toBe(true);
  });
});

describe("idFromState", () => {
  it("reads { id } or { <name>Id }", () => {
    expect(idFromState({ id: " e1 " }, "employee")).toBe("e1");
    expect(idFromState({ groupId: "g1" }, "group")).toBe("g1");
    expect(idFromState({ notice: "x" }, "group")).toBe("");
    expect(idFromState(null, "group")).toBe("");
  });
});
