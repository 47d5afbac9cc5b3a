import { otpLifetimeMinutes } from "@cloudoc/contract";
import Handlebars from "handlebars";
import type { MailMessage } from "./mailer";

/**
 * Every mail the platform sends, built from templates rather than by joining strings. The HTML
 * part escapes each value by default, so a name or message someone typed cannot add markup to a
 * mail. The text part and the subject are plain text, where escaping would only garble names.
 */

const engine = Handlebars.create();
const singleLine = (text: string) => text.replace(/\s+/g, " ").trim();

interface MailSource {
  subject: string;
  text: string;
  html?: string;
}

/** Compiles a mail once; the answer fills it in for one recipient. Strict: a missing value throws. */
export function mailTemplate<V extends object>(source: MailSource) {
  const plain = (template: string) => engine.compile<V>(template, { noEscape: true, strict: true });
  const subject = plain(source.subject);
  const text = plain(source.text);
  const html = source.html === undefined ? undefined : engine.compile<V>(source.html, { strict: true });
  return (to: string, values: V): MailMessage => ({
    to,
    subject: singleLine(subject(values)),
    text: text(values),
    ...(html ? { html: html(values) } : {}),
  });
}

// ---- one-time codes (spec 000 §4 Signup and Forgot password) ----

const codeEnding = `It expires in ${otpLifetimeMinutes} minutes. If you did not ask for it, you can ignore this email.`;
const codeText = (intro: string) => `${intro}\n\nYour code is {{code}}\n\n${codeEnding}\n\nCloudoc`;
const codeHtml = (intro: string) =>
  `<p>${intro}</p><p style="font-size:24px;letter-spacing:6px"><strong>{{code}}</strong></p><p>${codeEnding}</p><p>Cloudoc</p>`;

const signupIntro =
  "{{#if name}}Hello {{name}},{{else}}Hello,{{/if}} use this code to verify your email address and finish creating your Cloudoc account.";
export const signupCodeMail = mailTemplate<{ name: string; code: string }>({
  subject: "Your Cloudoc verification code",
  text: codeText(signupIntro),
  html: codeHtml(signupIntro),
});

const resetIntro = "Use this code to set a new password for your Cloudoc account.";
export const resetCodeMail = mailTemplate<{ code: string }>({
  subject: "Reset your Cloudoc password",
  text: codeText(resetIntro),
  html: codeHtml(resetIntro),
});

// ---- messages to the site's own address ----

export const contactMail = mailTemplate<{
  name: string;
  email: string;
  phone: string;
  companyName: string;
  topic: string;
  message: string;
}>({
  subject: "Contact form: {{topic}} from {{name}}",
  text: [
    "Name: {{name}}",
    "Email: {{email}}",
    "Phone: {{#if phone}}{{phone}}{{else}}not given{{/if}}",
    "Organisation: {{#if companyName}}{{companyName}}{{else}}not given{{/if}}",
    "Topic: {{topic}}",
    "",
    "{{message}}",
  ].join("\n"),
});

export const documentIssueMail = mailTemplate<{
  companyName: string;
  reporter: string;
  reporterEmail: string;
  policyNumber: string;
  documentName: string;
  version: number;
  template: string;
  issue: string;
  comments: string;
}>({
  subject: "Document issue: {{policyNumber}} {{documentName}} - {{issue}}",
  text: [
    "Company: {{companyName}}",
    "Reported by: {{reporter}} <{{reporterEmail}}>",
    "Document: {{policyNumber}} {{documentName}} (version {{version}})",
    "Template: {{template}}",
    "Issue: {{issue}}",
    "",
    "{{#if comments}}{{comments}}{{else}}(no comments){{/if}}",
  ].join("\n"),
});

// ---- template updates (issue 13) ----

/** The daily digest of library updates an owner has not seen yet. */
export const updateDigestMail = mailTemplate<{
  name: string;
  companyName: string;
  count: number;
  /** "s" unless there is one update. */
  plural: string;
  updates: { title: string; notes: string }[];
  more: number;
  link: string;
}>({
  subject: "{{count}} library document update{{plural}} for {{companyName}}",
  text: [
    "{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}",
    "",
    "The library has new versions of these documents:",
    "",
    "{{#each updates}}- {{title}}{{#if notes}}: {{notes}}{{/if}}\n{{/each}}{{#if more}}- and {{more}} more\n{{/if}}",
    "",
    "See what changed in each and decide whether to take it: {{link}}",
    "",
    "Cloudoc",
  ].join("\n"),
  html: [
    "<p>{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}</p>",
    "<p>The library has new versions of these documents:</p>",
    "<ul>{{#each updates}}<li><strong>{{title}}</strong>{{#if notes}}: {{notes}}{{/if}}</li>{{/each}}{{#if more}}<li>and {{more}} more</li>{{/if}}</ul>",
    '<p><a href="{{link}}">See what changed in each</a> and decide whether to take it.</p>',
    "<p>Cloudoc</p>",
  ].join(""),
});
