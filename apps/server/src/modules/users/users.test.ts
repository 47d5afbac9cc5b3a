import { messages, permissions, routes, usersMessages } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createUser } from "../../testing/factories";
import { bearer, companyHost, signIn } from "../../testing/session";
import { oneTimeCodes } from "../accounts/tables";
import { staffPassword, type UsersFixture, userInvitationIn, usersFixture } from "./test-support";

let t: TestApp;
let f: UsersFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await usersFixture(t, "users");
});
afterAll(() => t.close());

/** The calls of this module that need Manage users (the spec's /users/details… calls are the profile's). */
const userCalls = Object.values(routes).filter(
  (definition) =>
    typeof definition.access === "object" &&
    "permission" in definition.access &&
    definition.access.permission === permissions.manageUsers,
);

describe("adding a user", () => {
  it("stores them without a password and mails a set-password link for the company's own site", async () => {
    const reply = await f.post(f.ownerA, "users/add", {
      firstname: "Dana",
      lastname: "Deputy",
      email: "Dana.Deputy@Example.test",
      phone: "07700 900123",
      permission: [permissions.documents, permissions.addDocument],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().response).toBe(usersMessages.userAdded);
    expect(reply.json().data).toMatchObject({
      firstname: "Dana",
      email: "dana.deputy@example.test",
      phone: "07700900123",
      role: "user",
      permission: [permissions.documents, permissions.addDocument],
      registration: "invited",
      deactivatedAt: null,
      invitedBy: "Alex Morgan",
    });
    const { link } = await userInvitationIn(t.dataDir, "dana.deputy@example.test");
    expect(link).toMatch(/^http:\/\/ausers\.localhost:3000\/set-password\?token=/);
    // The code is kept only as a hash.
    const [code] = await f.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.email, "dana.deputy@example.test"));
    expect(code?.purpose).toBe("invite");
    expect(link).not.toContain(code?.secretHash ?? "none");
  });

  it("refuses an address an owner or staff user already has, anywhere", async () => {
    const reply = await f.post(f.ownerA, "users/add", {
      firstname: "Other",
      lastname: "Person",
      email: f.b.owner.email.toUpperCase(),
      permission: [],
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ status: 0, response: usersMessages.emailInUse });
  });

  it("refuses a permission that is not on the list", async () => {
    const reply = await f.post(f.ownerA, "users/add", {
      firstname: "Al",
      lastname: "Lee",
      email: "al.lee@example.test",
      permission: ["Everything"],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(usersMessages.unknownPermission);
  });
});

describe("the set-password invitation", () => {
  it("greets the user, sets the password, signs them in, and works once", async () => {
    const added = await f.addUser(f.ownerA, { email: "set.once@example.test" });
    const { token } = await userInvitationIn(t.dataDir, added.email);
    const host = { host: companyHost("ausers") };
    const check = await t.app.inject({
      method: "POST",
      url: "/api/users/invitation",
      headers: host,
      payload: { token },
    });
    expect(check.json().response).toMatchObject({ email: added.email, companyName: f.a.company.name });
    // Not on another company's site.
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/users/invitation",
      headers: { host: companyHost("busers") },
      payload: { token },
    });
    expect(elsewhere.statusCode).toBe(404);

    const authToken = await f.acceptInvitation(added.email);
    const me = await t.app.inject({ method: "POST", url: "/api/user/details", headers: bearer(authToken) });
    expect(me.json().response.email).toBe(added.email);
    const session = await signIn(t.app, added.email, {
      host: companyHost("ausers"),
      password: staffPassword,
    });
    expect(session.userId).toBe(added._id);

    const again = await t.app.inject({
      method: "POST",
      url: "/api/users/set-password",
      headers: host,
      payload: { token, password: "Another-pass-1", confirmpassword: "Another-pass-1" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().response).toBe(usersMessages.invitationUsed);
    const view = await f.post(f.ownerA, "users/view", { systemUserId: added._id });
    expect(view.json().data.registration).toBe("active");
  });

  it("sent again, replaces the earlier link; an expired link says so", async () => {
    const added = await f.addUser(f.ownerA, { email: "resent@example.test" });
    const first = await userInvitationIn(t.dataDir, added.email);
    const resent = await f.post(f.ownerA, "users/invite", { systemUserId: added._id });
    expect(resent.json().response).toBe(usersMessages.invitationSent);
    const second = await userInvitationIn(t.dataDir, added.email);
    expect(second.token).not.toBe(first.token);
    const check = (token: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/users/invitation",
        headers: { host: companyHost("ausers") },
        payload: { token },
      });
    expect((await check(first.token)).statusCode).toBe(404);
    await f.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeCodes.email, added.email));
    const expired = await check(second.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().response).toBe(usersMessages.invitationExpired);
    expect((await f.post(f.ownerA, "users/view", { systemUserId: added._id })).json().data.registration).toBe(
      "expired",
    );
  });

  it("is not sent again to someone who already has a password", async () => {
    const { user } = await f.staff([]);
    const reply = await f.post(f.ownerA, "users/invite", { systemUserId: user.id });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().response).toBe(usersMessages.alreadySetPassword);
  });
});

describe("listing", () => {
  it("shows owners and staff users, not employees, 25 a page by default, searched by name or email", async () => {
    await createUser(f.db, { companyId: f.a.company.id, role: "employee", firstname: "Evie" });
    await f.addUser(f.ownerA, { firstname: "Searchable", lastname: "Person" });
    const all = (await f.post(f.ownerA, "users/list")).json();
    expect(all.list.every((user: { role: string }) => ["company", "user"].includes(user.role))).toBe(true);
    expect(all.list.some((user: { _id: string }) => user._id === f.a.owner.id)).toBe(true);
    expect(all.total).toBe(all.list.length);
    const found = (await f.post(f.ownerA, "users/list", { search: "searchable pers" })).json();
    expect(found.list.map((user: { firstname: string }) => user.firstname)).toEqual(["Searchable"]);
    const paged = (await f.post(f.ownerA, "users/list", { limit: 1, skip: 1 })).json();
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBe(all.total);
  });
});

describe("permission changes", () => {
  it("apply from the user's next request, not their next sign-in", async () => {
    const manager = await f.staff([permissions.manageUsers, permissions.documents]);
    expect((await f.post(manager.token, "users/list")).statusCode).toBe(200);
    const edited = await f.post(f.ownerA, "users/edit", {
      systemUserId: manager.user.id,
      firstname: "Morgan",
      lastname: "Manager",
      email: manager.user.email,
      permission: [permissions.documents],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.permission).toEqual([permissions.documents]);
    expect((await f.post(manager.token, "users/list")).statusCode).toBe(403);
  });
});

describe("deactivating", () => {
  it("refuses the user's token at once, refuses their sign-in, and is undone by restoring", async () => {
    const added = await f.addUser(f.ownerA, { permission: [permissions.documents] });
    const token = await f.acceptInvitation(added.email);
    const details = () => t.app.inject({ method: "POST", url: "/api/user/details", headers: bearer(token) });
    expect((await details()).statusCode).toBe(200);

    const reply = await f.post(f.ownerA, "users/deactivate", { systemUserId: added._id });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.deactivatedAt).not.toBeNull();
    expect((await details()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { host: companyHost("ausers") },
      payload: { email: added.email, password: staffPassword },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().response).toBe(usersMessages.accountDeactivated);

    const deleted = (await f.post(f.ownerA, "users/list", { deleted: true })).json();
    expect(deleted.list.map((user: { _id: string }) => user._id)).toContain(added._id);
    const active = (await f.post(f.ownerA, "users/list")).json();
    expect(active.list.map((user: { _id: string }) => user._id)).not.toContain(added._id);
    const edit = await f.post(f.ownerA, "users/edit", {
      systemUserId: added._id,
      firstname: "X",
      lastname: "Y",
      email: added.email,
      permission: [],
    });
    expect(edit.json().response).toBe(usersMessages.userIsDeactivated);

    const restored = await f.post(f.ownerA, "users/restore", { systemUserId: added._id });
    expect(restored.json()).toMatchObject({
      response: usersMessages.userRestored,
      data: { deactivatedAt: null },
    });
    expect((await details()).statusCode).toBe(401); // the old session ended for good
    const again = await signIn(t.app, added.email, { host: companyHost("ausers"), password: staffPassword });
    expect(again.userId).toBe(added._id);
  });
});

describe("the owner rules", () => {
  it("keep the last owner: the only owner cannot deactivate or demote themselves", async () => {
    const base = {
      systemUserId: f.a.owner.id,
      firstname: "Alex",
      lastname: "Morgan",
      email: f.a.owner.email,
    };
    const demote = await f.post(f.ownerA, "users/edit", { ...base, role: "user", permission: [] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().response).toBe(usersMessages.lastOwner);
    const deactivate = await f.post(f.ownerA, "users/deactivate", { systemUserId: f.a.owner.id });
    expect(deactivate.json().response).toBe(usersMessages.lastOwner);
    // Renaming yourself is fine.
    const renamed = await f.post(f.ownerA, "users/edit", { ...base, firstname: "Alexandra", permission: [] });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("with a second owner: nobody removes their own rights, and an owner may remove another owner", async () => {
    const second = await f.addUser(f.ownerA, { role: "company", permission: [permissions.documents] });
    expect(second).toMatchObject({ permission: [] });
    const secondToken = await f.acceptInvitation(second.email);
    const self = await f.post(secondToken, "users/deactivate", { systemUserId: second._id });
    expect(self.statusCode).toBe(403);
    expect(self.json().response).toBe(usersMessages.ownRights);
    const other = await f.post(secondToken, "users/edit", {
      systemUserId: f.a.owner.id,
      firstname: "Alex",
      lastname: "Morgan",
      email: f.a.owner.email,
      role: "user",
      permission: [permissions.dashboard],
    });
    expect(other.statusCode, other.body).toBe(200);
    // The first owner is now staff; the second is the last owner and cannot leave.
    const last = await f.post(secondToken, "users/edit", {
      systemUserId: second._id,
      firstname: "Robin",
      lastname: "Owner",
      email: second.email,
      role: "user",
      permission: [],
    });
    expect(last.json().response).toBe(usersMessages.lastOwner);
    // Put things back for the other tests.
    const back = await f.post(secondToken, "users/edit", {
      systemUserId: f.a.owner.id,
      firstname: "Alex",
      lastname: "Morgan",
      email: f.a.owner.email,
      role: "company",
      permission: [],
    });
    expect(back.statusCode).toBe(200);
  });
});

describe("a staff user with Manage users", () => {
  it("gives and takes away only what they hold, and never touches an owner", async () => {
    const manager = await f.staff([permissions.manageUsers, permissions.documents]);
    const ok = await f.addUser(manager.token, { permission: [permissions.documents] });
    expect(ok.permission).toEqual([permissions.documents]);
    const more = await f.post(manager.token, "users/add", {
      firstname: "Too",
      lastname: "Much",
      email: "too.much@example.test",
      permission: [permissions.subscriptions],
    });
    expect(more.statusCode).toBe(403);
    expect(more.json().response).toBe(usersMessages.cannotGrant);

    const { user: billing } = await f.staff([permissions.subscriptions]);
    const takeAway = await f.post(manager.token, "users/edit", {
      systemUserId: billing.id,
      firstname: "B",
      lastname: "Clerk",
      email: billing.email,
      permission: [],
    });
    expect(takeAway.json().response).toBe(usersMessages.cannotGrant);

    const owner = await f.post(manager.token, "users/deactivate", { systemUserId: f.a.owner.id });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().response).toBe(usersMessages.ownerOnly);
    const makeOwner = await f.post(manager.token, "users/add", {
      firstname: "New",
      lastname: "Owner",
      email: "new.owner@example.test",
      role: "company",
      permission: [],
    });
    expect(makeOwner.json().response).toBe(usersMessages.ownerOnly);
    const ownRights = await f.post(manager.token, "users/edit", {
      systemUserId: manager.user.id,
      firstname: "M",
      lastname: "M",
      email: manager.user.email,
      permission: [permissions.manageUsers],
    });
    expect(ownRights.json().response).toBe(usersMessages.ownRights);
  });
});

describe("who may call", () => {
  it("covers every user call", () => {
    expect(userCalls.length).toBeGreaterThanOrEqual(10);
  });

  it("answers 403 to a staff user without Manage users on every user call, even with Users", async () => {
    const { token } = await f.staff(Object.values(permissions).filter((p) => p !== permissions.manageUsers));
    for (const definition of userCalls) {
      const reply = await t.app.inject({
        method: definition.method,
        url: `/api${definition.path}`,
        headers: bearer(token),
        payload: {},
      });
      expect(reply.statusCode, definition.path).toBe(403);
      expect(reply.json().response).toBe(messages.notAllowed);
    }
  });

  it("answers 404 to another company's user on every call that names one", async () => {
    const added = await f.addUser(f.ownerA);
    for (const path of ["view", "deactivate", "restore", "invite"]) {
      const reply = await f.post(f.ownerB, `users/${path}`, { systemUserId: added._id });
      expect(reply.statusCode, path).toBe(404);
    }
    const edit = await f.post(f.ownerB, "users/edit", {
      systemUserId: added._id,
      firstname: "X",
      lastname: "Y",
      email: "x.y@example.test",
      permission: [],
    });
    expect(edit.statusCode).toBe(404);
    const activity = await f.post(f.ownerB, "users/activity", { actorUserId: f.a.owner.id });
    expect(activity.statusCode).toBe(404);
    // An employee is not a system user either.
    const employee = await createUser(f.db, { companyId: f.a.company.id, role: "employee" });
    expect((await f.post(f.ownerA, "users/view", { systemUserId: employee.id })).statusCode).toBe(404);
  });
});
