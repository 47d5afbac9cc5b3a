import { type Acknowledgement, namesMatch, policyReadingMessages } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { EmployeeActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, conflict, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { users } from "../accounts/tables";
import { announce } from "../notifications/deliver";
import { acknowledgementById, sameAcknowledgement } from "./acknowledge-queries";
import { syncMajorChanges } from "./document-policies";
import { attemptsAt } from "./quiz";
import { type ServedContent, servedContent } from "./reading-content";
import { type AssignedRow, findAssigned } from "./reading-queries";
import { policyAcknowledgements, policyAssignments } from "./tables";

/**
 * POST /user/employee/policy/acknowledge (decision 022). The employee acknowledges exactly what
 * they read: the version and SHA-256 they were served must still be the policy's (409 otherwise:
 * read it again); the typed name must be theirs (case and spacing forgiven); a required quiz must
 * be passed for that version. The evidence row is append-only: acknowledging the same version and
 * content again adds no second row and answers the first (status 2).
 */

interface AcknowledgeInput {
  id: string;
  version: number;
  contentHash: string;
  fullName: string;
}

async function nameOf(platform: Platform, actor: EmployeeActor) {
  const [person] = await platform.db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(ofCompany(users, actor.companyId, eq(users.id, actor.userId)));
  if (!person) throw notFound();
  return person;
}

/** Locks the assignment, so two acknowledgements at once are made one after the other. */
async function lockAssignment(tx: Transaction, companyId: string, assignmentId: string) {
  const [locked] = await tx
    .select({ id: policyAssignments.id })
    .from(policyAssignments)
    .where(ofCompany(policyAssignments, companyId, eq(policyAssignments.id, assignmentId)))
    .for("update");
  if (!locked) throw notFound();
}

/** The quiz score to keep with the acknowledgement; refuses when a required quiz is not passed. */
async function requiredPass(tx: Transaction, actor: EmployeeActor, row: AssignedRow, version: number) {
  if (!row.testRequired) return null;
  const { pass } = await attemptsAt(tx, actor.companyId, {
    userId: actor.userId,
    policyId: row.policyId,
    version,
  });
  if (!pass) throw badRequest(policyReadingMessages.quizNeeded);
  return pass;
}

async function record(
  tx: Transaction,
  actor: EmployeeActor,
  row: AssignedRow,
  served: ServedContent,
  typedName: string,
) {
  await lockAssignment(tx, actor.companyId, row.assignmentId);
  // The policy may have moved on while the employee typed their name.
  const now = await findAssigned(tx, actor.companyId, actor.userId, row.policyId);
  if (now.version !== served.version) throw conflict(policyReadingMessages.policyChanged);
  const pass = await requiredPass(tx, actor, now, served.version);
  const what = {
    userId: actor.userId,
    policyId: row.policyId,
    version: served.version,
    contentHash: served.contentHash,
  };
  const existing = await sameAcknowledgement(tx, actor.companyId, what);
  if (existing) return { id: existing, created: false };
  const [made] = await tx
    .insert(policyAcknowledgements)
    .values({
      companyId: actor.companyId,
      ...what,
      typedName,
      quizScore: pass?.score ?? null,
      quizTotal: pass?.total ?? null,
      ip: actor.origin.ip,
      userAgent: actor.origin.userAgent,
    })
    .returning({ id: policyAcknowledgements.id });
  if (!made) throw new Error("acknowledgement was not stored");
  // Acknowledging is reading too, should the view's first-read call have been missed.
  await tx
    .update(policyAssignments)
    .set({ readAt: sql`coalesce(${policyAssignments.readAt}, now())` })
    .where(ofCompany(policyAssignments, actor.companyId, eq(policyAssignments.id, row.assignmentId)));
  await recordAudit(tx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    ip: actor.origin.ip,
    userAgent: actor.origin.userAgent,
    action: "policy.acknowledged",
    entityType: "staff_policy",
    entityId: row.policyId,
    detail: { acknowledgementId: made.id, version: what.version, contentHash: what.contentHash },
  });
  return { id: made.id, created: true };
}

export async function acknowledgePolicy(
  platform: Platform,
  actor: EmployeeActor,
  input: AcknowledgeInput,
): Promise<{ created: boolean; acknowledgement: Acknowledgement }> {
  const { db, storage } = platform;
  await syncMajorChanges(db, actor.companyId);
  const row = await findAssigned(db, actor.companyId, actor.userId, input.id);
  const served = await servedContent({ db, storage }, actor.companyId, row);
  if (input.version !== served.version || input.contentHash !== served.contentHash) {
    throw conflict(policyReadingMessages.policyChanged);
  }
  const person = await nameOf(platform, actor);
  if (!namesMatch(input.fullName, person.firstname, person.lastname)) {
    throw badRequest(policyReadingMessages.nameMismatch, [
      { field: "fullName", message: policyReadingMessages.nameMismatch },
    ]);
  }
  const typedName = input.fullName.replace(/\s+/g, " ").trim();
  const outcome = await db.transaction((tx) => record(tx, actor, row, served, typedName));
  if (outcome.created) {
    await announce(platform, {
      companyId: actor.companyId,
      category: "Staff policies",
      title: `${typedName} acknowledged ${row.name}`,
      content: `${typedName} read and acknowledged version ${served.version} of ${row.name}.`,
      link: "/company/policies",
      dedupeKey: `acknowledgement:${outcome.id}`,
    });
  }
  return {
    created: outcome.created,
    acknowledgement: await acknowledgementById(db, actor.companyId, outcome.id),
  };
}
