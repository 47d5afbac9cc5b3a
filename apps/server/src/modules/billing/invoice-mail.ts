import { formatPounds, toPence } from "@cloudoc/contract";
import { eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../../platform/audit/audit";
import { ofCompany } from "../../platform/db/tenant";
import { mailTemplate } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { companyOwnerContact } from "../accounts/companies";
import { invoices } from "../orders/tables";
import { invoicePdf } from "./invoice-pdf";

/** The job that renders an issued invoice's PDF and emails it to the company (issue 22). */
export const invoiceEmailQueue = "invoice.email";

export interface InvoiceEmail {
  companyId: string;
  orderId: string;
}

/**
 * Queues the invoice email of a paid order, after the paying transaction committed. The order id
 * is the singleton key, so a replayed payment queues nothing twice; a failed send is logged (the
 * invoice stays on /invoice, and the worker marks `emailedAt` only once sent).
 */
export async function queueInvoiceEmail(
  platform: Platform,
  log: FastifyBaseLogger,
  invoice: InvoiceEmail,
): Promise<void> {
  try {
    await platform.jobs.send(invoiceEmailQueue, invoice, { singletonKey: invoice.orderId });
  } catch (error) {
    log.error({ err: error, orderId: invoice.orderId }, "the invoice email was not queued");
  }
}

const invoiceMail = mailTemplate<{ name: string; invoiceNumber: string; total: string; sellerName: string }>({
  subject: "Your invoice {{invoiceNumber}} from {{sellerName}}",
  text: [
    "{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}",
    "",
    "Thank you for your payment of {{total}}. Your invoice {{invoiceNumber}} is attached as a PDF.",
    "You can also find it under Invoices when you sign in.",
    "",
    "{{sellerName}}",
  ].join("\n"),
  html: [
    "<p>{{#if name}}Hello {{name}},{{else}}Hello,{{/if}}</p>",
    "<p>Thank you for your payment of <strong>{{total}}</strong>. Your invoice {{invoiceNumber}} is attached as a PDF.</p>",
    "<p>You can also find it under Invoices when you sign in.</p>",
    "<p>{{sellerName}}</p>",
  ].join(""),
});

/**
 * Emails the invoice of a paid order to the company's owner, with its PDF, once: an invoice
 * already emailed is skipped, and `emailedAt` is set only after the mail went. A failure throws,
 * so the job is retried.
 */
export async function sendInvoiceEmail(platform: Platform, job: InvoiceEmail) {
  const { db } = platform;
  const [invoice] = await db
    .select({ id: invoices.id, emailedAt: invoices.emailedAt })
    .from(invoices)
    .where(ofCompany(invoices, job.companyId, eq(invoices.orderId, job.orderId)));
  if (!invoice) return "no invoice";
  if (invoice.emailedAt) return "already emailed";
  const owner = await companyOwnerContact(db, job.companyId);
  if (!owner) return "no owner";
  const file = await invoicePdf(db, platform.pdf, job.companyId, invoice.id);
  const values = {
    name: owner.firstname,
    invoiceNumber: file.invoice.invoiceNumber,
    total: formatPounds(toPence(file.invoice.total)),
    sellerName: file.invoice.parties.seller.name,
  };
  await platform.mail.send({
    ...invoiceMail(owner.email, values),
    attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
  });
  await db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({ emailedAt: sql`now()` })
      .where(ofCompany(invoices, job.companyId, eq(invoices.id, invoice.id), isNull(invoices.emailedAt)));
    await recordAudit(tx, {
      companyId: job.companyId,
      actorUserId: null,
      action: "invoice.emailed",
      entityType: "invoice",
      entityId: invoice.id,
      detail: { invoiceNumber: values.invoiceNumber, to: owner.email },
    });
  });
  return "sent";
}

/** Registers the invoice email worker (workers.ts). */
export async function registerInvoiceEmailWorker(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await platform.jobs.work<InvoiceEmail>(invoiceEmailQueue, async (data, jobId) => {
    const outcome = await sendInvoiceEmail(platform, data);
    log.info({ jobId, orderId: data.orderId, outcome }, "invoice email");
  });
}
