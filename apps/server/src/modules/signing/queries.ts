import type { EnvelopeStatus } from "@cloudoc/contract";
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { looksLikeId } from "../documents/queries";
import { signingEnvelopes, signingEvents, signingSigners } from "./tables";

export type EnvelopeRow = typeof signingEnvelopes.$inferSelect;
export type SignerRow = typeof signingSigners.$inferSelect;
export type EventRow = typeof signingEvents.$inferSelect;

/**
 * Who sees an envelope: the owner sees the company's; a staff user the ones they sent (what they
 * send may come from their private My Files).
 */
export function visibleTo(actor: CompanyActor, ...conditions: (SQL | undefined)[]): SQL {
  const own = actor.session.role === "company" ? undefined : eq(signingEnvelopes.senderId, actor.userId);
  return ofCompany(signingEnvelopes, actor.companyId, own, ...conditions);
}

/** One envelope the actor may see, locked for the change when asked; 404 otherwise. */
export async function findEnvelope(tx: Executor, actor: CompanyActor, id: string, lock = false) {
  if (!looksLikeId(id)) throw notFound();
  const query = tx
    .select()
    .from(signingEnvelopes)
    .where(visibleTo(actor, eq(signingEnvelopes.id, id)));
  const [envelope] = lock ? await query.for("update") : await query;
  if (!envelope) throw notFound();
  return envelope;
}

/** The signers of envelopes of one company, in signing order. */
export function signersOf(tx: Executor, companyId: string, envelopeIds: readonly string[]) {
  if (envelopeIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(signingSigners)
    .where(ofCompany(signingSigners, companyId, inArray(signingSigners.envelopeId, [...envelopeIds])))
    .orderBy(asc(signingSigners.position));
}

export function eventsOf(tx: Executor, companyId: string, envelopeId: string) {
  return tx
    .select()
    .from(signingEvents)
    .where(ofCompany(signingEvents, companyId, eq(signingEvents.envelopeId, envelopeId)))
    .orderBy(asc(signingEvents.seq));
}

/** The status as shown: a sent envelope whose time ran out is expired (nothing stores that). */
export function statusAt(envelope: Pick<EnvelopeRow, "status" | "expiresAt">, now: Date): EnvelopeStatus {
  return envelope.status === "sent" && envelope.expiresAt <= now ? "expired" : envelope.status;
}

/** Whether signers may still answer: sent and not expired. */
export const isOpen = (envelope: Pick<EnvelopeRow, "status" | "expiresAt">, now: Date) =>
  statusAt(envelope, now) === "sent";

export interface SigningEventInput {
  action: string;
  signerId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
}

/** Adds a line to the envelope's trail (append-only: nothing updates or deletes these rows). */
export async function recordEvent(
  tx: Executor,
  envelope: Pick<EnvelopeRow, "id" | "companyId">,
  event: SigningEventInput,
  at: Date,
) {
  await tx.insert(signingEvents).values({
    companyId: envelope.companyId,
    envelopeId: envelope.id,
    signerId: event.signerId ?? null,
    action: event.action,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    detail: event.detail ?? {},
    at,
  });
}

/** Changes one signer of the envelope (always within its company). */
export async function updateSigner(tx: Executor, signer: SignerRow, values: Partial<SignerRow>) {
  const [updated] = await tx
    .update(signingSigners)
    .set(values)
    .where(ofCompany(signingSigners, signer.companyId, eq(signingSigners.id, signer.id)))
    .returning();
  if (!updated) throw new Error("the signer was not updated");
  return updated;
}

export async function updateEnvelope(tx: Executor, envelope: EnvelopeRow, values: Partial<EnvelopeRow>) {
  const [updated] = await tx
    .update(signingEnvelopes)
    .set({ ...values, updatedAt: new Date() })
    .where(ofCompany(signingEnvelopes, envelope.companyId, eq(signingEnvelopes.id, envelope.id)))
    .returning();
  if (!updated) throw new Error("the envelope was not updated");
  return updated;
}

/** Withdraws every link not yet answered (void, decline): their tokens stop opening anything. */
export async function revokeOpenLinks(tx: Executor, envelope: EnvelopeRow) {
  await tx
    .update(signingSigners)
    .set({ tokenHash: null })
    .where(
      ofCompany(
        signingSigners,
        envelope.companyId,
        eq(signingSigners.envelopeId, envelope.id),
        inArray(signingSigners.status, ["waiting", "sent", "viewed"]),
      ),
    );
}
