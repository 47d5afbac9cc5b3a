import { dashboardOverviewReplySchema } from "../dashboard";
import { dashboardRequestSchema } from "../library-lists";
import {
  markAllReadReplySchema,
  markAllReadSchema,
  notificationPreferencesReplySchema,
  notificationPreferencesRequestSchema,
  saveNotificationPreferencesSchema,
} from "../notifications";
import { permissions } from "../permissions";
import { route } from "./define";

const tags = ["dashboard"];
const notificationTags = ["notifications"];

/**
 * The dashboard (spec 001 §7 /userdashboard; it follows its menu entry, spec 000 §6: the owner or
 * staff with Dashboard or Manage users), and the notifications page's own calls (issue 15): mark
 * all read, and the email preferences. The bell's calls are in routes/updates.ts.
 */
export const dashboardRoutes = {
  companyDashboard: route({
    method: "POST",
    path: "/userdashboard",
    access: { permission: [permissions.dashboard, permissions.manageUsers] },
    body: dashboardRequestSchema,
    reply: dashboardOverviewReplySchema,
    tags,
    summary: "Counts, latest updates, acknowledgement completion, subscription and the compliance figure",
  }),
  markAllNotificationsRead: route({
    method: "POST",
    path: "/user/notification/read-all",
    access: "company",
    body: markAllReadSchema,
    reply: markAllReadReplySchema,
    tags: notificationTags,
    summary: "Marks every notification the caller sees as read",
  }),
  notificationPreferences: route({
    method: "POST",
    path: "/user/notification/preferences",
    access: "company",
    body: notificationPreferencesRequestSchema,
    reply: notificationPreferencesReplySchema,
    tags: notificationTags,
    summary: "How the caller wants each category emailed: immediately, daily digest or off",
  }),
  saveNotificationPreferences: route({
    method: "POST",
    path: "/user/notification/preferences/save",
    access: "company",
    body: saveNotificationPreferencesSchema,
    reply: notificationPreferencesReplySchema,
    tags: notificationTags,
  }),
} as const;
