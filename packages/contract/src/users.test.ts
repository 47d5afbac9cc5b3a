import { describe, expect, it } from "vitest";
import { auditActionDescriptions, describeAuditAction } from "./activity";
import { auditActions } from "./audit";
import { permissionCatalogue, permissions } from "./permissions";
import {
  changedPermissions,
  grantablePermissions,
  mayChangePermissions,
  permissionGroups,
  type UserManager,
} from "./user-rules";
import { addUserSchema } from "./users";

describe("the permission groups of the add and edit forms", () => {
  it("show every named permission exactly once, each with a sentence", () => {
    const shown = permissionGroups.flatMap((group) => group.permissions.map((p) => p.name));
    expect([...shown].sort()).toEqual([...permissionCatalogue].sort());
    for (const group of permissionGroups) {
      for (const permission of group.permissions) expect(permission.explanation).toMatch(/^[A-Z].+\.$/);
    }
  });
});

describe("who may give or take away permissions", () => {
  const owner: UserManager = { userId: "o", role: "company", permissions: [] };
  const manager: UserManager = {
    userId: "m",
    role: "user",
    permissions: [permissions.manageUsers, permissions.documents],
  };

  it("lets an owner change any permission", () => {
    expect(mayChangePermissions(owner, [...permissionCatalogue])).toBe(true);
    expect(grantablePermissions(owner)).toEqual(permissionCatalogue);
  });

  it("lets a staff user with Manage users change only the permissions they hold", () => {
    expect(mayChangePermissions(manager, [permissions.documents])).toBe(true);
    expect(mayChangePermissions(manager, [permissions.documents, permissions.subscriptions])).toBe(false);
    expect(grantablePermissions(manager)).toEqual([permissions.documents, permissions.manageUsers]);
  });

  it("counts both what is given and what is taken away", () => {
    expect(changedPermissions(["A", "B"], ["B", "C"]).sort()).toEqual(["A", "C"]);
    expect(changedPermissions(["A"], ["A"])).toEqual([]);
  });
});

describe("the add form's fields", () => {
  const valid = { firstname: "Jo", lastname: "Lee", email: "Jo@Example.test", permission: [] };

  it("keeps only named permissions, once each, and staff users by default", () => {
    const parsed = addUserSchema.parse({
      ...valid,
      permission: [permissions.documents, permissions.documents],
    });
    expect(parsed).toMatchObject({ email: "jo@example.test", role: "user", phone: "" });
    expect(parsed.permission).toEqual([permissions.documents]);
    expect(addUserSchema.safeParse({ ...valid, permission: ["Rule the world"] }).success).toBe(false);
  });

  it("takes a phone of 10 to 12 digits, spaces allowed", () => {
    expect(addUserSchema.parse({ ...valid, phone: "01234 567 890" }).phone).toBe("01234567890");
    expect(addUserSchema.safeParse({ ...valid, phone: "123" }).success).toBe(false);
  });
});

describe("the activity descriptions", () => {
  it("describe every audit action", () => {
    const missing = auditActions.filter((action) => !auditActionDescriptions[action]);
    expect(missing).toEqual([]);
  });

  it("read the profile tabs and an unknown action in words", () => {
    expect(describeAuditAction("document.saved")).toBe("Saved a document");
    expect(describeAuditAction("profile.update-tab_3")).toBe("Changed the director details");
    expect(describeAuditAction("widget.frobbed")).toBe("Widget frobbed");
  });
});
