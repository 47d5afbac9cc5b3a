import type { AuditAction } from "@cloudoc/contract";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import type { AuditEvent } from "../../../platform/audit/audit";

/** The audit event of a catalogue change: the catalogue is the platform's, so no company is named. */
export const adminAudit = (
  actor: AdminActor,
  action: AuditAction,
  entityType: string,
  entityId: string | null,
  detail: Record<string, unknown> = {},
): AuditEvent => ({ ...adminAuditBy(actor), action, entityType, entityId, detail });
