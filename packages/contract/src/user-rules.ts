import { type Permission, permissionCatalogue, permissions } from "./permissions";

/**
 * System users (issue 15; spec 000 §2 /users pages, §6 named permissions, §9 users 25 a page): the
 * company's owners (role company) and staff users (role user) who sign in to its account. The
 * specification names no calls for them: they follow its style under /users/… (decision 025). Here: their messages, permission groups and rules, without
 * the calls' zod schemas (`users.ts`), so the pages that only show users load no zod.
 */

// ---- messages (not in the specification; decision 003) ----

export const usersMessages = {
  userAdded: "User has been added",
  userUpdated: "User has been updated",
  userDeactivated: "User has been deactivated",
  userRestored: "User has been restored",
  invitationSent: "Invitation has been sent",
  passwordSet: "Your password has been set",
  emailInUse: "A user with this email address already exists.",
  userIsDeactivated: "This user is deactivated. Restore them first.",
  userNotDeactivated: "This user is not deactivated.",
  alreadySetPassword: "This user has already set their password and can sign in.",
  lastOwner: "Your organisation must keep at least one owner. Make someone else an owner first.",
  ownRights: "You cannot change your own permissions or deactivate yourself. Ask another owner to do it.",
  cannotGrant: "You can only give or take away permissions you hold yourself.",
  ownerOnly: "Only an owner can add, change or deactivate an owner.",
  unknownPermission: "Please choose permissions from the list.",
  accountDeactivated: "Your account has been deactivated. Please contact the owner of your organisation.",
  invitationInvalid: "This invitation link is not valid. Please ask for a new invitation.",
  invitationExpired: "This invitation link has expired. Please ask for a new invitation.",
  invitationUsed: "This invitation link has already been used. Please sign in with your email and password.",
} as const;

/** How long a set-password invitation works. */
export const userInvitationLifetimeDays = 7;

// ---- the permissions, grouped and explained beside their checkboxes ----

export interface PermissionGroup {
  title: string;
  /** `label` where the stored name alone would puzzle a reader. */
  permissions: readonly { name: Permission; label?: string; explanation: string }[];
}

/** Every named permission of spec 000 §6 once, grouped as the add and edit forms show them. */
export const permissionGroups: readonly PermissionGroup[] = [
  {
    title: "Menus they can open",
    permissions: [
      { name: permissions.dashboard, explanation: "See the dashboard: reviews due, updates and compliance." },
      { name: permissions.documents, explanation: "Open and read the organisation's documents and folders." },
      {
        name: permissions.myDocuments,
        explanation: "Use My Documents, their own area for drafts and files.",
      },
      { name: permissions.docuSign, explanation: "Send documents for signature (needs the Pro package)." },
      { name: permissions.employees, explanation: "See the employees and their groups (read only)." },
      { name: permissions.policies, explanation: "Open Staff Policies and follow who has read them." },
      { name: permissions.forms, explanation: "Use web forms (needs the Pro package)." },
      { name: permissions.training, explanation: "Open the training courses (needs the Pro package)." },
      {
        name: permissions.users,
        explanation: "Show the System Users menu; managing users needs Manage users.",
      },
      { name: permissions.index, explanation: "Open the index of documents." },
      {
        name: permissions.bin,
        label: "Bin (deleted-documents)",
        explanation: "Open the Bin to see and restore deleted documents.",
      },
      {
        name: permissions.subscriptions,
        explanation: "See subscriptions and invoices, and renew or change a plan.",
      },
      {
        name: permissions.settings,
        explanation: "Change the system settings: document colours, logo and layout.",
      },
    ],
  },
  {
    title: "Adding and editing documents",
    permissions: [
      { name: permissions.addDocument, explanation: "Create new documents in the library." },
      { name: permissions.addFolder, explanation: "Create new folders in the library." },
      {
        name: permissions.otherFiles,
        explanation: "Upload other files: PDF, PowerPoint, Word and Excel.",
      },
      {
        name: permissions.editAll,
        explanation: "Edit every folder, document and file, not only the ones they created.",
      },
    ],
  },
  {
    title: "Deleting",
    permissions: [
      { name: permissions.deleteAnyDocument, explanation: "Delete any document, whoever created it." },
      { name: permissions.deleteOwnDocuments, explanation: "Delete only the documents they created." },
      { name: permissions.deleteAnyFolder, explanation: "Delete any folder, whoever created it." },
      { name: permissions.deleteOwnFolders, explanation: "Delete only the folders they created." },
      { name: permissions.deleteFoldersOfOthers, explanation: "Delete folders that other people created." },
      { name: permissions.deleteAnyFile, explanation: "Delete any uploaded file, whoever added it." },
      { name: permissions.deleteOwnOtherFiles, explanation: "Delete only the files they uploaded." },
    ],
  },
  {
    title: "Managing people",
    permissions: [
      {
        name: permissions.manageUsers,
        explanation:
          "Add, change and deactivate system users and see the activity log; also opens Dashboard, Documents, Staff Policies and the Bin.",
      },
      { name: permissions.manageEmployees, explanation: "Add, change, invite and deactivate employees." },
      {
        name: permissions.manageGroups,
        explanation: "Create groups of employees and change who is in them.",
      },
    ],
  },
];

// ---- the rules the server enforces and the forms follow ----

export type SystemUserRole = "company" | "user";

/** Who acts on a system user: their role, the permissions they hold and who they are. */
export interface UserManager {
  userId: string;
  role: SystemUserRole;
  permissions: readonly string[];
}

/** The permissions that differ between two sets (given or taken away). */
export function changedPermissions(before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((p) => !before.includes(p));
  const removed = before.filter((p) => !after.includes(p));
  return [...new Set([...added, ...removed])];
}

/**
 * Whether `manager` may give or take away these permissions: an owner may change any; a staff user
 * with Manage users only those they hold themselves.
 */
export function mayChangePermissions(manager: UserManager, changed: readonly string[]): boolean {
  if (manager.role === "company") return true;
  return changed.every((p) => manager.permissions.includes(p));
}

/** The permissions a manager may tick on the form (the rest show ticked or not, but locked). */
export function grantablePermissions(manager: UserManager): readonly Permission[] {
  return permissionCatalogue.filter((p) => mayChangePermissions(manager, [p]));
}

export const systemUserRoles = ["company", "user"] as const;
export const registrationStatesOfUsers = ["active", "invited", "expired"] as const;

// ---- live ----

/**
 * Sent to a user's own room when their account changes: the browser re-reads its session data
 * (permissions, role), or signs out when the account was deactivated.
 */
export const accountChangedEvent = "account:changed";
export const accountChangeReasons = ["permissions", "deactivated"] as const;
export interface AccountChanged {
  reason: (typeof accountChangeReasons)[number];
}
