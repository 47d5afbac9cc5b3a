import type { AuditAction } from "@cloudoc/contract";
import type { Executor } from "../db/client";
import { auditEvents } from "./tables";

export interface AuditEvent {
  companyId: string | null;
  actorUserId: string | null;
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
}

/** Writes an audit event with the caller's executor, so it commits or rolls back with the change. */
export async function recordAudit(executor: Executor, event: AuditEvent): Promise<void> {
  await executor.insert(auditEvents).values({
    companyId: event.companyId,
    actorUserId: event.actorUserId,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId ?? null,
    detail: event.detail ?? {},
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
  });
}
