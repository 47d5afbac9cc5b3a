import { auditActionDescriptions, permissions, type SystemUser } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  actionChoices,
  lockedPermissions,
  managerOf,
  recordLink,
  requestOf,
  userActionsFor,
} from "./user-rules";

const user = (change: Partial<SystemUser> = {}): SystemUser => ({
  _id: "u1",
  firstname: "Dana",
  lastname: "Deputy",
  email: "dana@example.test",
  phone: "",
  role: "user",
  permission: [],
  registration: "active",
  invitationExpiresAt: null,
  lastSignInAt: null,
  deactivatedAt: null,
  invitedBy: "",
  createdAt: "2025-01-01T00:00:00.000Z",
  ...change,
});

describe("who manages users", () => {
  it("is the owner, or a staff user with Manage users", () => {
    expect(managerOf({ userId: "o", userRole: "company" })?.role).toBe("company");
    expect(
      managerOf({ userId: "s", userRole: "user", user_permission: [permissions.manageUsers] })?.role,
    ).toBe("user");
    expect(
      managerOf({ userId: "s", userRole: "user", user_permission: [permissions.users] }),
    ).toBeUndefined();
    expect(managerOf({ userId: "e", userRole: "employee" })).toBeUndefined();
  });

  it("locks for a staff manager the permissions they do not hold", () => {
    const manager = {
      userId: "m",
      role: "user" as const,
      permissions: [permissions.manageUsers, permissions.documents],
    };
    const locked = lockedPermissions(manager);
    expect(locked.has(permissions.documents)).toBe(false);
    expect(locked.has(permissions.subscriptions)).toBe(true);
    expect(lockedPermissions({ ...manager, role: "company" }).size).toBe(0);
  });

  it("offers only what the server allows: no owner to a staff manager, no deactivating oneself", () => {
    const owner = { userId: "o", role: "company" as const, permissions: [] };
    const staff = { userId: "m", role: "user" as const, permissions: [permissions.manageUsers] };
    expect(userActionsFor(owner, user())).toEqual({
      edit: true,
      invite: false,
      deactivate: true,
      restore: false,
    });
    expect(userActionsFor(owner, user({ _id: "o", role: "company" })).deactivate).toBe(false);
    expect(userActionsFor(staff, user({ role: "company" }))).toEqual({
      edit: false,
      invite: false,
      deactivate: false,
      restore: false,
    });
    expect(userActionsFor(owner, user({ registration: "expired" })).invite).toBe(true);
    expect(userActionsFor(owner, user({ deactivatedAt: "2025-02-01T00:00:00.000Z" })).restore).toBe(true);
  });

  it("sends no permissions with an owner", () => {
    const values = { firstname: "A", lastname: "B", email: "a@b.test", phone: "", permission: ["Documents"] };
    expect(requestOf({ ...values, role: "company" }).permission).toEqual([]);
    expect(requestOf({ ...values, role: "user" }).permission).toEqual(["Documents"]);
  });
});

describe("the activity log", () => {
  it("links a record to its page when it has one and still exists", () => {
    const item = {
      action: "document.saved",
      recordType: "document",
      recordId: "d1",
      recordName: "Fire safety",
    };
    expect(recordLink(item)?.to).toBe("/company/documents/editor?fileId=d1");
    expect(recordLink({ ...item, recordName: "" })).toBeUndefined();
    expect(recordLink({ ...item, recordType: "employee" })).toEqual({
      to: "/company/employee/view",
      state: { id: "d1" },
    });
    expect(recordLink({ ...item, recordType: "user", action: "user.added" })?.to).toBe("/company/users/view");
    // A sign-in names the person who signed in, who may be an employee: no link.
    expect(recordLink({ ...item, recordType: "user", action: "user.login" })).toBeUndefined();
    expect(recordLink({ ...item, recordType: "company_profile" })).toBeUndefined();
  });

  it("groups the action filter by family, each led by Any …", () => {
    const groups = actionChoices(auditActionDescriptions);
    const documents = groups.find((group) => group.group === "Documents");
    expect(documents?.items[0]).toEqual({ value: "library.", label: "Any library action" });
    expect(documents?.items.some((item) => item.value === "document.saved")).toBe(true);
    const values = groups.flatMap((group) => group.items.map((item) => item.value));
    expect(new Set(values).size).toBe(values.length);
    expect(values.some((value) => value.startsWith("admin.second-factor"))).toBe(false);
  });
});
