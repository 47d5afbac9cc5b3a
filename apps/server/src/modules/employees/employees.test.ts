import { employeeMessages, messages, permissions } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { bearer, companyHost, signIn } from "../../testing/session";
import { type EmployeesFixture, employeesFixture, invitationIn } from "./test-support";

let t: TestApp;
let f: EmployeesFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await employeesFixture(t, "staff");
});
afterAll(() => t.close());

const employeePassword = "Employee-pass-1";

describe("adding an employee", () => {
  it("with an invitation: mailed a single-use link to register on the company's own site", async () => {
    const reply = await f.post(f.ownerA, "user/employee/add", {
      firstname: "Priya",
      lastname: "Shah",
      email: "Priya.Shah@Example.test",
      jobRole: "Senior carer",
      startDate: "01/09/2025",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.response).toBe(employeeMessages.employeeAdded);
    expect(body.data).toMatchObject({
      firstname: "Priya",
      lastname: "Shah",
      email: "priya.shah@example.test",
      jobRole: "Senior carer",
      startDate: "2025-09-01",
      groups: [],
      registration: "invited",
      deactivatedAt: null,
    });
    const days = (Date.parse(body.data.invitationExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const { link } = await invitationIn(t.dataDir, "priya.shah@example.test");
    expect(link).toMatch(/^http:\/\/astaff\.localhost:3000\/employee\/register\?token=/);
    // Not registered yet: no password works.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { host: companyHost("astaff") },
      payload: { email: "priya.shah@example.test", password: "" },
    });
    expect(login.statusCode).toBe(400);
  });

  it("set up by the manager: registered at once and able to sign in on the company's site", async () => {
    const added = await f.addEmployee(f.ownerA, { email: "jo.set@example.test" });
    expect(added.registration).toBe("registered");
    const session = await signIn(t.app, "jo.set@example.test", {
      host: companyHost("astaff"),
      password: employeePassword,
    });
    expect(session.userId).toBe(added._id);
  });

  it("refuses a duplicate address within the company, in any case, with a clear message", async () => {
    await f.addEmployee(f.ownerA, { email: "twice@example.test" });
    const again = await f.post(f.ownerA, "user/employee/add", {
      firstname: "Other",
      lastname: "Person",
      email: "TWICE@example.test",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 0, response: employeeMessages.emailInUse });
  });

  it("allows the address of another company's employee, and of an owner", async () => {
    await f.addEmployee(f.ownerA, { email: "shared@example.test" });
    expect((await f.addEmployee(f.ownerB, { email: "shared@example.test" })).email).toBe(
      "shared@example.test",
    );
    expect((await f.addEmployee(f.ownerA, { email: f.b.owner.email })).email).toBe(
      f.b.owner.email.toLowerCase(),
    );
  });

  it("checks the fields: names, email, start date, and a password when the manager sets one up", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: "", lastname: "Lee", email: "a@example.test" }, messages.allFieldsRequired],
      [{ firstname: "Al", lastname: "Lee", email: "not-an-email" }, messages.validEmailRequired],
      [
        { firstname: "Al", lastname: "Lee", email: "a@example.test", startDate: "31/02/2024" },
        employeeMessages.startDateInvalid,
      ],
      [
        { firstname: "Al", lastname: "Lee", email: "a@example.test", setup: "password" },
        employeeMessages.passwordNeeded,
      ],
      [
        {
          firstname: "Al",
          lastname: "Lee",
          email: "a@example.test",
          setup: "password",
          password: employeePassword,
          confirmpassword: "Something-else-1",
        },
        messages.passwordsMustMatch,
      ],
    ];
    for (const [payload, message] of cases) {
      const reply = await f.post(f.ownerA, "user/employee/add", payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().response).toBe(message);
    }
  });

  it("puts the employee in the groups named, and answers 404 for a group of another company", async () => {
    const nights = await f.addGroup(f.ownerA, "Nights");
    const added = await f.addEmployee(f.ownerA, { groupIds: [nights._id] });
    expect((added as unknown as { groups: unknown[] }).groups).toEqual([{ _id: nights._id, name: "Nights" }]);
    const theirs = await f.addGroup(f.ownerB, "Their group");
    const refused = await f.post(f.ownerA, "user/employee/add", {
      firstname: "Al",
      lastname: "Lee",
      email: "groupless@example.test",
      groupIds: [theirs._id],
    });
    expect(refused.statusCode).toBe(404);
    const list = await f.post(f.ownerA, "user/employee/list", { search: "groupless" });
    expect(list.json().total).toBe(0);
  });
});

describe("the employee list", () => {
  let g: EmployeesFixture;
  beforeAll(async () => {
    g = await employeesFixture(t, "list");
    for (let i = 0; i < 27; i += 1)
      await g.addEmployee(g.ownerA, { setup: "invite", jobRole: i === 0 ? "Night nurse" : "Carer" });
  });

  it("is 25 a page by default, with the total, in name order", async () => {
    const first = (await g.post(g.ownerA, "user/employee/list")).json();
    expect(first.list).toHaveLength(25);
    expect(first.total).toBe(27);
    const second = (await g.post(g.ownerA, "user/employee/list", { skip: 25 })).json();
    expect(second.list).toHaveLength(2);
    const names = [...first.list, ...second.list].map((e: { lastname: string }) => e.lastname.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("is searched by name, email and job role", async () => {
    const byRole = (await g.post(g.ownerA, "user/employee/list", { search: "night" })).json();
    expect(byRole.total).toBe(1);
    const byName = (await g.post(g.ownerA, "user/employee/list", { search: "Sam Carer1" })).json();
    expect(byName.total).toBeGreaterThanOrEqual(1);
  });

  it("is filtered by group", async () => {
    const [one, two] = (await g.post(g.ownerA, "user/employee/list", { limit: 2 })).json().list;
    const group = await g.addGroup(g.ownerA, "Seniors", [one._id, two._id]);
    const members = (await g.post(g.ownerA, "user/employee/list", { groupId: group._id })).json();
    expect(members.total).toBe(2);
    expect(members.list[0].groups).toEqual([{ _id: group._id, name: "Seniors" }]);
    const theirs = await g.addGroup(g.ownerB, "Theirs");
    expect((await g.post(g.ownerA, "user/employee/list", { groupId: theirs._id })).statusCode).toBe(404);
  });

  it("never shows another company's employees", async () => {
    expect((await g.post(g.ownerB, "user/employee/list")).json().total).toBe(0);
  });
});

describe("viewing and editing", () => {
  it("answers the employee with their groups, and changes details and groups", async () => {
    const days = await f.addGroup(f.ownerA, "Days");
    const weekends = await f.addGroup(f.ownerA, "Weekends");
    const added = await f.addEmployee(f.ownerA, { groupIds: [days._id] });
    const view = await f.post(f.ownerA, "user/employee/view", { employeeId: added._id });
    expect(view.json().data.groups).toEqual([{ _id: days._id, name: "Days" }]);
    const edited = await f.post(f.ownerA, "user/employee/edit", {
      employeeId: added._id,
      firstname: "Samira",
      lastname: "Khan",
      email: "samira.khan@example.test",
      jobRole: "Team leader",
      startDate: "2024-04-01",
      groupIds: [weekends._id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      firstname: "Samira",
      email: "samira.khan@example.test",
      jobRole: "Team leader",
      startDate: "2024-04-01",
      groups: [{ _id: weekends._id, name: "Weekends" }],
    });
  });

  it("refuses an address another employee of the company has", async () => {
    const first = await f.addEmployee(f.ownerA);
    const second = await f.addEmployee(f.ownerA);
    const reply = await f.post(f.ownerA, "user/employee/edit", {
      employeeId: second._id,
      firstname: "Sam",
      lastname: "Carer",
      email: first.email,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().response).toBe(employeeMessages.emailInUse);
  });
});

describe("deactivating", () => {
  it("signs the employee out, refuses their sign-in, lists them as deleted, and restores them", async () => {
    const added = await f.addEmployee(f.ownerA, { email: "leaver@example.test" });
    const host = companyHost("astaff");
    const { authToken } = await signIn(t.app, "leaver@example.test", { host, password: employeePassword });
    const off = await f.post(f.ownerA, "user/employee/deactivate", { employeeId: added._id });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.deactivatedAt).not.toBeNull();
    const details = await t.app.inject({
      method: "POST",
      url: "/api/user/details",
      headers: bearer(authToken, host),
    });
    expect(details.statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { host },
      payload: { email: "leaver@example.test", password: employeePassword },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().response).toBe(employeeMessages.accountDeactivated);
    const active = (await f.post(f.ownerA, "user/employee/list", { search: "leaver" })).json();
    const deleted = (
      await f.post(f.ownerA, "user/employee/list", { search: "leaver", deleted: true })
    ).json();
    expect([active.total, deleted.total]).toEqual([0, 1]);
    const twice = await f.post(f.ownerA, "user/employee/deactivate", { employeeId: added._id });
    expect(twice.statusCode).toBe(409);
    const edit = await f.post(f.ownerA, "user/employee/edit", {
      employeeId: added._id,
      firstname: "A",
      lastname: "B",
      email: "leaver@example.test",
    });
    expect(edit.json().response).toBe(employeeMessages.employeeIsDeactivated);

    const back = await f.post(f.ownerA, "user/employee/restore", { employeeId: added._id });
    expect(back.json()).toMatchObject({ status: 1, response: employeeMessages.employeeRestored });
    expect(back.json().data.deactivatedAt).toBeNull();
    await signIn(t.app, "leaver@example.test", { host, password: employeePassword });
    const again = await f.post(f.ownerA, "user/employee/restore", { employeeId: added._id });
    expect(again.json().response).toBe(employeeMessages.employeeNotDeactivated);
  });
});

describe("another company's employees", () => {
  it("answer 404 to every call that names one, and nothing changes", async () => {
    const theirs = await f.addEmployee(f.ownerB, { email: "theirs@example.test" });
    for (const url of [
      "user/employee/view",
      "user/employee/deactivate",
      "user/employee/restore",
      "user/employee/invite",
    ]) {
      const reply = await f.post(f.ownerA, url, { employeeId: theirs._id });
      expect(reply.statusCode, url).toBe(404);
    }
    const edit = await f.post(f.ownerA, "user/employee/edit", {
      employeeId: theirs._id,
      firstname: "X",
      lastname: "Y",
      email: "x@example.test",
    });
    expect(edit.statusCode).toBe(404);
    const view = await f.post(f.ownerB, "user/employee/view", { employeeId: theirs._id });
    expect(view.json().data).toMatchObject({ email: "theirs@example.test", deactivatedAt: null });
    expect((await f.post(f.ownerA, "user/employee/view", { employeeId: "not-an-id" })).statusCode).toBe(404);
    // A staff user or owner is not an employee.
    expect((await f.post(f.ownerA, "user/employee/view", { employeeId: f.a.owner.id })).statusCode).toBe(404);
  });
});

describe("who may", () => {
  it("read with Employees or Manage employee, and change only with Manage employee", async () => {
    const reader = await f.staff([permissions.employees]);
    const manager = await f.staff([permissions.manageEmployees]);
    const nobody = await f.staff([permissions.documents]);
    expect((await f.post(reader, "user/employee/list")).statusCode).toBe(200);
    expect(
      (await f.post(reader, "user/employee/add", { firstname: "A", lastname: "B", email: "r@example.test" }))
        .statusCode,
    ).toBe(403);
    expect((await f.post(nobody, "user/employee/list")).statusCode).toBe(403);
    const added = await f.post(manager, "user/employee/add", {
      firstname: "A",
      lastname: "B",
      email: "m@example.test",
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await f.post(manager, "user/employee/list")).statusCode).toBe(200);
  });
});

describe("resending the invitation", () => {
  it("mails a new link, and the earlier one stops working", async () => {
    const added = await f.addEmployee(f.ownerA, { setup: "invite", email: "resend@example.test" });
    const first = await invitationIn(t.dataDir, "resend@example.test");
    const again = await f.post(f.ownerA, "user/employee/invite", { employeeId: added._id });
    expect(again.json()).toMatchObject({ status: 1, response: employeeMessages.invitationSent });
    const second = await invitationIn(t.dataDir, "resend@example.test");
    expect(second.token).not.toBe(first.token);
    const host = { host: companyHost("astaff") };
    const old = await t.app.inject({
      method: "POST",
      url: "/api/employee/invitation",
      headers: host,
      payload: { token: first.token },
    });
    expect(old.statusCode).toBe(404);
    expect(old.json().response).toBe(employeeMessages.invitationInvalid);
    const current = await t.app.inject({
      method: "POST",
      url: "/api/employee/invitation",
      headers: host,
      payload: { token: second.token },
    });
    expect(current.statusCode).toBe(200);
  });

  it("is refused for an employee who has registered", async () => {
    const added = await f.addEmployee(f.ownerA);
    const reply = await f.post(f.ownerA, "user/employee/invite", { employeeId: added._id });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().response).toBe(employeeMessages.alreadyRegistered);
  });
});
