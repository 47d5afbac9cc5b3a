import { addDays, messages, policyMessages, ukToday } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { employeeGroupMembers } from "../employees/tables";
import { assignGroupPoliciesToMembers } from "./group-assignments";
import { groupPolicyAssignments } from "./tables";
import { type PolicyFixture, policyFixture } from "./test-fixture";

let t: TestApp;
let f: PolicyFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await policyFixture(t);
});
afterAll(() => t.close());

const today = () => ukToday();
const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

describe("assigning policies to a group", () => {
  it("reaches every active member (not deactivated ones, not others) with the due date", async () => {
    const [ann, ben, left] = [
      await f.employee(f.a.company.id),
      await f.employee(f.a.company.id),
      await f.employee(f.a.company.id, { deactivated: true }),
    ];
    const outsider = await f.employee(f.a.company.id);
    const group = await f.group(f.a.company.id, "Night staff", [ann.id, ben.id, left.id]);
    const [p1, p2] = [await f.written("Night checks"), await f.written("Handover")];
    const due = addDays(today(), 14);
    const reply = await f.send("POST", f.ownerA, "user/group/policy/assign", {
      selectedDocuments: JSON.stringify([p1._id, p2._id]),
      dueDate: shown(due),
      groupId: group.id,
    });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: policyMessages.assignedToGroup,
      data: { policyIds: expect.arrayContaining([p1._id, p2._id]), dueDate: due, assigned: 4 },
    });
    for (const member of [ann, ben]) {
      const rows = await f.assignmentsOf(f.a.company.id, member.id);
      expect(rows.map((row) => [row.policyId, row.dueDate]).sort()).toEqual(
        [
          [p1._id, due],
          [p2._id, due],
        ].sort(),
      );
      expect(rows.every((row) => row.groupAssignmentId !== null)).toBe(true);
    }
    expect(await f.assignmentsOf(f.a.company.id, left.id)).toEqual([]);
    expect(await f.assignmentsOf(f.a.company.id, outsider.id)).toEqual([]);
    const kept = await f.db
      .select()
      .from(groupPolicyAssignments)
      .where(ofCompany(groupPolicyAssignments, f.a.company.id, eq(groupPolicyAssignments.groupId, group.id)));
    expect(kept.map((row) => row.dueDays)).toEqual([14, 14]);
    const list = (
      await f.send("POST", f.ownerA, "user/employee/policy/list", { search: "Night checks" })
    ).json();
    expect(list.list[0].assigned).toBe(2);
  });

  it("refuses a due date in the past, an empty selection and a missing due date", async () => {
    const policy = await f.written("Visitors");
    const group = await f.group(f.a.company.id, "Day staff");
    const send = (payload: object) =>
      f.send("POST", f.ownerA, "user/group/policy/assign", { groupId: group.id, ...payload });
    const past = await send({ selectedDocuments: [policy._id], dueDate: shown(addDays(today(), -1)) });
    expect(past.statusCode).toBe(400);
    expect(past.json().response).toBe(policyMessages.dueDatePast);
    const empty = await send({ selectedDocuments: "", dueDate: shown(addDays(today(), 3)) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().response).toBe(policyMessages.selectPolicies);
    const noDate = await send({ selectedDocuments: [policy._id] });
    expect(noDate.json().response).toBe(policyMessages.dueDateRequired);
    const todayIsFine = await send({ selectedDocuments: [{ _id: policy._id }], dueDate: today() });
    expect(todayIsFine.json().status).toBe(1);
  });

  it("answers 404 to another company's group or policy", async () => {
    const policyA = await f.written("Complaints");
    const policyB = await f.written("Their policy", "<p>B</p>", f.ownerB);
    const groupA = await f.group(f.a.company.id, "Seniors");
    const groupB = await f.group(f.b.company.id, "Their group");
    const dueDate = addDays(today(), 5);
    const byB = await f.send("POST", f.ownerB, "user/group/policy/assign", {
      selectedDocuments: [policyB._id],
      dueDate,
      groupId: groupA.id,
    });
    expect(byB.statusCode).toBe(404);
    const mixed = await f.send("POST", f.ownerA, "user/group/policy/assign", {
      selectedDocuments: [policyA._id, policyB._id],
      dueDate,
      groupId: groupA.id,
    });
    expect(mixed.statusCode).toBe(404);
    const foreignGroup = await f.send("POST", f.ownerA, "user/group/policy/assign", {
      selectedDocuments: [policyA._id],
      dueDate,
      groupId: groupB.id,
    });
    expect(foreignGroup.statusCode).toBe(404);
  });

  it("gives joiners the group's policies, due the group's days after their start or today", async () => {
    const policy = await f.written("Moving and handling");
    const group = await f.group(f.a.company.id, "Carers");
    await f.send("POST", f.ownerA, "user/group/policy/assign", {
      selectedDocuments: [policy._id],
      dueDate: addDays(today(), 10),
      groupId: group.id,
    });
    const starting = await f.employee(f.a.company.id, { startDate: addDays(today(), 20) });
    const started = await f.employee(f.a.company.id, { startDate: addDays(today(), -100) });
    const notMember = await f.employee(f.a.company.id);
    // The employees module adds the members, then calls this in the same transaction.
    await f.db.insert(employeeGroupMembers).values(
      [starting, started].map((user) => ({
        groupId: group.id,
        userId: user.id,
        companyId: f.a.company.id,
      })),
    );
    const written = await f.db.transaction((tx) =>
      assignGroupPoliciesToMembers(tx, f.a.company.id, group.id, [starting.id, started.id, notMember.id]),
    );
    expect(written).toBe(2);
    expect((await f.assignmentsOf(f.a.company.id, starting.id))[0]?.dueDate).toBe(addDays(today(), 30));
    expect((await f.assignmentsOf(f.a.company.id, started.id))[0]?.dueDate).toBe(addDays(today(), 10));
    expect(await f.assignmentsOf(f.a.company.id, notMember.id)).toEqual([]);
    // Another company's group gives nothing.
    expect(await assignGroupPoliciesToMembers(f.db, f.b.company.id, group.id, [starting.id])).toBe(0);
  });
  it("gives the group's policies to an employee added through the employees calls", async () => {
    const policy = await f.written("Medication rounds");
    const group = await f.group(f.a.company.id, "Medication team");
    await f.send("POST", f.ownerA, "user/group/policy/assign", {
      selectedDocuments: [policy._id],
      dueDate: addDays(today(), 21),
      groupId: group.id,
    });
    const joiner = await f.employee(f.a.company.id, { startDate: addDays(today(), 7) });
    const added = await f.send("POST", f.ownerA, "user/group/members/add", {
      groupId: group.id,
      employeeIds: [joiner.id],
    });
    expect(added.statusCode).toBe(200);
    const [row] = await f.assignmentsOf(f.a.company.id, joiner.id);
    expect(row).toMatchObject({ policyId: policy._id, dueDate: addDays(today(), 28) });
  });
});

describe("assigning policies to an employee", () => {
  it("assigns to the employee named by userId, keeping an earlier due date", async () => {
    const employee = await f.employee(f.a.company.id);
    const policy = await f.written("Data protection");
    const assign = (dueDate: string) =>
      f.send("POST", f.ownerA, "employee/assign/policy", {
        selectedDocuments: [policy._id],
        dueDate,
        userId: employee.id,
      });
    const first = (await assign(addDays(today(), 7))).json();
    expect(first).toMatchObject({
      status: 1,
      response: policyMessages.assignedToEmployee,
      data: { assigned: 1 },
    });
    expect((await assign(addDays(today(), 30))).json().data.assigned).toBe(0);
    expect((await f.assignmentsOf(f.a.company.id, employee.id))[0]?.dueDate).toBe(addDays(today(), 7));
    expect((await assign(addDays(today(), 2))).json().data.assigned).toBe(1);
    const [row] = await f.assignmentsOf(f.a.company.id, employee.id);
    expect(row).toMatchObject({ dueDate: addDays(today(), 2), groupAssignmentId: null });
  });

  it("answers 404 for another company's employee, a deactivated one, or someone who is not an employee", async () => {
    const policy = await f.written("Fire drill");
    const dueDate = addDays(today(), 7);
    for (const userId of [
      (await f.employee(f.b.company.id)).id,
      (await f.employee(f.a.company.id, { deactivated: true })).id,
      f.a.owner.id,
    ]) {
      const reply = await f.send("POST", f.ownerA, "employee/assign/policy", {
        selectedDocuments: [policy._id],
        dueDate,
        userId,
      });
      expect(reply.statusCode).toBe(404);
    }
  });

  it("takes a policy off an employee; another company's ids are 404", async () => {
    const employee = await f.employee(f.a.company.id);
    const policy = await f.written("Social media");
    await f.send("POST", f.ownerA, "employee/assign/policy", {
      selectedDocuments: [policy._id],
      dueDate: addDays(today(), 7),
      userId: employee.id,
    });
    const payload = { fileId: policy._id, uId: employee.id };
    expect(
      (await f.send("POST", f.ownerB, "user/employee/policy/delete/documents", payload)).statusCode,
    ).toBe(404);
    const removed = (await f.send("POST", f.ownerA, "user/employee/policy/delete/documents", payload)).json();
    expect(removed).toMatchObject({ status: 1, response: policyMessages.assignmentRemoved });
    expect(await f.assignmentsOf(f.a.company.id, employee.id)).toEqual([]);
    const again = await f.send("POST", f.ownerA, "user/employee/policy/delete/documents", payload);
    expect(again.statusCode).toBe(404);
    expect(again.json().response).toBe(messages.notFound);
  });
});
