import type { HelpRequest } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Visitor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Platform } from "../../platform/platform";
import { getSiteSettings } from "../settings/service";
import { announceChange } from "./live";
import { sendAfterCommit, toSupportMail } from "./mails";
import { ownerOf } from "./owner";
import { checkBotPass, senderOf } from "./sender";
import { supportConversations } from "./tables";
import { addMessage } from "./views";

/** Per hour: five questions from one address on the internet, three about one email address. */
export const helpRequestLimits = {
  perIp: { max: 5, windowSeconds: 60 * 60 },
  perEmail: { max: 3, windowSeconds: 60 * 60 },
} as const;

/**
 * POST /help/request, the Short Help Form: rate limited, the bot check for visitors, kept as a
 * conversation the Support area answers (a signed-in owner's or staff user's belongs to their
 * company), then emailed to the support address after commit.
 */
export async function submitHelpRequest(
  platform: Platform,
  log: FastifyBaseLogger,
  actor: Visitor,
  input: HelpRequest,
): Promise<void> {
  await platform.limiter.enforce(`help-request:ip:${actor.origin.ip ?? "unknown"}`, helpRequestLimits.perIp);
  await platform.limiter.enforce(
    `help-request:email:${input.email.toLowerCase()}`,
    helpRequestLimits.perEmail,
  );
  const owner = ownerOf(actor, undefined);
  const company = owner.kind === "company" ? owner : undefined;
  const { companyName } = await senderOf(platform.db, owner, input);
  const id = await platform.db.transaction(async (tx) => {
    if (!company) await checkBotPass(tx, input.captcha);
    const [created] = await tx
      .insert(supportConversations)
      .values({
        companyId: company?.companyId ?? null,
        startedBy: company?.userId ?? null,
        kind: "form",
        name: input.name,
        email: input.email,
        phone: input.phone,
        ip: actor.origin.ip,
      })
      .returning({ id: supportConversations.id });
    if (!created) throw new Error("help request not stored");
    await addMessage(tx, created.id, {
      from: "visitor",
      authorId: company?.userId ?? null,
      body: input.question,
    });
    await recordAudit(tx, {
      companyId: company?.companyId ?? null,
      actorUserId: company?.userId ?? null,
      action: "help.request",
      entityType: "support_conversation",
      entityId: created.id,
      ip: actor.origin.ip,
      userAgent: actor.origin.userAgent,
    });
    return created.id;
  });
  announceChange(platform, id);
  const { supportEmail } = await getSiteSettings(platform.db);
  const mail = toSupportMail(supportEmail, {
    title: "Help request",
    ...input,
    companyName,
    message: input.question,
  });
  await sendAfterCommit(platform, log, mail, id);
}
