import type { AuditAction } from "@cloudoc/contract";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";

/** Who made a web-form change: a member of the company, or a visitor through the public link. */
export interface FormsAuditor {
  companyId: string;
  userId: string | null;
  origin: { ip: string | null; userAgent: string | null };
}

/** The audit event of a web-form change, in the change's transaction. */
export async function auditForms(
  executor: Executor,
  auditor: FormsAuditor,
  action: AuditAction & `web_form.${string}`,
  id: string,
  detail: Record<string, unknown> = {},
) {
  await recordAudit(executor, {
    companyId: auditor.companyId,
    actorUserId: auditor.userId,
    ip: auditor.origin.ip,
    userAgent: auditor.origin.userAgent,
    action,
    entityType: action === "web_form.submitted" ? "web_form_submission" : "web_form",
    entityId: id,
    detail,
  });
}
