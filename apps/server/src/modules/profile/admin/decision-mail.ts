import { isLockedField, lockedFieldLabels } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import { mailTemplate } from "../../../platform/mail/templates";
import type { Platform } from "../../../platform/platform";
import { announce } from "../../notifications/deliver";

/** What the company is told about its edit request, either way. */
export interface DecisionNews {
  companyId: string;
  requestId: string;
  recipients: string[];
  companyName: string;
  fields: string[];
  outcome: "approved" | "rejected";
  /** The admin's reason (rejected) or note (approved); may be empty when approved. */
  reason: string;
  /** The values applied, by field, when approved. */
  applied: Readonly<Record<string, string>>;
}

const approvedMail = mailTemplate<{
  companyName: string;
  fields: string;
  changes: { label: string; value: string }[];
  note: string;
}>({
  subject: "Your profile change request for {{companyName}} is approved",
  text: [
    "Hello,",
    "",
    "We have approved the request to change the {{fields}} in the organisation profile of {{companyName}}.",
    "",
    "{{#each changes}}{{label}}: {{#if value}}now {{value}}{{else}}cleared, so you can enter it again in your profile{{/if}}",
    "{{/each}}",
    "",
    "{{#if note}}Note from the Cloudoc team: {{note}}",
    "",
    "{{/if}}Cloudoc",
  ].join("\n"),
});

const rejectedMail = mailTemplate<{ companyName: string; fields: string; reason: string }>({
  subject: "Your profile change request for {{companyName}} was not approved",
  text: [
    "Hello,",
    "",
    "We could not approve the request to change the {{fields}} in the organisation profile of {{companyName}}.",
    "",
    "Reason: {{reason}}",
    "",
    "You can send a new request from your organisation profile.",
    "",
    "Cloudoc",
  ].join("\n"),
});

const labelOf = (field: string) => (isLockedField(field) ? lockedFieldLabels[field].toLowerCase() : field);

function mailFor(news: DecisionNews) {
  const fields = news.fields.map(labelOf).join(", ");
  if (news.outcome === "rejected") {
    return (to: string) => rejectedMail(to, { companyName: news.companyName, fields, reason: news.reason });
  }
  const changes = Object.entries(news.applied).map(([field, value]) => ({
    label: isLockedField(field) ? lockedFieldLabels[field] : field,
    value,
  }));
  return (to: string) =>
    approvedMail(to, { companyName: news.companyName, fields, changes, note: news.reason });
}

/**
 * Tells the person who asked and the company's owner, after the decision has committed. A mail
 * that cannot be sent is logged; the decision stands.
 */
export async function tellCompany(platform: Platform, log: FastifyBaseLogger, news: DecisionNews) {
  const build = mailFor(news);
  const sent = await Promise.allSettled(news.recipients.map((to) => platform.mail.send(build(to))));
  for (const result of sent) {
    if (result.status === "rejected") log.warn({ err: result.reason }, "edit request decision not emailed");
  }
  const fields = news.fields.map(labelOf).join(", ");
  await announce(platform, {
    companyId: news.companyId,
    category: "Edit request",
    title: `Your request to change the ${fields} was ${news.outcome === "approved" ? "approved" : "not approved"}`,
    content: news.reason,
    link: "/company/profile",
    dedupeKey: `edit-request:${news.requestId}`,
  }).catch((error: unknown) => log.warn({ err: error }, "edit request decision not announced"));
}
