import { adminRequestMessages, type LockedField } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Transaction } from "../../../platform/db/client";
import { acrossCompanies, ofCompany } from "../../../platform/db/tenant";
import { badRequest, conflict, notFound } from "../../../platform/envelope";
import type { Platform } from "../../../platform/platform";
import { companyNameOf, companyOwnerContact } from "../../accounts/companies";
import { users } from "../../accounts/tables";
import { applyApprovedChange } from "../service";
import { profileEditRequests } from "../tables";
import { type DecisionNews, tellCompany } from "./decision-mail";
import { editRequestDetail } from "./edit-request-queries";

/** The request still waiting for a decision, locked until this one commits (404, or 409 once decided). */
async function pendingRequest(tx: Transaction, id: string) {
  const [request] = await tx
    .select()
    .from(acrossCompanies(profileEditRequests))
    .where(eq(profileEditRequests.id, id))
    .for("update");
  if (!request) throw notFound();
  if (request.status !== "pending") throw conflict(adminRequestMessages.editRequestAlreadyDecided);
  return request;
}

type PendingRequest = Awaited<ReturnType<typeof pendingRequest>>;

/** Who hears of the decision: the person who asked and the owner, each once. */
async function recipientsOf(tx: Transaction, request: PendingRequest): Promise<string[]> {
  const [asker] = request.requestedBy
    ? await tx
        .select({ email: users.email })
        .from(users)
        .where(ofCompany(users, request.companyId, eq(users.id, request.requestedBy)))
    : [];
  const owner = await companyOwnerContact(tx, request.companyId);
  const emails = [asker?.email, owner?.email].filter((email): email is string => !!email);
  return [...new Set(emails.map((email) => email.toLowerCase()))];
}

/** Marks the request decided, with the audit event, in the decision's transaction. */
async function recordDecision(
  tx: Transaction,
  actor: AdminActor,
  request: PendingRequest,
  decision: { status: "approved" | "rejected"; reason: string; fields: string[] },
) {
  await tx
    .update(profileEditRequests)
    .set({
      status: decision.status,
      decisionReason: decision.reason,
      decidedBy: actor.userId,
      decidedAt: new Date(),
    })
    .where(ofCompany(profileEditRequests, request.companyId, eq(profileEditRequests.id, request.id)));
  await recordAudit(tx, {
    ...adminAuditBy(actor, request.companyId),
    action: decision.status === "approved" ? "admin.edit-request.approved" : "admin.edit-request.rejected",
    entityType: "profile_edit_request",
    entityId: request.id,
    detail: { fields: decision.fields, reason: decision.reason },
  });
}

/** Values only for the fields the company asked to change; anything else is refused (400). */
function valuesToApply(request: PendingRequest, values: Readonly<Partial<Record<LockedField, string>>>) {
  const extra = Object.keys(values).filter((field) => !(field in request.changeRequest));
  if (extra.length > 0) {
    throw badRequest(
      adminRequestMessages.valueNotRequested,
      extra.map((field) => ({ field: `values.${field}`, message: adminRequestMessages.valueNotRequested })),
    );
  }
  return { ...request.changeRequest, ...values } as Partial<Record<LockedField, string>>;
}

async function newsOf(tx: Transaction, request: PendingRequest) {
  return {
    companyId: request.companyId,
    requestId: request.id,
    recipients: await recipientsOf(tx, request),
    companyName: await companyNameOf(tx, request.companyId),
    fields: Object.keys(request.changeRequest),
  };
}

/**
 * POST /admin/edit-request/approve: in one transaction, applies the values to the profile's
 * read-only fields (checked as the profile checks them), marks the request approved and audits
 * it; then tells the company.
 */
export async function approveEditRequest(
  platform: Platform,
  log: FastifyBaseLogger,
  actor: AdminActor,
  input: { id: string; note: string; values: Partial<Record<LockedField, string>> },
) {
  const news: DecisionNews = await platform.db.transaction(async (tx) => {
    const request = await pendingRequest(tx, input.id);
    const by = { companyId: request.companyId, userId: actor.userId };
    const applied = await applyApprovedChange(tx, by, valuesToApply(request, input.values));
    await recordDecision(tx, actor, request, {
      status: "approved",
      reason: input.note,
      fields: Object.keys(applied),
    });
    return { ...(await newsOf(tx, request)), outcome: "approved", reason: input.note, applied };
  });
  await tellCompany(platform, log, news);
  return editRequestDetail(platform.db, input.id);
}

/** POST /admin/edit-request/reject: marks the request rejected with the reason; the profile stays. */
export async function rejectEditRequest(
  platform: Platform,
  log: FastifyBaseLogger,
  actor: AdminActor,
  input: { id: string; reason: string },
) {
  const news: DecisionNews = await platform.db.transaction(async (tx) => {
    const request = await pendingRequest(tx, input.id);
    await recordDecision(tx, actor, request, {
      status: "rejected",
      reason: input.reason,
      fields: Object.keys(request.changeRequest),
    });
    return { ...(await newsOf(tx, request)), outcome: "rejected", reason: input.reason, applied: {} };
  });
  await tellCompany(platform, log, news);
  return editRequestDetail(platform.db, input.id);
}
