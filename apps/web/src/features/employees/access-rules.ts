import { type Permission, permissions, type Role } from "@cloudoc/contract";

/**
 * What the signed-in person may do on the employees and groups screens (spec 000 §6), the same
 * lists the server's route table declares (routes/employees.ts, routes/policies.ts,
 * routes/policy-reading.ts): the owner may do everything; a staff user needs one of the named
 * permissions. The web only hides what the server would refuse.
 */
export interface Viewer {
  role: Role | undefined;
  permissions: readonly string[];
}

const holdsAny = (viewer: Viewer, needed: readonly Permission[]) =>
  viewer.role === "company" || (viewer.role === "user" && needed.some((p) => viewer.permissions.includes(p)));

/** Add, edit, deactivate, restore, invite and import employees. */
export const canManageEmployees = (viewer: Viewer) => holdsAny(viewer, [permissions.manageEmployees]);

/** Add, rename and delete groups, and change their members. */
export const canManageGroups = (viewer: Viewer) =>
  holdsAny(viewer, [permissions.manageEmployees, permissions.manageGroups]);

/** See who has read and acknowledged what (the acknowledgement matrix). */
export const canSeeAcknowledgements = (viewer: Viewer) =>
  holdsAny(viewer, [permissions.policies, permissions.manageUsers]);

/** Assign policies to employees and groups, and take an assignment off an employee. */
export const canAssignPolicies = (viewer: Viewer) =>
  holdsAny(viewer, [permissions.policies, permissions.manageUsers, permissions.manageEmployees]);
