import {
  type ActivityItem,
  activityRecordTypes,
  grantablePermissions,
  namedRecordTypes,
  type Permission,
  permissions,
  type Role,
  type SystemUser,
  type UserManager,
} from "@cloudoc/contract";

/** The pure rules of the system users and activity screens (issue 15). */

export interface UserFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  role: "company" | "user";
  permission: string[];
}

export const emptyUserForm: UserFormValues = {
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  role: "user",
  permission: [],
};

export const formOf = (user: SystemUser): UserFormValues => ({
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  phone: user.phone,
  role: user.role,
  permission: [...user.permission],
});

/** What the add and edit calls send: an owner holds everything, so no list goes with one. */
export const requestOf = (values: UserFormValues) => ({
  ...values,
  permission: values.role === "company" ? [] : values.permission,
});

export const fullName = (user: { firstname: string; lastname: string }) =>
  `${user.firstname} ${user.lastname}`.trim();

export const roleLabel = (role: string | null) =>
  role === "company"
    ? "Owner"
    : role === "user"
      ? "Staff user"
      : role === "employee"
        ? "Employee"
        : "Cloudoc";

export interface StatusView {
  label: string;
  color: string;
  explanation: string;
}

/** Active, Invited or Invitation expired: in words, with a colour. */
export function registrationView(state: SystemUser["registration"]): StatusView {
  if (state === "active")
    return { label: "Active", color: "green", explanation: "Has set a password and can sign in." };
  if (state === "invited") {
    return {
      label: "Invited",
      color: "blue",
      explanation: "The set-password link has been emailed and is waiting to be used.",
    };
  }
  return {
    label: "Invitation expired",
    color: "orange",
    explanation: "The link was not used within 7 days. Send a new invitation.",
  };
}

/** The signed-in manager, as the contract's rules read them; undefined for anyone who may not manage. */
export function managerOf(session: {
  userId?: string;
  userRole?: Role;
  user_permission?: readonly string[];
}): UserManager | undefined {
  const held = session.user_permission ?? [];
  if (session.userRole === "company")
    return { userId: session.userId ?? "", role: "company", permissions: held };
  if (session.userRole === "user" && held.includes(permissions.manageUsers)) {
    return { userId: session.userId ?? "", role: "user", permissions: held };
  }
  return undefined;
}

/** Which checkboxes the manager may change: the rest show as they are, locked. */
export function lockedPermissions(manager: UserManager): ReadonlySet<Permission> {
  const grantable = new Set<Permission>(grantablePermissions(manager));
  return new Set(Object.values(permissions).filter((p) => !grantable.has(p)));
}

/** What the manager may do to a user in a list or on the details page. */
export function userActionsFor(manager: UserManager, user: SystemUser) {
  const ownerOnly = user.role === "company" && manager.role !== "company";
  const self = user._id === manager.userId;
  const active = user.deactivatedAt === null;
  return {
    edit: active && !ownerOnly,
    invite: active && !ownerOnly && user.registration !== "active",
    deactivate: active && !ownerOnly && !self,
    restore: !active && !ownerOnly,
  };
}

/** "Send the invitation again" while one is open, "Send a new invitation" once it lapsed. */
export const inviteLabel = (user: SystemUser) =>
  user.registration === "invited" ? "Send the invitation again" : "Send a new invitation";

// ---- the activity log ----

/** A record's kind in words ("Document"), else its stored name made readable ("Library"). */
export function recordTypeLabel(type: string): string {
  const known = (activityRecordTypes as Readonly<Record<string, string>>)[type];
  if (known) return known;
  const words = type.replace(/[_-]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The record's name, "No longer there" when it was deleted, or "" for a kind the log does not name. */
export function recordNameOf(item: Pick<ActivityItem, "recordType" | "recordId" | "recordName">): string {
  if (item.recordName) return item.recordName;
  return item.recordId && namedRecordTypes.includes(item.recordType) ? "No longer there" : "";
}

/** The actions that name a system user (the rest of type user name the actor themselves: sign-in, …). */
const userManagement = /^user\.(added|updated|deactivated|restored|invited)$/;

/** Where a record of the log opens in the app, when it has a page: a path and the state it reads. */
export function recordLink(
  item: Pick<ActivityItem, "action" | "recordType" | "recordId" | "recordName">,
): { to: string; state?: { id: string } } | undefined {
  const id = item.recordId;
  if (!id || item.recordName === "") return undefined;
  switch (item.recordType) {
    case "document":
      return { to: `/company/documents/editor?fileId=${encodeURIComponent(id)}` };
    case "staff_policy":
      return { to: `/company/policies/edit?id=${encodeURIComponent(id)}` };
    case "employee":
      return { to: "/company/employee/view", state: { id } };
    case "employee_group":
      return { to: "/company/group/view", state: { id } };
    case "user":
      return userManagement.test(item.action) ? { to: "/company/users/view", state: { id } } : undefined;
    case "order":
      return { to: `/company/order-detail/${encodeURIComponent(id)}` };
    default:
      return undefined;
  }
}

/** Who did it, in words: their name, or the platform for what no person did. */
export const actorLabel = (item: Pick<ActivityItem, "actorName">) => item.actorName || "Cloudoc (automatic)";

/** The families of actions, named for the filter (an action's family is the part before its first dot). */
const actionFamilies: Readonly<Record<string, string>> = {
  user: "Users and signing in",
  company: "Organisation",
  order: "Orders",
  invoice: "Orders",
  "payment-card": "Orders",
  subscription: "Subscription",
  library: "Documents",
  folder: "Folders",
  document: "Documents",
  documents: "Documents",
  template: "Documents",
  saved_document: "Documents",
  profile: "Organisation",
  employee: "Employees and groups",
  employees: "Employees and groups",
  group: "Employees and groups",
  policy: "Staff policies",
  notification: "Users and signing in",
  admin: "Cloudoc",
};

export interface ChoiceGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** The action filter's choices, grouped by family, each family led by "Any …" (its prefix). */
export function actionChoices(descriptions: Readonly<Partial<Record<string, string>>>): ChoiceGroup[] {
  const groups = new Map<string, ChoiceGroup>();
  for (const [action, label] of Object.entries(descriptions)) {
    if (!label || action.startsWith("admin.second-factor")) continue;
    const family = action.split(".")[0] ?? action;
    const name = actionFamilies[family] ?? "Other";
    const group = groups.get(name) ?? { group: name, items: [] };
    if (!group.items.some((item) => item.value === `${family}.`)) {
      group.items.push({ value: `${family}.`, label: `Any ${family.replace(/[_-]/g, " ")} action` });
    }
    group.items.push({ value: action, label });
    groups.set(name, group);
  }
  return [...groups.values()];
}
