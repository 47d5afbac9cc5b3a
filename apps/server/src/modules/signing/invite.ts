import type { Transaction } from "../../platform/db/client";
import type { Platform } from "../../platform/platform";
import { newToken, sha256 } from "../../platform/tokens";
import { companyNameOf } from "../accounts/companies";
import { invitationMail, reminderMail, shownDay, signingLink } from "./mails";
import { type EnvelopeRow, recordEvent, type SignerRow, updateSigner } from "./queries";

/**
 * Emails a signer their link, inside the caller's transaction (a failed mail changes nothing).
 * Each mail carries a new token and only its hash is kept, so the link in an earlier mail stops
 * working: one live link per signer.
 */
export async function emailSigner(
  platform: Platform,
  tx: Transaction,
  envelope: EnvelopeRow,
  signer: SignerRow,
  kind: "invited" | "reminded",
  now: Date,
): Promise<SignerRow> {
  const token = newToken();
  const changes =
    kind === "invited"
      ? { status: "sent" as const, invitedAt: now }
      : { remindersSent: signer.remindersSent + 1, lastRemindedAt: now };
  const updated = await updateSigner(tx, signer, { ...changes, tokenHash: sha256(token) });
  await recordEvent(tx, envelope, { action: kind, signerId: signer.id }, now);
  const mail = kind === "invited" ? invitationMail : reminderMail;
  await platform.mail.send(
    mail(signer.email, {
      name: signer.name,
      senderName: envelope.senderName,
      companyName: await companyNameOf(tx, envelope.companyId),
      title: envelope.title,
      message: envelope.message,
      link: signingLink(platform.config, token),
      expires: shownDay(envelope.expiresAt),
    }),
  );
  return updated;
}
