import { shownDate } from "@cloudoc/contract";
import type { Config } from "../../config";
import { mailTemplate } from "../../platform/mail/templates";

/**
 * The e-signature mails (decision 028). Signing links go to the main site: a signer has no account
 * on the company's site, and the link alone (a token, never a session) opens their envelope.
 */

export function signingLink(config: Pick<Config, "env" | "baseDomain" | "port">, token: string) {
  const production = config.env === "production";
  const host =
    production || config.baseDomain.includes(":") ? config.baseDomain : `${config.baseDomain}:${config.port}`;
  return `${production ? "https" : "http"}://${host}/document/sign?token=${token}`;
}

export const shownDay = (at: Date) => shownDate(at.toISOString().slice(0, 10));

interface Invitation {
  name: string;
  senderName: string;
  companyName: string;
  title: string;
  message: string;
  link: string;
  expires: string;
}

const invitationBody = `Hello {{name}},

{{senderName}} of {{companyName}} asks you to read and sign "{{title}}".{{#if message}}

Their message:
{{message}}{{/if}}

Open the document to sign it (the link works until {{expires}}):
{{link}}

This link is for you alone: please do not forward this email.

Cloudoc`;

const invitationHtml = `<p>Hello {{name}},</p>
<p>{{senderName}} of {{companyName}} asks you to read and sign <strong>{{title}}</strong>.</p>
{{#if message}}<p>Their message:</p><blockquote style="white-space:pre-line">{{message}}</blockquote>{{/if}}
<p><a href="{{link}}">Open the document to sign it</a> (the link works until {{expires}}).</p>
<p>This link is for you alone: please do not forward this email.</p><p>Cloudoc</p>`;

export const invitationMail = mailTemplate<Invitation>({
  subject: "{{senderName}} asks you to sign: {{title}}",
  text: invitationBody,
  html: invitationHtml,
});

export const reminderMail = mailTemplate<Invitation>({
  subject: "Reminder: please sign {{title}}",
  text: `${invitationBody}\n\nLinks in earlier emails about this document no longer work.`,
  html: `${invitationHtml}<p>Links in earlier emails about this document no longer work.</p>`,
});

export const completedMail = mailTemplate<{ title: string; names: string }>({
  subject: "Signed by everyone: {{title}}",
  text: `Hello,

"{{title}}" has been signed by {{names}}. The signed PDF is attached, with a certificate page that records who signed and when.

The file is sealed: any change to it shows in a PDF reader, and the verify page on Cloudoc tells whether a copy is unaltered.

Cloudoc`,
  html: `<p>Hello,</p><p><strong>{{title}}</strong> has been signed by {{names}}. The signed PDF is attached, with a certificate page that records who signed and when.</p><p>The file is sealed: any change to it shows in a PDF reader, and the verify page on Cloudoc tells whether a copy is unaltered.</p><p>Cloudoc</p>`,
});

export const declinedMail = mailTemplate<{ title: string; signerName: string; reason: string }>({
  subject: "{{signerName}} declined to sign: {{title}}",
  text: `Hello,

{{signerName}} declined to sign "{{title}}". Their reason:
{{reason}}

The request is closed; the other signers can no longer sign it.

Cloudoc`,
  html: `<p>Hello,</p><p>{{signerName}} declined to sign <strong>{{title}}</strong>. Their reason:</p><blockquote style="white-space:pre-line">{{reason}}</blockquote><p>The request is closed; the other signers can no longer sign it.</p><p>Cloudoc</p>`,
});

export const voidedMail = mailTemplate<{ name: string; title: string; senderName: string; reason: string }>({
  subject: "Signature request withdrawn: {{title}}",
  text: `Hello {{name}},

{{senderName}} has withdrawn the request to sign "{{title}}". Their reason:
{{reason}}

You do not need to do anything; the link you were sent no longer works.

Cloudoc`,
  html: `<p>Hello {{name}},</p><p>{{senderName}} has withdrawn the request to sign <strong>{{title}}</strong>. Their reason:</p><blockquote style="white-space:pre-line">{{reason}}</blockquote><p>You do not need to do anything; the link you were sent no longer works.</p><p>Cloudoc</p>`,
});
