import { z } from "zod";
import { optionalBody } from "./catalogue";
import { userIdField } from "./commerce";
import { notificationCategories } from "./updates";

/**
 * Notification email preferences and the calls of the notifications page (issue 15, decision
 * 026): per user and per category, a notification is emailed at once, gathered into the morning
 * digest, or not emailed at all. The bell shows every notification whatever the choice.
 */

export type NotificationCategory = (typeof notificationCategories)[number];

export const emailDeliveries = ["immediately", "daily", "off"] as const;
export type EmailDelivery = (typeof emailDeliveries)[number];

/**
 * What each category does when the user has not chosen. Library updates come in numbers (a
 * release can touch dozens of documents), so they gather into the digest; what needs someone to
 * act goes at once; an export is awaited on screen, and an edit request's answer and the
 * subscription's news have their own emails to the owner, so those send nothing more.
 */
export const defaultEmailDelivery: Readonly<Record<NotificationCategory, EmailDelivery>> = {
  "Document update": "daily",
  "New document": "daily",
  Restore: "immediately",
  "Staff policies": "daily",
  Subscription: "off",
  "Edit request": "off",
  Export: "off",
  General: "immediately",
};

/** One sentence per category, shown beside its choice. */
export const notificationCategoryHelp: Readonly<Record<NotificationCategory, string>> = {
  "Document update": "A library document you hold has a new version to compare and accept.",
  "New document": "A new document was added to your library by a package you subscribe to.",
  Restore: "A Restore All you started has finished.",
  "Staff policies": "Staff policies are due soon or overdue, or an employee acknowledged one.",
  Subscription:
    "Your subscription renewed, a payment failed or a plan is ending (the owner is always emailed these).",
  "Edit request":
    "The Cloudoc team answered a request to change locked organisation details (the answer is always emailed to whoever asked and to the owner).",
  Export: "A bulk export you asked for is ready to download.",
  General: "Anything else the Cloudoc team needs you to know.",
};

export const deliveryLabels: Readonly<Record<EmailDelivery, string>> = {
  immediately: "Immediately",
  daily: "Daily digest",
  off: "Off",
};

/** The morning digest lists this many notifications; the rest are counted. */
export const digestListedPerMail = 25;
/** Jobs: the emails of new notifications (queued after each, and every minute), the morning digest. */
export const notificationEmailQueue = "notifications.email";
export const notificationDigestQueue = "notifications.digest";

export const notificationMessages = {
  allRead: "All notifications marked as read.",
  preferencesSaved: "Your email preferences have been saved.",
  categoryInvalid: "Choose one of the notification categories.",
  deliveryInvalid: "Choose Immediately, Daily digest or Off.",
} as const;

export const notificationPreferenceSchema = z.object({
  category: z.enum(notificationCategories, notificationMessages.categoryInvalid),
  delivery: z.enum(emailDeliveries, notificationMessages.deliveryInvalid),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** A category as the preferences form shows it: the choice in force and whether it was made. */
export const notificationPreferenceItemSchema = notificationPreferenceSchema.extend({
  description: z.string(),
  isDefault: z.boolean(),
});
export type NotificationPreferenceItem = z.infer<typeof notificationPreferenceItemSchema>;

export const notificationPreferencesRequestSchema = optionalBody(z.object({ userId: userIdField }));
export const notificationPreferencesReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  list: z.array(notificationPreferenceItemSchema),
});

/** Changes the listed categories only; each category at most once. */
export const saveNotificationPreferencesSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1)
    .max(notificationCategories.length)
    .refine(
      (list) => new Set(list.map((p) => p.category)).size === list.length,
      notificationMessages.categoryInvalid,
    ),
  userId: userIdField,
});

export const markAllReadSchema = optionalBody(z.object({ userId: userIdField }));
export const markAllReadReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  /** Notifications marked read by this call. */
  marked: z.number().int().nonnegative(),
  unread: z.literal(0),
});
