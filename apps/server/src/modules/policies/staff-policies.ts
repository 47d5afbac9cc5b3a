import { messages, type PolicyFields, versionsAfter } from "@cloudoc/contract";
import { asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { conflict, notFound } from "../../platform/envelope";
import { storedHtml } from "../documents/content";
import { contentHash } from "../documents/versions";
import { markDocumentMajor, syncMajorChanges } from "./document-policies";
import { findPolicy, livePolicies, policyDetail, policyVersionRow, selectItems, toItem } from "./queries";
import { staffPolicies, staffPolicyVersions } from "./tables";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** POST /user/employee/policy/list: the company's live policies by name, searched by name or number. */
export async function listPolicies(
  db: Database,
  companyId: string,
  request: { skip: number; limit: number; search: string },
) {
  // Major library updates taken since the last look ask employees again before anyone reads the list.
  await syncMajorChanges(db, companyId);
  const pattern = request.search ? likePattern(request.search) : undefined;
  const matching = pattern
    ? or(ilike(staffPolicies.name, pattern), ilike(staffPolicies.policyNumber, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectItems(db, companyId, matching)
      .orderBy(asc(sql`lower(${staffPolicies.name})`), asc(staffPolicies.id))
      .limit(request.limit)
      .offset(request.skip),
    db.select({ n: count() }).from(staffPolicies).where(livePolicies(companyId, matching)),
  ]);
  return { list: rows.map(toItem), total: total?.n ?? 0 };
}

/** Writes a written policy and its version 1 inside the caller's transaction. */
async function insertWritten(tx: Transaction, actor: CompanyActor, fields: PolicyFields) {
  const content = storedHtml(fields.content);
  const [policy] = await tx
    .insert(staffPolicies)
    .values({
      companyId: actor.companyId,
      source: "written",
      name: fields.name,
      policyNumber: fields.policyNumber,
      status: fields.status,
      createdBy: actor.userId,
    })
    .returning({ id: staffPolicies.id });
  if (!policy) throw new Error("the policy was not written");
  await tx.insert(staffPolicyVersions).values({
    companyId: actor.companyId,
    policyId: policy.id,
    version: 1,
    name: fields.name,
    content,
    contentHash: contentHash(content),
    createdBy: actor.userId,
  });
  await recordAudit(tx, {
    ...auditBy(actor),
    action: "policy.created",
    entityType: "staff_policy",
    entityId: policy.id,
    detail: { source: "written", name: fields.name },
  });
  return policy.id;
}

/** POST /user/employee/policy/create: a written policy, its wording sanitised, as version 1. */
export async function createPolicy(db: Database, actor: CompanyActor, fields: PolicyFields) {
  return db.transaction(async (tx) => {
    const id = await insertWritten(tx, actor, fields);
    return policyDetail(tx, actor.companyId, id);
  });
}

/** POST /user/employee/policy/multi/create: several written policies, all or nothing. */
export async function createPolicies(db: Database, actor: CompanyActor, list: PolicyFields[]) {
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const fields of list) ids.push(await insertWritten(tx, actor, fields));
    const rows = await selectItems(tx, actor.companyId, inArray(staffPolicies.id, ids));
    const order = new Map(ids.map((id, index) => [id, index]));
    return rows.map(toItem).sort((a, b) => (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0));
  });
}

/** A PATCH: a field left out keeps what the policy has. */
export interface PolicyUpdate extends Partial<PolicyFields> {
  id: string;
  major: boolean;
  version?: number;
}

/**
 * The next version of a written policy when its wording really changed (a new immutable row);
 * nothing when it did not, even marked major: an unchanged republish asks nobody again.
 */
async function nextWording(
  tx: Transaction,
  actor: CompanyActor,
  policy: typeof staffPolicies.$inferSelect,
  change: { content: string; name: string; major: boolean },
) {
  const content = storedHtml(change.content);
  const hash = contentHash(content);
  const current = await policyVersionRow(tx, actor.companyId, policy.id, policy.version);
  const next = versionsAfter(policy, { contentChanged: current.contentHash !== hash, major: change.major });
  if (next.version === policy.version) return next;
  await tx.insert(staffPolicyVersions).values({
    companyId: actor.companyId,
    policyId: policy.id,
    version: next.version,
    name: change.name,
    content,
    contentHash: hash,
    major: change.major,
    createdBy: actor.userId,
  });
  return next;
}

/**
 * PATCH /user/employee/policy/update: name, number and status; for a written policy its wording
 * as a new version (`major` asks employees again). A `document` policy's wording is its document's
 * (edited in the document editor): `major` there asks again when the document changed since the
 * last request. A PDF takes a new file through the upload call. A field left out keeps what the
 * policy has. A stale `version`: 409.
 */
export async function updatePolicy(db: Database, actor: CompanyActor, change: PolicyUpdate) {
  return db.transaction(async (tx) => {
    const policy = await findPolicy(tx, actor.companyId, change.id, true);
    const shown = await policyDetail(tx, actor.companyId, policy.id);
    if (change.version !== undefined && change.version !== shown.version) throw conflict();
    const name = change.name ?? policy.name;
    const versions =
      policy.source === "written" && change.content !== undefined
        ? await nextWording(tx, actor, policy, { content: change.content, name, major: change.major })
        : policy.source === "document" && change.major
          ? await markDocumentMajor(tx, actor.companyId, policy)
          : policy;
    await tx
      .update(staffPolicies)
      .set({
        name,
        policyNumber: change.policyNumber ?? policy.policyNumber,
        status: change.status ?? policy.status,
        version: versions.version,
        ackFromVersion: versions.ackFromVersion,
        updatedAt: sql`now()`,
      })
      .where(ofCompany(staffPolicies, actor.companyId, eq(staffPolicies.id, policy.id)));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "policy.updated",
      entityType: "staff_policy",
      entityId: policy.id,
      detail: {
        version: versions.version,
        newVersion: versions.version !== shown.version,
        major: versions.ackFromVersion !== policy.ackFromVersion,
      },
    });
    return policyDetail(tx, actor.companyId, policy.id);
  });
}

/** DELETE /user/employee/policy/delete: a soft delete; its assignments and evidence are kept. */
export async function deletePolicy(db: Database, actor: CompanyActor, id: string) {
  return db.transaction(async (tx) => {
    const policy = await findPolicy(tx, actor.companyId, id, true, messages.notDeleted);
    await tx
      .update(staffPolicies)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(ofCompany(staffPolicies, actor.companyId, eq(staffPolicies.id, policy.id)));
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "policy.deleted",
      entityType: "staff_policy",
      entityId: policy.id,
      detail: { name: policy.name, source: policy.source },
    });
    return { id: policy.id };
  });
}

/** POST /company/hide/policy: hides a policy from employees, or shows it again. */
export async function togglePolicyHidden(db: Database, actor: CompanyActor, id: string) {
  return db.transaction(async (tx) => {
    const policy = await findPolicy(tx, actor.companyId, id, true);
    const [row] = await tx
      .update(staffPolicies)
      .set({ hidden: !policy.hidden, updatedAt: sql`now()` })
      .where(ofCompany(staffPolicies, actor.companyId, eq(staffPolicies.id, policy.id)))
      .returning({ hidden: staffPolicies.hidden });
    if (!row) throw notFound();
    await recordAudit(tx, {
      ...auditBy(actor),
      action: row.hidden ? "policy.hidden" : "policy.shown",
      entityType: "staff_policy",
      entityId: policy.id,
    });
    return { id: policy.id, hidden: row.hidden };
  });
}
