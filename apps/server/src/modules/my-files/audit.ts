import type { AuditAction } from "@cloudoc/contract";
import { auditBy } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import type { MyFilesActor } from "./queries";

/**
 * The audit event of a My Files change, in the change's transaction. The detail names ids and
 * sizes, never the names of the user's private files (the company's activity log shows it).
 */
export async function auditMyFiles(
  executor: Executor,
  actor: MyFilesActor,
  action: AuditAction & (`my_file.${string}` | `my_folder.${string}`),
  id: string,
  detail: Record<string, unknown> = {},
) {
  const entityType = action.startsWith("my_folder.") ? "my_folder" : "my_file";
  await recordAudit(executor, { ...auditBy(actor), action, entityType, entityId: id, detail });
}
