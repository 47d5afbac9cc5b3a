import { describe, expect, it } from "vitest";
import { categoriesSeenBy } from "./notification-audience";
import { permissions } from "./permissions";
import { notificationCategories } from "./updates";

describe("categoriesSeenBy", () => {
  it("gives the owner every category and an employee none", () => {
    expect(categoriesSeenBy("company", [])).toEqual([...notificationCategories]);
    expect(categoriesSeenBy("employee", [permissions.documents])).toEqual([]);
  });

  it("gives a staff user the categories their permissions open, and General", () => {
    expect(categoriesSeenBy("user", [])).toEqual(["General"]);
    expect(categoriesSeenBy("user", [permissions.subscriptions])).toEqual(["Subscription", "General"]);
    expect(categoriesSeenBy("user", [permissions.manageUsers])).toEqual([
      "Document update",
      "New document",
      "Restore",
      "Staff policies",
      "Export",
      "General",
    ]);
  });
});
