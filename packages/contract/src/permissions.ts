import type { Role } from "./constants";

/**
 * The named permissions a company owner grants a staff user (spec 000 §6 and spec 001 §6), plus
 * the menu permissions §6 names for the user role.
 */
export const permissions = {
  dashboard: "Dashboard",
  users: "Users",
  documents: "Documents",
  addDocument: "Can add new doc",
  addFolder: "Can add folder",
  otherFiles: "Other files (Pdf, Power point, Word, Excel)",
  deleteAnyDocument: "Can delete any doc",
  deleteAnyFolder: "Can delete any folder",
  deleteAnyFile: "Can delete any files",
  deleteOwnOtherFiles: "Can delete only other files they create",
  deleteOwnDocuments: "Can delete only doc they create",
  deleteFoldersOfOthers: "Can delete folder created by other",
  deleteOwnFolders: "Can delete only folder they created",
  editAll: "Can edit all folder, docs and files",
  subscriptions: "Subscriptions",
  manageUsers: "Manage users",
  settings: "Settings",
  myDocuments: "My Documents",
  docuSign: "DocuSign",
  employees: "Employees",
  manageEmployees: "Manage employee",
  policies: "Policies",
  forms: "Forms",
  training: "Training",
  index: "Index",
  manageGroups: "Manage groups",
  bin: "deleted-documents",
} as const;

export type Permission = (typeof permissions)[keyof typeof permissions];
export const permissionCatalogue: readonly Permission[] = Object.values(permissions);

/** What the side menu's visibility depends on. */
export interface MenuContext {
  role: Role;
  permissions: readonly string[];
  /** active_subs is not false. */
  activeSubscription: boolean;
  packages: { combo: boolean; documentManagement: boolean; documentUpdate: boolean; pro: boolean };
  /** settings.showPoliciesonSite of the user profile. */
  showPoliciesOnSite: boolean;
}

export type MenuKey =
  | "dashboard"
  | "documents"
  | "myDocuments"
  | "docusign"
  | "employees"
  | "staffPolicies"
  | "publicPolicies"
  | "forms"
  | "training"
  | "users"
  | "index"
  | "bin"
  | "subscription"
  | "settings"
  | "organisationDetails"
  | "systemSettings";

/** Entries that show without an active subscription: how to get one, and the account's own settings. */
const withoutSubscription: ReadonlySet<MenuKey> = new Set([
  "dashboard",
  "subscription",
  "settings",
  "organisationDetails",
  "systemSettings",
]);

/** Entries that need the pro package (DocuSign, Forms, Training). */
const proOnly: ReadonlySet<MenuKey> = new Set(["docusign", "forms", "training"]);

/** For role user: the permissions that each show an entry (any one is enough). */
const userMenuPermissions: Partial<Record<MenuKey, readonly Permission[]>> = {
  dashboard: [permissions.dashboard, permissions.manageUsers],
  documents: [permissions.documents, permissions.manageUsers],
  myDocuments: [permissions.myDocuments],
  docusign: [permissions.docuSign],
  employees: [permissions.employees, permissions.manageEmployees],
  staffPolicies: [permissions.policies, permissions.manageUsers],
  forms: [permissions.forms],
  training: [permissions.training],
  users: [permissions.users, permissions.manageUsers],
  index: [permissions.index, permissions.manageGroups],
  bin: [permissions.manageUsers, permissions.bin],
  subscription: [permissions.subscriptions],
  settings: [permissions.settings],
  systemSettings: [permissions.settings],
};

const employeeMenuPermissions: Partial<Record<MenuKey, readonly Permission[]>> = {
  documents: [permissions.documents, permissions.manageUsers],
  staffPolicies: [],
};

function publicPoliciesAllowed(context: MenuContext): boolean {
  const { combo, documentManagement, documentUpdate, pro } = context.packages;
  return context.showPoliciesOnSite && (combo || documentManagement || documentUpdate || pro);
}

function roleAllows(key: MenuKey, context: MenuContext): boolean {
  if (context.role === "company") return key !== "publicPolicies" || publicPoliciesAllowed(context);
  const table =
    context.role === "user"
      ? userMenuPermissions
      : context.role === "employee"
        ? employeeMenuPermissions
        : {};
  const needed = table[key];
  if (!needed) return false;
  return needed.length === 0 || needed.some((p) => context.permissions.includes(p));
}

/** Whether a side-menu entry shows (spec 000 §6). One function, used by the web and the server. */
export function isMenuEntryVisible(key: MenuKey, context: MenuContext): boolean {
  if (!withoutSubscription.has(key) && !context.activeSubscription) return false;
  if (proOnly.has(key) && !context.packages.pro) return false;
  return roleAllows(key, context);
}
