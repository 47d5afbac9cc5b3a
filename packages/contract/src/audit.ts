import { adminCatalogueAuditActions } from "./admin/catalogue";
import { adminCompanyAuditActions } from "./admin/companies";
import { adminRequestAuditActions } from "./admin/requests";
import { adminSecurityAuditActions } from "./admin/security";
import { adminSiteAuditActions } from "./admin/site";
import { adminTemplateAuditActions } from "./admin/templates";
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
  // the admin console (issue 12), one list per area
  ...adminSecurityAuditActions,
  ...adminCatalogueAuditActions,
  ...adminTemplateAuditActions,
  ...adminSiteAuditActions,
  ...adminCompanyAuditActions,
  ...adminRequestAuditActions,
] as const;

export type AuditAction = (typeof auditActions)[number] | `profile.update-${ProfileTab}`;
