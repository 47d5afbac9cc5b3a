import { adminCatalogueAuditActions } from "./admin/catalogue";
import { adminCompanyAuditActions } from "./admin/companies";
import { adminRequestAuditActions } from "./admin/requests";
import { adminSecurityAuditActions } from "./admin/security";
import { adminSiteAuditActions } from "./admin/site";
import { adminTemplateAuditActions } from "./admin/templates";
import { courseAuditActions } from "./courses";
import { webFormAuditActions } from "./forms";
import { helpAuditActions } from "./help";
import type { ProfileTab } from "./profile";

/**
 * Every action an audit event can record (DESIGN §6): a typed union, so that activity screens can
 * name each one and a misspelt action does not compile.
 */
export const auditActions = [
  "company.register",
  "user.login",
  "user.logout",
  "user.password-reset",
  "user.update-account",
  "order.create",
  "order.paid",
  "order.payment-failed",
  // invoices, cards, coupons and refunds (issue 22)
  "order.refunded",
  "invoice.emailed",
  "payment-card.added",
  "payment-card.deleted",
  "payment-card.default",
  // the subscription lifecycle (issue 22)
  "subscription.renewed",
  "subscription.renewal-failed",
  "subscription.expired",
  "subscription.cancelled",
  "subscription.cancel-requested",
  "subscription.cancel-undone",
  "subscription.plan-changed",
  "subscription.add-ons-added",
  "library.filled",
  "folder.created",
  "folder.renamed",
  "folder.colour",
  "folder.deleted",
  "folder.restored",
  "folder.purged",
  "document.created",
  "document.copied",
  "document.saved",
  "document.updated",
  "document.renamed",
  "document.deleted",
  "document.restored",
  "document.purged",
  "document.reviewed",
  "document.published",
  "document.unpublished",
  "document.headerfooter",
  "document.orientation",
  "document.review-date",
  "document.overwritten",
  "document.version.restored",
  "document.backup.deleted",
  "document.backup.restored",
  // template updates (issue 13)
  "document.update.accepted",
  "document.update.merged",
  "document.update.rejected",
  "document.update.auto-applied",
  "document.update.opened",
  "document.admin-restored",
  "documents.restore-all",
  "company.auto-update",
  "template.fanout",
  "document.issue.reported",
  "document.references.added",
  "document.references.changed",
  "document.references.removed",
  "document.question.added",
  "document.question.changed",
  "document.question.deleted",
  "documents.bulk-export",
  "saved_document.created",
  "saved_document.renamed",
  "saved_document.content",
  "saved_document.deleted",
  // My Files (issue 16): a user's own files; the events name ids, never the private names
  "my_folder.created",
  "my_folder.renamed",
  "my_folder.moved",
  "my_folder.copied",
  "my_folder.deleted",
  "my_folder.restored",
  "my_folder.purged",
  "my_file.created",
  "my_file.copied",
  "my_file.saved",
  "my_file.renamed",
  "my_file.moved",
  "my_file.uploaded",
  "my_file.deleted",
  "my_file.restored",
  "my_file.purged",
  "my_file.sent",
  // e-signature (issue 16): the sender's actions; each envelope keeps its own trail too
  "signing.sent",
  "signing.reminded",
  "signing.voided",
  // web forms (issue 17)
  ...webFormAuditActions,
  // training courses and the new-provider checklist (issue 17)
  ...courseAuditActions,
  "profile.edit-request",
  "profile.update-document-settings",
  "profile.update-payment-card",
  "profile.update-variables",
  "profile.upload-image",
  // staff policies (issue 14)
  // - employees, invitations, import, groups
  "employee.added",
  "employee.updated",
  "employee.deactivated",
  "employee.restored",
  "employee.invited",
  "employee.registered",
  "employees.imported",
  "group.created",
  "group.updated",
  "group.deleted",
  "group.members.added",
  "group.members.removed",
  // - staff policies, assignment and published policies
  "policy.created",
  "policy.updated",
  "policy.deleted",
  "policy.hidden",
  "policy.shown",
  "policy.uploaded",
  "policy.assigned",
  "policy.unassigned",
  "policy.published",
  "policy.unpublished",
  "company.show-policies",
  // - reading, quiz and acknowledgement (the employee's evidence)
  "policy.read",
  "policy.quiz.attempted",
  "policy.acknowledged",
  // system users (issue 15)
  "user.added",
  "user.updated",
  "user.deactivated",
  "user.restored",
  "user.invited",
  "user.password-set",
  // notifications (issue 15): a user's email preferences
  "notification.preferences",
  // the admin console (issue 12), one list per area
  ...adminSecurityAuditActions,
  ...adminCatalogueAuditActions,
  ...adminTemplateAuditActions,
  ...adminSiteAuditActions,
  ...adminCompanyAuditActions,
  ...adminRequestAuditActions,
  // Get Help (issue 21)
  ...helpAuditActions,
] as const;

export type AuditAction = (typeof auditActions)[number] | `profile.update-${ProfileTab}`;
