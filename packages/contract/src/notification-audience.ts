import type { Role } from "./constants";
import { type Permission, permissions } from "./permissions";
import { notificationCategories } from "./updates";

export type NotificationCategoryName = (typeof notificationCategories)[number];

/**
 * Who of a company's staff users sees a company-wide notification of each category: a holder of
 * any of the permissions that open the menu it leads to (spec 000 §6). Empty: every staff user.
 * The owner sees every category; a notification for one user is theirs whatever it is.
 */
export const notificationAudience: Readonly<Record<NotificationCategoryName, readonly Permission[]>> = {
  "Document update": [permissions.documents, permissions.manageUsers],
  "New document": [permissions.documents, permissions.manageUsers],
  Restore: [permissions.documents, permissions.manageUsers],
  "Staff policies": [
    permissions.policies,
    permissions.manageUsers,
    permissions.employees,
    permissions.manageEmployees,
  ],
  Subscription: [permissions.subscriptions],
  "Edit request": [permissions.settings],
  Export: [permissions.documents, permissions.manageUsers],
  General: [],
};

/** The categories of company-wide notifications a person of the company app sees. */
export function categoriesSeenBy(role: Role, held: readonly string[]): NotificationCategoryName[] {
  if (role === "company") return [...notificationCategories];
  if (role !== "user") return [];
  return notificationCategories.filter((category) => {
    const needed = notificationAudience[category];
    return needed.length === 0 || needed.some((permission) => held.includes(permission));
  });
}
