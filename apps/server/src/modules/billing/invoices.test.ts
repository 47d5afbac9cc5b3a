import { messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage, declinedCard, successCard } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { lastEmailTo } from "../../testing/outbox";
import { signIn } from "../../testing/session";
import { canPrint, canReadPdf, pdfText } from "../exports/test-support";
import { invoices } from "../orders/tables";
import { type InvoiceEmail, invoiceEmailQueue, sendInvoiceEmail } from "./invoice-mail";
import { type BillingFixture, billingFixture, changeSettings } from "./test-support";

let t: TestApp;
let f: BillingFixture;
let invoiceId: string;
const emailed: InvoiceEmail[] = [];

beforeAll(async () => {
  t = await createTestApp({ startJobs: true, env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  f = await billingFixture(t, "inv");
  await t.jobs.work<InvoiceEmail>(invoiceEmailQueue, async (job) => {
    emailed.push(job);
    await sendInvoiceEmail(t.app.platform, job);
  });
  await changeSettings(t, { sellerName: "Cloudoc Ltd", vatNumber: "GB123456789", companyNumber: "09876543" });
  await f.post(f.tokenA, "users/details/update/tab_1", {
    companyName: "Meadowbank Care Ltd",
    companyRegNo: "12345678",
    company_email: "accounts@meadowbank.test",
  });
  await f.post(f.tokenA, "users/details/update/tab_2", {
    registered_line1: "4 Mill Lane",
    registered_city: "Leeds",
    registered_postalcode: "LS1 4AB",
  });
}, 120_000);
afterAll(() => t.close());

const list = (token: string, payload: object = {}) => f.post(token, "user/invoice/list", payload);
const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

describe("POST /user/invoice/list and GET /user/invoice/details", () => {
  it("answer 'No records found' (status 2) before anything was paid", async () => {
    const reply = await list(f.tokenA);
    expect(reply.json()).toEqual({ status: 2, response: messages.noRecordsFound, list: [], total: 0 });
  });

  it("issue one invoice per paid order with the VAT inside its total and the parties of the day", async () => {
    const paid = await buyPackage(t.app, f.tokenA, f.ids.packageId("care-home-england"));
    const reply = await list(f.tokenA);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 1, total: 1 });
    const [row] = reply.json().list;
    expect(row).toMatchObject({
      invoiceNumber: paid.invoiceNumber,
      orderId: paid.orderId,
      kind: "purchase",
      total: 499,
      vat: 83.17,
      status: "paid",
    });
    invoiceId = row._id;
    const details = await f.get(f.tokenA, `user/invoice/details?invoiceId=${invoiceId}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().response).toMatchObject({
      invoiceNumber: paid.invoiceNumber,
      total: 499,
      vat: 83.17,
      net: 415.83,
      vatRatePercent: 20,
      couponCode: null,
      couponDiscount: 0,
      lines: [expect.objectContaining({ price: 499, detail: "Licence, Annual Plan" })],
      parties: {
        seller: { name: "Cloudoc Ltd", vatNumber: "GB123456789", companyNumber: "09876543" },
        buyer: {
          name: "Meadowbank Care Ltd",
          address: ["4 Mill Lane", "Leeds", "LS1 4AB"],
          email: "accounts@meadowbank.test",
          companyNumber: "12345678",
        },
      },
    });
  });

  it("keep an issued invoice as it was when the settings change later", async () => {
    await changeSettings(t, { vatRatePercent: 0, sellerName: "Someone Else Ltd" });
    const details = await f.get(f.tokenA, `user/invoice/details?invoiceId=${invoiceId}`);
    expect(details.json().response).toMatchObject({
      vat: 83.17,
      parties: { seller: { name: "Cloudoc Ltd" } },
    });
    await changeSettings(t, { vatRatePercent: 20, sellerName: "Cloudoc Ltd" });
  });

  it("page and search the list", async () => {
    await buyPackage(t.app, f.tokenA, f.ids.packageId("care-home-wales"));
    const first = await list(f.tokenA, { limit: 1 });
    expect(first.json()).toMatchObject({ total: 2, list: [{ status: "paid" }] });
    const second = await list(f.tokenA, { skip: 1, limit: 1 });
    expect(second.json().list[0]._id).toBe(invoiceId);
    const searched = await list(f.tokenA, { search: "wales" });
    expect(searched.json().total).toBe(1);
  });

  it("email the invoice with its PDF once, after the payment committed", async () => {
    expect(await waitFor(async () => emailed.length >= 2)).toBe(true);
    const [invoice] = await f.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(
      await waitFor(async () => {
        const [row] = await f.db.select().from(invoices).where(eq(invoices.id, invoiceId));
        return row?.emailedAt !== null;
      }),
    ).toBe(true);
    const mail = await lastEmailTo(t.dataDir, f.a.owner.email);
    expect(mail).toContain("Your invoice INV-");
    expect(mail).toMatch(/Content-Type: application\/pdf; name=INV-\d{6}\.pdf/);
    if (!invoice) throw new Error("no invoice");
    expect(
      await sendInvoiceEmail(t.app.platform, { companyId: f.a.company.id, orderId: invoice.orderId }),
    ).toBe("already emailed");
  });

  it.skipIf(!canPrint || !canReadPdf)("download as a PDF holding the number and the total", async () => {
    const reply = await f.get(f.tokenA, `user/invoice/download?invoiceId=${invoiceId}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(reply.rawPayload);
    const [row] = await f.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(text).toContain(row?.number ?? "missing");
    expect(text).toContain("£499.00");
    expect(text).toContain("GB123456789");
  });
});

describe("who may see invoices", () => {
  it("answers 401 without a session and 403 to staff without the Subscriptions permission", async () => {
    expect((await f.anonymous("POST", "user/invoice/list", {})).statusCode).toBe(401);
    expect((await f.anonymous("GET", `user/invoice/details?invoiceId=${invoiceId}`)).statusCode).toBe(401);
    expect((await list(f.staffToken)).statusCode).toBe(403);
    expect((await f.get(f.staffToken, `user/invoice/download?invoiceId=${invoiceId}`)).statusCode).toBe(403);
  });

  it("answers 404 to another company for an invoice of A, and lists none of A's", async () => {
    expect((await f.get(f.tokenB, `user/invoice/details?invoiceId=${invoiceId}`)).statusCode).toBe(404);
    expect((await f.get(f.tokenB, `user/invoice/download?invoiceId=${invoiceId}`)).statusCode).toBe(404);
    expect((await f.get(f.tokenB, "user/invoice/details?invoiceId=not-an-id")).statusCode).toBe(404);
    expect((await list(f.tokenB)).json().total).toBe(0);
  });
});

describe("invoice numbers", () => {
  it("stay sequential with no gap when several companies pay at the same moment and one is declined", async () => {
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const { owner } = await createCompanyWithOwner(f.db, { subdomain: `invrace${i}` });
        const token = (await signIn(t.app, owner.email)).authToken;
        await f.post(token, "user/add-to-cart", { packageId: f.ids.packageId("care-home-scotland") });
        const checkout = await f.post(token, "user/checkout");
        return { token, orderId: checkout.json().response.orderId as string };
      }),
    );
    const before = await f.db.select({ sequence: invoices.sequence }).from(invoices);
    const replies = await Promise.all(
      buyers.map((buyer, i) =>
        f.post(buyer.token, "user/checkout/pay", {
          orderId: buyer.orderId,
          card: i === 1 ? declinedCard : successCard,
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 402]);
    const sequences = (await f.db.select({ sequence: invoices.sequence }).from(invoices))
      .map((row) => row.sequence)
      .sort((x, y) => x - y);
    expect(sequences).toHaveLength(before.length + 3);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
  });
});
