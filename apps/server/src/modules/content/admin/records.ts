import { type FieldError, siteMessages } from "@cloudoc/contract";
import type { AdminActor } from "../../../platform/actor";
import { adminAuditBy } from "../../../platform/actor";
import { type AuditEvent, recordAudit } from "../../../platform/audit/audit";
import type { Executor } from "../../../platform/db/client";
import { badRequest, notFound } from "../../../platform/envelope";

/** 400 naming the field, with its message as the reply's too. */
export const fieldRefused = (field: string, message: string) => {
  const error: FieldError = { field, message };
  return badRequest(message, [error]);
};

export const slugTaken = () => fieldRefused("slug", siteMessages.slugTaken);

/** The one row a change found, or 404 (an unknown or stale id). */
export function found<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (!row) throw notFound();
  return row;
}

/** The audit event of one admin change to the site's content (no company is touched). */
export function auditSite(
  tx: Executor,
  actor: AdminActor,
  event: Pick<AuditEvent, "action" | "entityType" | "entityId" | "detail">,
) {
  return recordAudit(tx, { ...adminAuditBy(actor), ...event });
}
