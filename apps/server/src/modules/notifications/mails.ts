import { mailTemplate } from "../../platform/mail/templates";

/** The notification emails (decision 026): one at once, or the morning digest. */

const footer = [
  "",
  "You chose how these emails reach you, per kind of notification, on your notifications page: {{preferencesLink}}",
  "",
  "Cloudoc",
].join("\n");
const htmlFooter =
  '<p style="color:#666;font-size:12px">You chose how these emails reach you, per kind of notification, on <a href="{{preferencesLink}}">your notifications page</a>.</p><p>Cloudoc</p>';

export const notificationMail = mailTemplate<{
  name: string;
  category: string;
  title: string;
  content: string;
  link: string;
  preferencesLink: string;
}>({
  subject: "{{category}}: {{title}}",
  text: [
    "{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}",
    "",
    "{{title}}",
    "{{#if content}}",
    "{{content}}",
    "{{/if}}",
    "Open it in Cloudoc: {{link}}",
    footer,
  ].join("\n"),
  html: [
    "<p>{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}</p>",
    "<p><strong>{{title}}</strong></p>",
    '{{#if content}}<p style="white-space:pre-wrap">{{content}}</p>{{/if}}',
    '<p><a href="{{link}}">Open it in Cloudoc</a></p>',
    htmlFooter,
  ].join(""),
});

export const notificationDigestMail = mailTemplate<{
  name: string;
  companyName: string;
  count: number;
  /** "s" unless there is one. */
  plural: string;
  items: { category: string; title: string; content: string }[];
  more: number;
  link: string;
  preferencesLink: string;
}>({
  subject: "{{count}} new notification{{plural}} for {{companyName}}",
  text: [
    "{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}",
    "",
    "Since your last digest:",
    "",
    "{{#each items}}- [{{category}}] {{title}}{{#if content}}: {{content}}{{/if}}\n{{/each}}{{#if more}}- and {{more}} more\n{{/if}}",
    "See them all in Cloudoc: {{link}}",
    footer,
  ].join("\n"),
  html: [
    "<p>{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}</p>",
    "<p>Since your last digest:</p>",
    "<ul>{{#each items}}<li>{{category}}: <strong>{{title}}</strong>{{#if content}}: {{content}}{{/if}}</li>{{/each}}{{#if more}}<li>and {{more}} more</li>{{/if}}</ul>",
    '<p><a href="{{link}}">See them all in Cloudoc</a></p>',
    htmlFooter,
  ].join(""),
});
