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

// ---- staff policies (issue 14) ----

/** The invitation to register on the company's own site (a single-use link, valid 7 days). */
export const employeeInvitationMail = mailTemplate<{
  firstname: string;
  companyName: string;
  link: string;
  /** DD/MM/YYYY */
  expires: string;
}>({
  subject: "{{companyName}} has invited you to read your policies on Cloudoc",
  text: [
    "Hello {{firstname}},",
    "",
    "{{companyName}} uses Cloudoc to share its policies with staff. Choose a password to register and see the policies you need to read:",
    "",
    "{{link}}",
    "",
    "The link can be used once and works until {{expires}}. If it has expired, ask your manager to send a new one.",
    "",
    "Cloudoc",
  ].join("\n"),
  html: [
    "<p>Hello {{firstname}},</p>",
    "<p>{{companyName}} uses Cloudoc to share its policies with staff. Choose a password to register and see the policies you need to read.</p>",
    '<p><a href="{{link}}">Register and read your policies</a></p>',
    "<p>The link can be used once and works until {{expires}}. If it has expired, ask your manager to send a new one.</p>",
    "<p>Cloudoc</p>",
  ].join(""),
});

// ---- staff policies: reminders to read and acknowledge (issue 14) ----

/** An employee's reminder: the assigned policies due within a few days or overdue. */
export const policyReminderMail = mailTemplate<{
  name: string;
  companyName: string;
  count: number;
  /** "y" for one policy, "ies" for more. */
  ending: string;
  policies: { name: string; dueDate: string; overdue: boolean }[];
  link: string;
}>({
  subject: "Reminder: {{count}} polic{{ending}} to read and acknowledge for {{companyName}}",
  text: [
    "{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}",
    "",
    "{{companyName}} has asked you to read and acknowledge:",
    "",
    "{{#each policies}}- {{name}}: {{#if overdue}}overdue, was due {{dueDate}}{{else}}due {{dueDate}}{{/if}}\n{{/each}}",
    "",
    "Read them on your phone or computer: {{link}}",
    "",
    "Cloudoc",
  ].join("\n"),
  html: [
    "<p>{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}</p>",
    "<p>{{companyName}} has asked you to read and acknowledge:</p>",
    '<ul>{{#each policies}}<li><strong>{{name}}</strong>: {{#if overdue}}<span style="color:#b42318">overdue, was due {{dueDate}}</span>{{else}}due {{dueDate}}{{/if}}</li>{{/each}}</ul>',
    '<p><a href="{{link}}">Read your policies</a></p>',
    "<p>Cloudoc</p>",
  ].join(""),
});
