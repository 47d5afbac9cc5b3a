import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../platform/platform";

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
