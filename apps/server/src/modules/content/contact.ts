import { type ContactRequest, messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../platform/envelope";
import { contactMail } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { getSiteSettings } from "../settings/service";
import { contactMessages } from "./tables";

/** Per hour: five messages from one address on the internet, three about one email address. */
export const contactLimits = {
  perIp: { max: 5, windowSeconds: 60 * 60 },
  perEmail: { max: 3, windowSeconds: 60 * 60 },
} as const;
/** How long the reply waits for the mail server; a slower send still finishes in the background. */
export const contactMailWaitMs = 10_000;

const singleLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Get a Demo opens the contact form with the demo topic (spec 000 §2, decision 005), so a message
 * whose topic names a demo is kept as a demo booking for the console.
 */
const kindOf = (topic: string) => (/\bdemo\b/i.test(topic) ? ("demo" as const) : ("contact" as const));

const mailOf = (to: string, input: ContactRequest) =>
  contactMail(to, { ...input, topic: singleLine(input.topic) || "General enquiry" });

/**
 * POST /site/submit/contact-us: rate limited, stored first so nothing is lost, then emailed to
 * the site's address. A mail failure leaves emailed_at empty for a later resend; the visitor's
 * message was still received, so the reply is still a success.
 */
export async function submitContact(
  platform: Platform,
  log: FastifyBaseLogger,
  from: { ip: string },
  input: ContactRequest,
): Promise<void> {
  await platform.limiter.enforce(`contact:ip:${from.ip}`, contactLimits.perIp);
  await platform.limiter.enforce(`contact:email:${input.email.toLowerCase()}`, contactLimits.perEmail);

  let id: string;
  try {
    const [row] = await platform.db
      .insert(contactMessages)
      .values({ ...input, kind: kindOf(input.topic), ip: from.ip })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message not stored");
    id = row.id;
  } catch (error) {
    log.error({ err: error }, "contact message not stored");
    throw new AppError(500, messages.contactNotSubmitted);
  }

  const sending = (async () => {
    const settings = await getSiteSettings(platform.db);
    await platform.mail.send(mailOf(settings.email_address, input));
    await platform.db
      .update(contactMessages)
      .set({ emailedAt: new Date() })
      .where(eq(contactMessages.id, id));
  })().catch((error: unknown) => {
    log.warn({ err: error, contactMessageId: id }, "contact message stored but not emailed");
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, contactMailWaitMs);
  });
  await Promise.race([sending, waited]);
  clearTimeout(timer);
}
