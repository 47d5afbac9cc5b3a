import { addDays, employeeMessages, permissions, ukToday } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { policyAssignments } from "../policies/tables";
import { type EmployeesFixture, employeesFixture } from "./test-support";

let t: TestApp;
let f: EmployeesFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await employeesFixture(t, "groups");
});
afterAll(() => t.close());

const ids = (list: { _id: string }[]) => list.map((item) => item._id).sort();

describe("groups", () => {
  it("are added with members, listed with their size, viewed with members, edited and deleted", async () => {
    const one = await f.addEmployee(f.ownerA);
    const two = await f.addEmployee(f.ownerA);
    const added = await f.post(f.ownerA, "user/group/add", {
      name: "Night staff",
      description: "Works 8pm to 8am",
      employeeIds: [one._id, two._id],
    });
    expect(added.statusCode, added.body).toBe(200);
    const group = added.json().data;
    expect(group).toMatchObject({ name: "Night staff", description: "Works 8pm to 8am", memberCount: 2 });
    expect(ids(group.members)).toEqual([one._id, two._id].sort());

    const list = (await f.post(f.ownerA, "user/group/list", { search: "night" })).json();
    expect(list).toMatchObject({ status: 1, total: 1 });
    expect(list.list[0]).toMatchObject({ _id: group._id, memberCount: 2 });

    const edited = await f.post(f.ownerA, "user/group/edit", {
      groupId: group._id,
      name: "Night carers",
      description: "",
    });
    expect(edited.json().data).toMatchObject({ name: "Night carers", description: "", memberCount: 2 });

    const view = await f.post(f.ownerA, "user/employee/view", { employeeId: one._id });
    expect(view.json().data.groups).toEqual([{ _id: group._id, name: "Night carers" }]);

    const deleted = await f.post(f.ownerA, "user/group/delete", { groupId: group._id });
    expect(deleted.json()).toEqual({ status: 1, response: employeeMessages.groupDeleted });
    expect((await f.post(f.ownerA, "user/group/view", { groupId: group._id })).statusCode).toBe(404);
    // Its members are still employees.
    expect(
      (await f.post(f.ownerA, "user/employee/view", { employeeId: one._id })).json().data.groups,
    ).toEqual([]);
  });

  it("need a name unique in the company, whatever its case; another company may use it", async () => {
    await f.addGroup(f.ownerA, "Senior carers");
    const again = await f.post(f.ownerA, "user/group/add", { name: "senior CARERS" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 0, response: employeeMessages.groupNameTaken });
    const other = await f.addGroup(f.ownerA, "Kitchen");
    const rename = await f.post(f.ownerA, "user/group/edit", { groupId: other._id, name: "Senior Carers" });
    expect(rename.statusCode).toBe(409);
    expect((await f.addGroup(f.ownerB, "Senior carers")).name).toBe("Senior carers");
    const blank = await f.post(f.ownerA, "user/group/add", { name: "  " });
    expect(blank.json().response).toBe(employeeMessages.groupNameRequired);
  });

  it("take members in and out, once each; a deactivated employee cannot join", async () => {
    const group = await f.addGroup(f.ownerA, "Drivers");
    const one = await f.addEmployee(f.ownerA);
    const two = await f.addEmployee(f.ownerA);
    const joined = await f.post(f.ownerA, "user/group/members/add", {
      groupId: group._id,
      employeeIds: [one._id],
    });
    expect(joined.json()).toMatchObject({ status: 1, response: employeeMessages.membersAdded });
    const both = await f.post(f.ownerA, "user/group/members/add", {
      groupId: group._id,
      employeeIds: [one._id, two._id],
    });
    expect(both.json().data.memberCount).toBe(2);
    const out = await f.post(f.ownerA, "user/group/members/remove", {
      groupId: group._id,
      employeeIds: [one._id],
    });
    expect(ids(out.json().data.members)).toEqual([two._id]);

    await f.post(f.ownerA, "user/employee/deactivate", { employeeId: one._id });
    const refused = await f.post(f.ownerA, "user/group/members/add", {
      groupId: group._id,
      employeeIds: [one._id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().response).toBe(employeeMessages.employeeIsDeactivated);
    // A member who is deactivated stays in the group, shown as such.
    await f.post(f.ownerA, "user/employee/deactivate", { employeeId: two._id });
    const view = await f.post(f.ownerA, "user/group/view", { groupId: group._id });
    expect(view.json().data.members).toMatchObject([{ _id: two._id, deactivated: true }]);
    const none = await f.post(f.ownerA, "user/group/members/add", { groupId: group._id, employeeIds: [] });
    expect(none.json().response).toBe(employeeMessages.selectEmployees);
  });

  it("of another company, and its employees, answer 404 and nothing changes", async () => {
    const theirs = await f.addGroup(f.ownerB, "Their nights");
    const theirEmployee = await f.addEmployee(f.ownerB);
    const mine = await f.addGroup(f.ownerA, "My nights");
    const calls: [string, object][] = [
      ["user/group/view", { groupId: theirs._id }],
      ["user/group/edit", { groupId: theirs._id, name: "Taken over" }],
      ["user/group/delete", { groupId: theirs._id }],
      ["user/group/members/add", { groupId: theirs._id, employeeIds: [theirEmployee._id] }],
      ["user/group/members/remove", { groupId: theirs._id, employeeIds: [theirEmployee._id] }],
      ["user/group/members/add", { groupId: mine._id, employeeIds: [theirEmployee._id] }],
      ["user/group/add", { name: "Mixed", employeeIds: [theirEmployee._id] }],
    ];
    for (const [url, payload] of calls) {
      const reply = await f.post(f.ownerA, url, payload);
      expect(reply.statusCode, `${url} ${reply.body}`).toBe(404);
    }
    const view = await f.post(f.ownerB, "user/group/view", { groupId: theirs._id });
    expect(view.json().data).toMatchObject({ name: "Their nights", memberCount: 0 });
    expect((await f.post(f.ownerA, "user/group/view", { groupId: mine._id })).json().data.memberCount).toBe(
      0,
    );
    expect((await f.post(f.ownerA, "user/group/list", { search: "Mixed" })).json().total).toBe(0);
  });

  it("are read with Employees, Manage employee or Manage groups, changed with the last two", async () => {
    const reader = await f.staff([permissions.employees]);
    const grouper = await f.staff([permissions.manageGroups]);
    const nobody = await f.staff([permissions.users]);
    expect((await f.post(reader, "user/group/list")).statusCode).toBe(200);
    expect((await f.post(reader, "user/group/add", { name: "Readers" })).statusCode).toBe(403);
    expect((await f.post(grouper, "user/group/add", { name: "Groupers" })).statusCode).toBe(200);
    expect((await f.post(nobody, "user/group/list")).statusCode).toBe(403);
  });
});

describe("joiners", () => {
  it("get the group's policies however they join: added, edited, taken into the group, restored", async () => {
    const policy = await f.post(f.ownerA, "user/employee/policy/create", {
      name: "Moving and handling",
      content: "<p>Use the hoist.</p>",
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const policyId = policy.json().data._id as string;
    const group = await f.addGroup(f.ownerA, "Hoist users");
    const assigned = await f.post(f.ownerA, "user/group/policy/assign", {
      selectedDocuments: [policyId],
      dueDate: addDays(ukToday(), 60),
      groupId: group._id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const assignedTo = async () =>
      (
        await f.db
          .select({ userId: policyAssignments.userId })
          .from(policyAssignments)
          .where(ofCompany(policyAssignments, f.a.company.id, eq(policyAssignments.policyId, policyId)))
      )
        .map((row) => row.userId)
        .sort();

    const added = await f.addEmployee(f.ownerA, { groupIds: [group._id] });
    const edited = await f.addEmployee(f.ownerA);
    await f.post(f.ownerA, "user/employee/edit", {
      employeeId: edited._id,
      firstname: "Ed",
      lastname: "Ited",
      email: edited.email,
      groupIds: [group._id],
    });
    const taken = await f.addEmployee(f.ownerA);
    await f.post(f.ownerA, "user/group/members/add", { groupId: group._id, employeeIds: [taken._id] });
    expect(await assignedTo()).toEqual([added._id, edited._id, taken._id].sort());

    // Deactivated while in the group, then restored: the policies come with them.
    const away = await f.addEmployee(f.ownerA);
    await f.post(f.ownerA, "user/group/members/add", { groupId: group._id, employeeIds: [away._id] });
    await f.db
      .delete(policyAssignments)
      .where(ofCompany(policyAssignments, f.a.company.id, eq(policyAssignments.userId, away._id)));
    await f.post(f.ownerA, "user/employee/deactivate", { employeeId: away._id });
    await f.post(f.ownerA, "user/employee/restore", { employeeId: away._id });
    expect(await assignedTo()).toContain(away._id);
  });
});
