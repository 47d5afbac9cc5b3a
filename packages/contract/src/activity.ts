import { z } from "zod";
import { isAbsent } from "./absent";
import type { auditActions } from "./audit";
import { limitSchema, optionalBody, skipSchema } from "./catalogue";
import { idSchema } from "./commerce";
import { pageSizes } from "./constants";
import { courseAuditDescriptions } from "./courses";
import { parseReviewDate } from "./document-rules";
import { pagedOf } from "./envelope";
import { webFormAuditDescriptions } from "./forms";
import { helpAuditDescriptions } from "./help";
import type { ProfileTab } from "./profile";

/**
 * The activity log (issue 15, /users/activity): the audit events of the company as a screen, each
 * described in words (who did what, to which record, when, from where).
 */

type ListedAction = (typeof auditActions)[number];

/**
 * What each audit action means, as the activity screen says it ("Alex Morgan · Saved a document").
 * Every action of `auditActions` has one: a unit test fails for one without (a test rather than the
 * type, so that an area adding an action is told without its build breaking in this file).
 */
export const auditActionDescriptions: Readonly<Partial<Record<ListedAction, string>>> = {
  "company.register": "Registered the organisation",
  "user.login": "Signed in",
  "user.logout": "Signed out",
  "user.password-reset": "Reset their password",
  "user.update-account": "Changed their account details",
  "order.create": "Placed an order",
  "order.paid": "Paid for an order",
  "order.payment-failed": "A payment failed",
  "order.refunded": "Refunded an order",
  "invoice.emailed": "Emailed an invoice",
  "payment-card.added": "Added a payment card",
  "payment-card.deleted": "Removed a payment card",
  "payment-card.default": "Chose the default payment card",
  "subscription.renewed": "The subscription was renewed",
  "subscription.renewal-failed": "The subscription renewal failed",
  "subscription.expired": "The subscription ended",
  "subscription.cancelled": "Cancelled the subscription",
  "subscription.cancel-requested": "Asked to cancel the subscription at the end of the period",
  "subscription.cancel-undone": "Kept the subscription after asking to cancel",
  "subscription.plan-changed": "Changed the subscription plan",
  "subscription.add-ons-added": "Added to the subscription",
  "library.filled": "Received the documents of a subscription",
  "folder.created": "Created a folder",
  "folder.renamed": "Renamed a folder",
  "folder.colour": "Changed a folder's colour",
  "folder.deleted": "Moved a folder to the bin",
  "folder.restored": "Restored a folder from the bin",
  "folder.purged": "Deleted a folder permanently",
  "document.created": "Created a document",
  "document.copied": "Copied a document",
  "document.saved": "Saved a document",
  "document.updated": "Changed a document's variables",
  "document.renamed": "Renamed a document",
  "document.deleted": "Moved a document to the bin",
  "document.restored": "Restored a document from the bin",
  "document.purged": "Deleted a document permanently",
  "document.reviewed": "Reviewed a document",
  "document.published": "Published a document",
  "document.unpublished": "Unpublished a document",
  "document.headerfooter": "Changed a document's header and footer",
  "document.orientation": "Changed a document's orientation",
  "document.review-date": "Set a document's review date",
  "document.overwritten": "Replaced a document with the library version",
  "document.version.restored": "Restored an earlier version of a document",
  "document.backup.deleted": "Deleted a document backup",
  "document.backup.restored": "Restored a document from a backup",
  "document.update.accepted": "Accepted a library update",
  "document.update.merged": "Merged a library update",
  "document.update.rejected": "Rejected a library update",
  "document.update.auto-applied": "A library update was applied automatically",
  "document.update.opened": "Opened a library update",
  "document.admin-restored": "Restored a document to the library version",
  "documents.restore-all": "Restored all documents to the library versions",
  "company.auto-update": "Changed automatic updates",
  "template.fanout": "A new library version reached the documents",
  "document.issue.reported": "Reported an issue with a document",
  "document.references.added": "Added references to a document",
  "document.references.changed": "Changed a document's references",
  "document.references.removed": "Removed references from a document",
  "document.question.added": "Added a quiz question to a document",
  "document.question.changed": "Changed a quiz question",
  "document.question.deleted": "Deleted a quiz question",
  "documents.bulk-export": "Exported documents",
  "saved_document.created": "Saved a draft document",
  "saved_document.renamed": "Renamed a draft document",
  "saved_document.content": "Changed a draft document",
  "saved_document.deleted": "Deleted a draft document",
  "my_folder.created": "Made a My Files folder",
  "my_folder.renamed": "Renamed a My Files folder",
  "my_folder.moved": "Moved a My Files folder",
  "my_folder.copied": "Copied a My Files folder",
  "my_folder.deleted": "Deleted a My Files folder",
  "my_folder.restored": "Restored a My Files folder",
  "my_folder.purged": "Deleted a My Files folder for good",
  "my_file.created": "Made a file in My Files",
  "my_file.copied": "Copied a file in My Files",
  "my_file.saved": "Saved a file in My Files",
  "my_file.renamed": "Renamed a file in My Files",
  "my_file.moved": "Moved a file in My Files",
  "my_file.uploaded": "Uploaded a PDF to My Files",
  "my_file.deleted": "Deleted a file in My Files",
  "my_file.restored": "Restored a file in My Files",
  "my_file.purged": "Deleted a file in My Files for good",
  "my_file.sent": "Sent a file from My Files by email",
  "signing.sent": "Sent a document for signature",
  "signing.reminded": "Reminded a signer to sign",
  "signing.voided": "Voided a signature request",
  ...webFormAuditDescriptions,
  ...courseAuditDescriptions,
  ...helpAuditDescriptions,
  "profile.edit-request": "Asked to change the organisation's registered details",
  "profile.update-document-settings": "Changed the document settings",
  "profile.update-payment-card": "Changed the payment card",
  "profile.update-variables": "Changed the business variables",
  "profile.upload-image": "Uploaded a logo or signature",
  "employee.added": "Added an employee",
  "employee.updated": "Changed an employee",
  "employee.deactivated": "Deactivated an employee",
  "employee.restored": "Restored an employee",
  "employee.invited": "Invited an employee",
  "employee.registered": "Registered as an employee",
  "employees.imported": "Imported employees from a staff list",
  "group.created": "Created a group",
  "group.updated": "Changed a group",
  "group.deleted": "Deleted a group",
  "group.members.added": "Added employees to a group",
  "group.members.removed": "Removed employees from a group",
  "policy.created": "Created a staff policy",
  "policy.updated": "Changed a staff policy",
  "policy.deleted": "Deleted a staff policy",
  "policy.hidden": "Hid a staff policy",
  "policy.shown": "Showed a staff policy again",
  "policy.uploaded": "Uploaded a staff policy",
  "policy.assigned": "Assigned a staff policy",
  "policy.unassigned": "Removed a staff policy assignment",
  "policy.published": "Published a policy on the website",
  "policy.unpublished": "Removed a policy from the website",
  "company.show-policies": "Changed whether policies show on the website",
  "policy.read": "Read a staff policy",
  "policy.quiz.attempted": "Took a policy quiz",
  "policy.acknowledged": "Acknowledged a staff policy",
  "user.added": "Added a system user",
  "user.updated": "Changed a system user",
  "user.deactivated": "Deactivated a system user",
  "user.restored": "Restored a system user",
  "user.invited": "Invited a system user",
  "user.password-set": "Set their password from an invitation",
  "notification.preferences": "Changed their email notification choices",
  "admin.second-factor.set-up-started": "Started setting up the second factor",
  "admin.second-factor.set-up": "Set up the second factor",
  "admin.second-factor.verified": "Proved the second factor",
  "admin.second-factor.recovery-used": "Used a recovery code",
  "admin.second-factor.recovery-regenerated": "Made new recovery codes",
  "admin.second-factor.failed": "Entered a wrong second-factor code",
  "admin.country.saved": "Cloudoc saved a country",
  "admin.country.deleted": "Cloudoc deleted a country",
  "admin.service-type.saved": "Cloudoc saved a service type",
  "admin.service-type.deleted": "Cloudoc deleted a service type",
  "admin.regulator.saved": "Cloudoc saved a regulator",
  "admin.regulator.deleted": "Cloudoc deleted a regulator",
  "admin.taxonomy.ordered": "Cloudoc reordered the catalogue",
  "admin.package.saved": "Cloudoc saved a package",
  "admin.package.image": "Cloudoc changed a package image",
  "admin.package.published": "Cloudoc published a package",
  "admin.package.withdrawn": "Cloudoc withdrew a package",
  "admin.package.folder.saved": "Cloudoc saved a package folder",
  "admin.package.folder.moved": "Cloudoc moved a package folder",
  "admin.package.folder.deleted": "Cloudoc deleted a package folder",
  "admin.package.template.added": "Cloudoc added a template to a package",
  "admin.package.template.removed": "Cloudoc removed a template from a package",
  "admin.package.template.moved": "Cloudoc moved a template in a package",
  "admin.template.created": "Cloudoc created a template",
  "admin.template.draft.saved": "Cloudoc saved a template draft",
  "admin.template.draft.discarded": "Cloudoc discarded a template draft",
  "admin.template.published": "Cloudoc published a template",
  "admin.template.withdrawn": "Cloudoc withdrew a template",
  "admin.template.republished": "Cloudoc republished a template",
  "admin.template.image.uploaded": "Cloudoc uploaded a template image",
  "admin.library.imported": "Cloudoc imported the library",
  "admin.settings.saved": "Cloudoc changed the site settings",
  "admin.site-image.uploaded": "Cloudoc uploaded a site image",
  "admin.page.saved": "Cloudoc saved a page",
  "admin.page.deleted": "Cloudoc deleted a page",
  "admin.faq.saved": "Cloudoc saved a question",
  "admin.faq.deleted": "Cloudoc deleted a question",
  "admin.faq.reordered": "Cloudoc reordered the questions",
  "admin.knowledge.saved": "Cloudoc saved a help article",
  "admin.knowledge.deleted": "Cloudoc deleted a help article",
  "admin.knowledge.reordered": "Cloudoc reordered the help articles",
  "admin.testimonial.saved": "Cloudoc saved a testimonial",
  "admin.testimonial.deleted": "Cloudoc deleted a testimonial",
  "admin.testimonial.reordered": "Cloudoc reordered the testimonials",
  "admin.sample.saved": "Cloudoc saved a sample document",
  "admin.document-update.saved": "Cloudoc saved a document update notice",
  "admin.document-update.deleted": "Cloudoc deleted a document update notice",
  "admin.company.suspended": "Cloudoc suspended the organisation",
  "admin.company.reinstated": "Cloudoc reinstated the organisation",
  "admin.coupon.saved": "Cloudoc saved a coupon",
  "admin.coupon.deactivated": "Cloudoc deactivated a coupon",
  "admin.coupon.deleted": "Cloudoc deleted a coupon",
  "admin.edit-request.approved": "Cloudoc approved a request to change registered details",
  "admin.edit-request.rejected": "Cloudoc declined a request to change registered details",
  "admin.issue-report.status": "Cloudoc answered an issue report",
  "admin.message.status": "Cloudoc answered a message",
};

const profileTabNames: Readonly<Record<ProfileTab, string>> = {
  tab_1: "organisation",
  tab_2: "addresses",
  tab_3: "director",
  tab_4: "provider and staff",
};

/** The words for an action; an action added without a description still reads sensibly. */
export function describeAuditAction(action: string): string {
  const listed = (auditActionDescriptions as Readonly<Record<string, string>>)[action];
  if (listed) return listed;
  const tab = /^profile\.update-(tab_\d)$/.exec(action)?.[1] as ProfileTab | undefined;
  if (tab && tab in profileTabNames) return `Changed the ${profileTabNames[tab]} details`;
  const words = action.replace(/[._-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The kinds of record an event can name, as the activity screen offers them in its filter. */
export const activityRecordTypes = {
  document: "Document",
  folder: "Folder",
  saved_document: "Draft document",
  staff_policy: "Staff policy",
  employee: "Employee",
  employee_group: "Group",
  user: "User",
  order: "Order",
  company: "Organisation",
  company_profile: "Organisation details",
} as const;
export type ActivityRecordType = keyof typeof activityRecordTypes;

/** The kinds of record whose current name the log looks up (the others show their kind only). */
export const namedRecordTypes: readonly string[] = [
  "document",
  "folder",
  "saved_document",
  "staff_policy",
  "employee_group",
  "order",
  "user",
  "employee",
];

// ---- schemas ----

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);

/** A day as YYYY-MM-DD (from DD/MM/YYYY or YYYY-MM-DD), or absent. */
const daySchema = z.preprocess(
  absentToUndefined,
  z
    .string()
    .transform((value, context) => {
      const day = parseReviewDate(value);
      if (day) return day;
      context.addIssue({ code: "custom", message: "Enter a date as DD/MM/YYYY." });
      return z.NEVER;
    })
    .optional(),
);

/** The filters of the activity screen and of its CSV export. */
export const activityFilterSchema = z.object({
  /** Only what this person did (a user of the company, else 404). */
  actorUserId: z.preprocess(absentToUndefined, idSchema.optional()),
  /** One action (an exact action name), or a family by its prefix ("document."). */
  action: z.preprocess(absentToUndefined, z.string().trim().max(100).optional()),
  /** The first and last day, both whole, in UK time. */
  from: daySchema,
  to: daySchema,
  recordType: z.preprocess(
    absentToUndefined,
    z.enum(Object.keys(activityRecordTypes) as [ActivityRecordType, ...ActivityRecordType[]]).optional(),
  ),
  /** A record's id, or words of its name. */
  record: z.preprocess(absentToUndefined, z.string().trim().max(200).optional()),
});
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

export const activityListSchema = optionalBody(
  activityFilterSchema.extend({ skip: skipSchema, limit: limitSchema(pageSizes.users) }),
);
export type ActivityListRequest = z.infer<typeof activityListSchema>;
export const activityExportSchema = optionalBody(activityFilterSchema);

export const activityItemSchema = z.object({
  _id: z.string(),
  action: z.string(),
  /** The action in words (describeAuditAction). */
  description: z.string(),
  actorUserId: z.string().nullable(),
  /** Who: their name (kept when they are deactivated), "Cloudoc" for the platform, "" for the system. */
  actorName: z.string(),
  actorRole: z.string().nullable(),
  recordType: z.string(),
  recordId: z.string().nullable(),
  /** The record's name when it still exists ('' otherwise). */
  recordName: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityListReplySchema = pagedOf(activityItemSchema);

/** Everyone who appears in the company's activity, for the "who" filter. */
export const activityPersonSchema = z.object({ _id: z.string(), name: z.string(), role: z.string() });
export const activityPeopleReplySchema = pagedOf(activityPersonSchema);
