import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { acrossCompanies } from "../../platform/db/tenant";
import type { MailMessage } from "../../platform/mail/mailer";
import { mailTemplate } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { supportConversations } from "./tables";

/** The Get Help mails (decision 033): to the support address in settings, and the team's replies. */

interface ToSupport {
  title: string;
  name: string;
  email: string;
  phone: string;
  companyName: string;
  message: string;
}

export const toSupportMail = mailTemplate<ToSupport>({
  subject: "{{title}} from {{name}}",
  text: [
    "Name: {{name}}",
    "Email: {{email}}",
    "Phone: {{#if phone}}{{phone}}{{else}}not given{{/if}}",
    "Company: {{#if companyName}}{{companyName}}{{else}}a visitor{{/if}}",
    "",
    "{{message}}",
    "",
    "Answer it in the admin console under Support.",
  ].join("\n"),
});

export const teamReplyMail = mailTemplate<{ name: string; message: string }>({
  subject: "Cloudoc support: a reply to your message",
  text: "Hello {{name}},\n\n{{message}}\n\nCloudoc support",
  html: '<p>Hello {{name}},</p><p style="white-space:pre-line">{{message}}</p><p>Cloudoc support</p>',
});

/**
 * Sends after the change has committed: a mail failure leaves `emailed_at` empty and is logged,
 * and the visitor's message is still kept for the Support area.
 */
export async function sendAfterCommit(
  platform: Platform,
  log: FastifyBaseLogger,
  mail: MailMessage,
  conversationId: string | null,
): Promise<void> {
  try {
    await platform.mail.send(mail);
    if (!conversationId) return;
    await platform.db
      .update(acrossCompanies(supportConversations))
      .set({ emailedAt: new Date() })
      .where(eq(supportConversations.id, conversationId));
  } catch (error) {
    log.warn({ err: error, conversationId }, "help message stored but not emailed");
  }
}
