import type { EnvelopeListRequest } from "@cloudoc/contract";
import { signingMessages } from "@cloudoc/contract";
import { and, count, desc, eq, gt, lte, type SQL } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Executor } from "../../platform/db/client";
import { badRequest, conflict, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { safeFileName } from "../exports/files";
import type { SentFile } from "../exports/send";
import { emailSigner } from "./invite";
import { voidedMail } from "./mails";
import {
  eventsOf,
  findEnvelope,
  isOpen,
  recordEvent,
  revokeOpenLinks,
  signersOf,
  updateEnvelope,
  visibleTo,
} from "./queries";
import { signingEnvelopes } from "./tables";
import { remindRefusal, toDetail, toSummary } from "./views";

/** The sender's calls: the list, one envelope, remind, void and its PDFs (decision 028). */

async function detailIn(tx: Executor, actor: CompanyActor, id: string, now: Date) {
  const envelope = await findEnvelope(tx, actor, id);
  // One after the other: a transaction's connection runs one statement at a time.
  const signers = await signersOf(tx, actor.companyId, [envelope.id]);
  const events = await eventsOf(tx, actor.companyId, envelope.id);
  return toDetail(envelope, signers, events, now);
}

/** POST /user/signing/get. */
export function envelopeDetail(platform: Platform, actor: CompanyActor, id: string) {
  return detailIn(platform.db, actor, id, platform.clock.now());
}

function statusFilter(status: EnvelopeListRequest["status"], now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === "expired")
    return and(eq(signingEnvelopes.status, "sent"), lte(signingEnvelopes.expiresAt, now));
  if (status === "sent") return and(eq(signingEnvelopes.status, "sent"), gt(signingEnvelopes.expiresAt, now));
  return eq(signingEnvelopes.status, status);
}

/** POST /user/signing/list: newest first, with each envelope's signer counts. */
export async function listEnvelopes(platform: Platform, actor: CompanyActor, request: EnvelopeListRequest) {
  const now = platform.clock.now();
  const filters = statusFilter(request.status, now);
  const [rows, [total]] = await Promise.all([
    platform.db
      .select()
      .from(signingEnvelopes)
      .where(visibleTo(actor, filters))
      .orderBy(desc(signingEnvelopes.createdAt), desc(signingEnvelopes.id))
      .limit(request.limit)
      .offset(request.skip),
    platform.db.select({ n: count() }).from(signingEnvelopes).where(visibleTo(actor, filters)),
  ]);
  const signers = await signersOf(
    platform.db,
    actor.companyId,
    rows.map((row) => row.id),
  );
  const list = rows.map((row) =>
    toSummary(
      row,
      signers.filter((signer) => signer.envelopeId === row.id),
      now,
    ),
  );
  return { list, total: total?.n ?? 0 };
}

/** POST /user/signing/remind: a new link by email, at most 3 times a signer, an hour apart. */
export async function remindSigner(
  platform: Platform,
  actor: CompanyActor,
  request: { id: string; signerId: string },
) {
  const now = platform.clock.now();
  return platform.db.transaction(async (tx) => {
    const envelope = await findEnvelope(tx, actor, request.id, true);
    const signer = (await signersOf(tx, actor.companyId, [envelope.id])).find(
      (row) => row.id === request.signerId,
    );
    if (!signer) throw notFound();
    const refusal = remindRefusal(envelope, signer, now);
    if (refusal === "notOpen") throw conflict(signingMessages.notOpen);
    if (refusal) throw badRequest(signingMessages[refusal]);
    await emailSigner(platform, tx, envelope, signer, "reminded", now);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "signing.reminded",
      entityType: "signing_envelope",
      entityId: envelope.id,
      detail: { signerId: signer.id },
    });
    return detailIn(tx, actor, envelope.id, now);
  });
}

/** POST /user/signing/void: every open link stops working; the signers who were asked are told. */
export async function voidEnvelope(
  platform: Platform,
  actor: CompanyActor,
  request: { id: string; reason: string },
) {
  const now = platform.clock.now();
  return platform.db.transaction(async (tx) => {
    const envelope = await findEnvelope(tx, actor, request.id, true);
    if (!isOpen(envelope, now)) throw conflict(signingMessages.notOpen);
    const voided = await updateEnvelope(tx, envelope, {
      status: "voided",
      voidedAt: now,
      voidReason: request.reason,
    });
    const asked = (await signersOf(tx, actor.companyId, [envelope.id])).filter(
      (signer) => signer.status === "sent" || signer.status === "viewed",
    );
    await revokeOpenLinks(tx, voided);
    await recordEvent(
      tx,
      voided,
      { action: "voided", ...actor.origin, detail: { reason: request.reason } },
      now,
    );
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "signing.voided",
      entityType: "signing_envelope",
      entityId: envelope.id,
    });
    for (const signer of asked) {
      const values = {
        name: signer.name,
        title: voided.title,
        senderName: voided.senderName,
        reason: request.reason,
      };
      await platform.mail.send(voidedMail(signer.email, values));
    }
    return detailIn(tx, actor, envelope.id, now);
  });
}

/** POST /user/signing/download: the PDF as sent, or sealed (409 until everyone has signed). */
export async function envelopeFile(
  platform: Platform,
  actor: CompanyActor,
  request: { id: string; version: "original" | "signed" },
): Promise<SentFile> {
  const envelope = await findEnvelope(platform.db, actor, request.id);
  const key = request.version === "signed" ? envelope.signedKey : envelope.originalKey;
  if (!key) throw conflict(signingMessages.signedFileNotReady);
  const body = await platform.storage.get(key);
  if (!body) throw notFound();
  const suffix = request.version === "signed" ? " (signed)" : "";
  return {
    body,
    fileName: safeFileName(`${envelope.title}${suffix}`, "pdf"),
    contentType: "application/pdf",
  };
}
