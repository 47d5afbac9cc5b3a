import { describe, expect, it } from "vitest";
import {
  isMenuEntryVisible,
  type MenuContext,
  type MenuKey,
  permissionCatalogue,
  permissions,
} from "./permissions";

const noPackages = { combo: false, documentManagement: false, documentUpdate: false, pro: false };
const base: MenuContext = {
  role: "company",
  permissions: [],
  activeSubscription: true,
  packages: noPackages,
  showPoliciesOnSite: false,
};
const ctx = (change: Partial<MenuContext>): MenuContext => ({ ...base, ...change });
const user = (...granted: string[]) => ctx({ role: "user", permissions: granted });

describe("the permission catalogue", () => {
  it("names every sub-admin permission of spec 000 §6, once", () => {
    for (const name of [
      "Dashboard",
      "Users",
      "Documents",
      "Can add new doc",
      "Can add folder",
      "Other files (Pdf, Power point, Word, Excel)",
      "Can delete any doc",
      "Can delete any folder",
      "Can delete any files",
      "Can delete only other files they create",
      "Can delete only doc they create",
      "Can delete folder created by other",
      "Can delete only folder they created",
      "Can edit all folder, docs and files",
      "Subscriptions",
      "Manage users",
      "Settings",
    ]) {
      expect(permissionCatalogue).toContain(name);
    }
    expect(new Set(permissionCatalogue).size).toBe(permissionCatalogue.length);
  });
});

describe("menu visibility (spec 000 §6)", () => {
  it.each<[string, MenuKey, MenuContext, boolean]>([
    // company sees everything, with an active subscription
    ...(
      [
        "dashboard",
        "documents",
        "myDocuments",
        "employees",
        "staffPolicies",
        "users",
        "index",
        "bin",
        "subscription",
        "settings",
        "organisationDetails",
        "systemSettings",
      ] as MenuKey[]
    ).map((key): [string, MenuKey, MenuContext, boolean] => [`company sees ${key}`, key, base, true]),
    // most items need an active subscription
    ["company without subscription: no documents", "documents", ctx({ activeSubscription: false }), false],
    ["company without subscription: no bin", "bin", ctx({ activeSubscription: false }), false],
    ["company without subscription: dashboard", "dashboard", ctx({ activeSubscription: false }), true],
    ["company without subscription: subscription", "subscription", ctx({ activeSubscription: false }), true],
    // the pro-package rule
    ["company without pro: no DocuSign", "docusign", base, false],
    ["company without pro: no Forms", "forms", base, false],
    ["company without pro: no Training", "training", base, false],
    ["company with pro: DocuSign", "docusign", ctx({ packages: { ...noPackages, pro: true } }), true],
    ["company with pro: Forms", "forms", ctx({ packages: { ...noPackages, pro: true } }), true],
    ["company with pro: Training", "training", ctx({ packages: { ...noPackages, pro: true } }), true],
    [
      "pro but no subscription: no Training",
      "training",
      ctx({ activeSubscription: false, packages: { ...noPackages, pro: true } }),
      false,
    ],
    // the showPoliciesonSite rule
    [
      "public policies need showPoliciesonSite",
      "publicPolicies",
      ctx({ packages: { ...noPackages, combo: true } }),
      false,
    ],
    ["public policies need a package", "publicPolicies", ctx({ showPoliciesOnSite: true }), false],
    [
      "public policies with combo",
      "publicPolicies",
      ctx({ showPoliciesOnSite: true, packages: { ...noPackages, combo: true } }),
      true,
    ],
    [
      "public policies with management",
      "publicPolicies",
      ctx({ showPoliciesOnSite: true, packages: { ...noPackages, documentManagement: true } }),
      true,
    ],
    [
      "public policies with updates",
      "publicPolicies",
      ctx({ showPoliciesOnSite: true, packages: { ...noPackages, documentUpdate: true } }),
      true,
    ],
    [
      "public policies with pro",
      "publicPolicies",
      ctx({ showPoliciesOnSite: true, packages: { ...noPackages, pro: true } }),
      true,
    ],
    // role user: named permissions only
    ["user without permissions sees no dashboard", "dashboard", user(), false],
    ["user with Dashboard", "dashboard", user(permissions.dashboard), true],
    ["user with Manage users sees dashboard", "dashboard", user(permissions.manageUsers), true],
    ["user with Documents", "documents", user(permissions.documents), true],
    ["user with Manage users sees documents", "documents", user(permissions.manageUsers), true],
    ["user without Documents", "documents", user(permissions.dashboard), false],
    ["user with My Documents", "myDocuments", user(permissions.myDocuments), true],
    [
      "user with DocuSign and pro",
      "docusign",
      ctx({ role: "user", permissions: [permissions.docuSign], packages: { ...noPackages, pro: true } }),
      true,
    ],
    ["user with DocuSign, no pro", "docusign", user(permissions.docuSign), false],
    ["user with Employees", "employees", user(permissions.employees), true],
    ["user with Manage employee", "employees", user(permissions.manageEmployees), true],
    ["user with Policies", "staffPolicies", user(permissions.policies), true],
    ["user with Manage users sees policies", "staffPolicies", user(permissions.manageUsers), true],
    [
      "user with Forms and pro",
      "forms",
      ctx({ role: "user", permissions: [permissions.forms], packages: { ...noPackages, pro: true } }),
      true,
    ],
    [
      "user with Training and pro",
      "training",
      ctx({ role: "user", permissions: [permissions.training], packages: { ...noPackages, pro: true } }),
      true,
    ],
    ["user with Users", "users", user(permissions.users), true],
    ["user with Manage users sees users", "users", user(permissions.manageUsers), true],
    ["user with Index", "index", user(permissions.index), true],
    ["user with Manage groups sees index", "index", user(permissions.manageGroups), true],
    ["user with Manage users sees bin", "bin", user(permissions.manageUsers), true],
    ["user with deleted-documents sees bin", "bin", user(permissions.bin), true],
    ["user with Documents only: no bin", "bin", user(permissions.documents), false],
    ["user with Subscriptions", "subscription", user(permissions.subscriptions), true],
    ["user without Subscriptions", "subscription", user(permissions.documents), false],
    [
      "user never sees public policies",
      "publicPolicies",
      ctx({
        role: "user",
        permissions: [permissions.manageUsers],
        showPoliciesOnSite: true,
        packages: { ...noPackages, combo: true },
      }),
      false,
    ],
    ["user never sees organisation details", "organisationDetails", user(permissions.settings), false],
    ["user with Settings sees other settings", "systemSettings", user(permissions.settings), true],
    // employee: Documents (with permission) and Staff Policies
    [
      "employee with Documents",
      "documents",
      ctx({ role: "employee", permissions: [permissions.documents] }),
      true,
    ],
    ["employee without Documents", "documents", ctx({ role: "employee" }), false],
    ["employee sees staff policies", "staffPolicies", ctx({ role: "employee" }), true],
    ["employee sees no dashboard", "dashboard", ctx({ role: "employee" }), false],
    [
      "employee sees no users",
      "users",
      ctx({ role: "employee", permissions: [permissions.manageUsers] }),
      false,
    ],
    ["admin sees no company menu", "documents", ctx({ role: "admin" }), false],
  ])("%s", (_name, key, context, expected) => {
    expect(isMenuEntryVisible(key, context)).toBe(expected);
  });
});
