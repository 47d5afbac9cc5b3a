import { formatPounds, shownDate } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import { mailTemplate } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { companySiteUrl } from "../../platform/tenancy";
import { companyOwnerContact, companySiteFacts } from "../accounts/companies";
import { notify, pushNotification } from "../notifications/service";

/**
 * What the lifecycle tells a company: an email to its owner and a notification in its app (the
 * bell and the dashboard). Subject lines are plain English (issue 22).
 */

interface Common {
  name: string;
  companyName: string;
  packageName: string;
  link: string;
}

const hello = "{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}";
const textOf = (...lines: string[]) => [hello, "", ...lines, "", "Cloudoc"].join("\n");

const renewalFailedMail = mailTemplate<Common & { amount: string; graceEnds: string; nextAttempt: string }>({
  subject: "Your Cloudoc subscription renewal failed",
  text: textOf(
    "We could not take {{amount}} for {{packageName}} ({{companyName}}) from your card.",
    "{{#if nextAttempt}}We will try again on {{nextAttempt}}. {{/if}}Your documents stay open until {{graceEnds}}; after that the subscription expires.",
    "Renew or change your card here: {{link}}",
  ),
});

const confirmationNeededMail = mailTemplate<
  Common & { amount: string; graceEnds: string; nextAttempt: string }
>({
  subject: "Your bank asks you to confirm your Cloudoc renewal",
  text: textOf(
    "We could not take {{amount}} for {{packageName}} ({{companyName}}): your bank asks you to confirm the payment yourself.",
    "{{#if nextAttempt}}We will try again on {{nextAttempt}}, but your bank may ask again. {{/if}}Your documents stay open until {{graceEnds}}; after that the subscription expires.",
    "Renew and confirm the payment here: {{link}}",
  ),
});

const trialEndingMail = mailTemplate<Common & { trialEnds: string; amount: string; plan: string }>({
  subject: "Your Cloudoc free trial ends in 3 days",
  text: textOf(
    "The free trial of {{packageName}} for {{companyName}} ends on {{trialEnds}}.",
    "It then continues on the {{plan}} plan at {{amount}}, charged to your default card, unless you cancel before then.",
    "Manage your subscription here: {{link}}",
  ),
});

const renewedMail = mailTemplate<Common & { amount: string; periodEnds: string; invoiceNumber: string }>({
  subject: "Your Cloudoc subscription has been renewed",
  text: textOf(
    "We have taken {{amount}} for {{packageName}} ({{companyName}}). It now runs until {{periodEnds}}.",
    "Invoice {{invoiceNumber}} follows in a separate email and is on your invoices page: {{link}}",
  ),
});

const expiredMail = mailTemplate<Common & { downloadUntil: string }>({
  subject: "Your Cloudoc subscription has expired",
  text: textOf(
    "The subscription to {{packageName}} for {{companyName}} has expired. Nothing has been deleted.",
    "Until {{downloadUntil}} you can download all your documents, and renewing restores everything as it was: {{link}}",
  ),
});

export type LifecycleNews =
  | {
      /** needs-confirmation: the bank asked for the customer (3-D Secure), who was not there. */
      kind: "renewal-failed" | "renewal-needs-confirmation";
      amountPence: number;
      graceEndsAt: Date;
      nextAttemptAt: Date | null;
    }
  | { kind: "trial-ending"; trialEndsAt: Date; amountPence: number; plan: string }
  | { kind: "renewed"; amountPence: number; periodEnd: Date; invoiceNumber: string }
  | { kind: "expired"; downloadUntil: Date };

const titles: Record<LifecycleNews["kind"], string> = {
  "renewal-failed": "Subscription renewal failed",
  "renewal-needs-confirmation": "Your bank asks you to confirm your renewal",
  "trial-ending": "Your free trial ends soon",
  renewed: "Subscription renewed",
  expired: "Subscription expired",
};

function mailOf(to: string, common: Common, news: LifecycleNews) {
  switch (news.kind) {
    case "renewal-failed":
    case "renewal-needs-confirmation":
      return (news.kind === "renewal-failed" ? renewalFailedMail : confirmationNeededMail)(to, {
        ...common,
        amount: formatPounds(news.amountPence),
        graceEnds: shownDate(news.graceEndsAt.toISOString()),
        nextAttempt: news.nextAttemptAt ? shownDate(news.nextAttemptAt.toISOString()) : "",
      });
    case "trial-ending":
      return trialEndingMail(to, {
        ...common,
        trialEnds: shownDate(news.trialEndsAt.toISOString()),
        amount: formatPounds(news.amountPence),
        plan: news.plan,
      });
    case "renewed":
      return renewedMail(to, {
        ...common,
        amount: formatPounds(news.amountPence),
        periodEnds: shownDate(news.periodEnd.toISOString()),
        invoiceNumber: news.invoiceNumber,
      });
    case "expired":
      return expiredMail(to, { ...common, downloadUntil: shownDate(news.downloadUntil.toISOString()) });
  }
}

/**
 * Where every piece of news is acted on: the subscriptions page, which shows the overdue renewal
 * with its Renew button (the pay page opens from there with the renewal chosen; a link cannot
 * carry the choice, since the entry rules send a stray query string home).
 */
const newsPath = "/company/subscriptions";

function siteLink(platform: Platform, subdomain: string, path: string) {
  const { config } = platform;
  const production = config.env === "production";
  const site = companySiteUrl(
    subdomain,
    config.baseDomain,
    production ? undefined : `localhost:${config.port}`,
    production ? "https" : "http",
  );
  return `${site}${path}`;
}

/** The notification's one line: the mail's first sentence is too long for the bell. */
function contentOf(packageName: string, news: LifecycleNews) {
  switch (news.kind) {
    case "renewal-failed":
      return `The payment for ${packageName} failed. Access continues until ${shownDate(news.graceEndsAt.toISOString())}.`;
    case "renewal-needs-confirmation":
      return `Your bank asks you to confirm the payment for ${packageName}. Access continues until ${shownDate(news.graceEndsAt.toISOString())}.`;
    case "trial-ending":
      return `The free trial of ${packageName} ends on ${shownDate(news.trialEndsAt.toISOString())}.`;
    case "renewed":
      return `${packageName} now runs until ${shownDate(news.periodEnd.toISOString())}.`;
    case "expired":
      return `${packageName} has expired. Download your documents until ${shownDate(news.downloadUntil.toISOString())}.`;
  }
}

/**
 * Emails the owner and notifies the company, after the change was committed. `dedupeKey` makes a
 * retried job notify once. A mail that fails is logged: the notification and the screens still say it.
 */
export async function tellCompany(
  platform: Platform,
  log: FastifyBaseLogger,
  input: { companyId: string; packageName: string; dedupeKey: string; news: LifecycleNews },
): Promise<void> {
  const { companyId, packageName, news } = input;
  const [owner, site] = await Promise.all([
    companyOwnerContact(platform.db, companyId),
    companySiteFacts(platform.db, companyId),
  ]);
  const link = siteLink(platform, site?.subdomain ?? "", newsPath);
  const row = await notify(platform.db, {
    companyId,
    category: "Subscription",
    title: titles[news.kind],
    content: contentOf(packageName, news),
    link: newsPath,
    dedupeKey: input.dedupeKey,
  });
  if (!row) return;
  pushNotification(platform, companyId, row);
  if (!owner) return;
  const common = {
    name: `${owner.firstname} ${owner.lastname}`.trim(),
    companyName: site?.name ?? "",
    packageName,
    link,
  };
  await platform.mail.send(mailOf(owner.email, common, news)).catch((error: unknown) => {
    log.error({ err: error, companyId, kind: news.kind }, "the subscription email was not sent");
  });
}
