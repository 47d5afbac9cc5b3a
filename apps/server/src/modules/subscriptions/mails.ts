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
  | { kind: "renewal-failed"; amountPence: number; graceEndsAt: Date; nextAttemptAt: Date | null }
  | { kind: "trial-ending"; trialEndsAt: Date; amountPence: number; plan: string }
  | { kind: "renewed"; amountPence: number; periodEnd: Date; invoiceNumber: string }
  | { kind: "expired"; downloadUntil: Date };

const titles: Record<LifecycleNews["kind"], string> = {
  "renewal-failed": "Subscription renewal failed",
  "trial-ending": "Your free trial ends soon",
  renewed: "Subscription renewed",
  expired: "Subscription expired",
};

function mailOf(to: string, common: Common, news: LifecycleNews) {
  switch (news.kind) {
    case "renewal-failed":
      return renewalFailedMail(to, {
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

function subscriptionsLink(platform: Platform, subdomain: string) {
  const { config } = platform;
  const production = config.env === "production";
  const site = companySiteUrl(
    subdomain,
    config.baseDomain,
    production ? undefined : `localhost:${config.port}`,
    production ? "https" : "http",
  );
  return `${site}/company/subscriptions`;
}

/** The notification's one line: the mail's first sentence is too long for the bell. */
const contentOf = (packageName: string, news: LifecycleNews) =>
  news.kind === "renewal-failed"
    ? `The payment for ${packageName} failed. Access continues until ${shownDate(news.graceEndsAt.toISOString())}.`
    : news.kind === "trial-ending"
      ? `The free trial of ${packageName} ends on ${shownDate(news.trialEndsAt.toISOString())}.`
      : news.kind === "renewed"
        ? `${packageName} now runs until ${shownDate(news.periodEnd.toISOString())}.`
        : `${packageName} has expired. Download your documents until ${shownDate(news.downloadUntil.toISOString())}.`;

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
  const link = subscriptionsLink(platform, site?.subdomain ?? "");
  const row = await notify(platform.db, {
    companyId,
    category: "Subscription",
    title: titles[news.kind],
    content: contentOf(packageName, news),
    link: "/company/subscriptions",
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
