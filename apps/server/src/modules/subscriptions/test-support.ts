import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { manualClock } from "../../platform/clock";
import { ofCompany } from "../../platform/db/tenant";
import type { PaymentProvider, ProviderPaymentState } from "../../platform/payments";
import {
  createSandboxProvider,
  sandboxAuthenticationMethodPrefix,
  sandboxFailingMethodPrefix,
} from "../../platform/payments/sandbox";
import { createTestApp, type TestApp } from "../../testing/app";
import { getAs, loadCatalogue, postAs } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { signIn } from "../../testing/session";
import { invoices, orders } from "../orders/tables";
import { runBillingCycle } from "./cycle";
import { packageSubscriptionOf } from "./facts";
import { paymentCards, subscriptionRenewals } from "./tables";

/**
 * A test app whose billing clock the test moves (it starts at the real time, so orders paid
 * through checkout line up with it), the catalogue loaded, and helpers to run the billing cycle
 * and read what it did.
 */
export async function billingFixture() {
  const clock = manualClock(new Date());
  const { provider, charged, bank } = countingSandbox();
  const t: TestApp = await createTestApp({ clock, payments: provider });
  const db = t.app.platform.db;
  const ids = await loadCatalogue(db);
  const log = pino({ level: "silent" });

  /** A company with its owner signed in; the clock goes back to the real time, when its purchases start. */
  const company = async () => {
    clock.set(new Date());
    const made = await createCompanyWithOwner(db);
    const { authToken } = await signIn(t.app, made.owner.email);
    const post = (url: string, payload: object = {}) => postAs(t.app, authToken, url, payload);
    const get = (url: string) => getAs(t.app, authToken, url);
    return { ...made, token: authToken, post, get };
  };

  /**
   * Keeps a sandbox card as the company's default; `failing` makes every off-session charge
   * decline, `authentication` makes each one wait for the customer to confirm (3-D Secure).
   */
  const keepCard = async (
    companyId: string,
    options: { failing?: boolean; authentication?: boolean; isDefault?: boolean } = {},
  ) => {
    const reference = randomBytes(6).toString("hex");
    const kind = options.failing
      ? { prefix: sandboxFailingMethodPrefix, last4: "0341" }
      : options.authentication
        ? { prefix: sandboxAuthenticationMethodPrefix, last4: "3184" }
        : { prefix: "sbx_pm_", last4: "4242" };
    const [card] = await db
      .insert(paymentCards)
      .values({
        companyId,
        provider: "sandbox",
        customerReference: `sbx_cus_${reference}`,
        methodReference: `${kind.prefix}${reference}`,
        last4: kind.last4,
        isDefault: options.isDefault ?? true,
      })
      .returning();
    if (!card) throw new Error("card not kept");
    return card;
  };

  const runCycle = () => runBillingCycle({ platform: t.app.platform, provider, log });

  const subscription = async (companyId: string, id: string) => {
    const sub = await packageSubscriptionOf(db, companyId, id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return sub;
  };

  const renewalsOf = (companyId: string) =>
    db
      .select()
      .from(subscriptionRenewals)
      .where(ofCompany(subscriptionRenewals, companyId))
      .orderBy(asc(subscriptionRenewals.periodStart));

  const invoicesOf = (companyId: string) =>
    db.select().from(invoices).where(ofCompany(invoices, companyId)).orderBy(asc(invoices.sequence));

  const ordersOf = (companyId: string, kind: "purchase" | "renewal" | "management") =>
    db
      .select()
      .from(orders)
      .where(ofCompany(orders, companyId, eq(orders.kind, kind)));

  const paidOrderCount = async (companyId: string) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(ofCompany(orders, companyId, eq(orders.status, "paid")))
    )[0]?.n ?? 0;

  /** Buys a package through POST /user/subscribeplan with the company's default card. */
  const subscribe = async (
    buyer: Awaited<ReturnType<typeof company>>,
    slug: string,
    plan: "monthly" | "yearly" | "trial" = "monthly",
    addOns: string[] = [],
  ) => {
    const reply = await buyer.post("user/subscribeplan", {
      plan,
      selectedPackage: { packageId: ids.packageId(slug), addOns },
    });
    if (reply.statusCode !== 200) throw new Error(`subscribeplan failed: ${reply.body}`);
    const id = reply.json().data.subscriptionIds[0] as string;
    const bought = await subscription(buyer.company.id, id);
    // The purchase starts when the database says it was paid: the clock catches up with it.
    if (clock.now() < bought.startsAt) clock.set(bought.startsAt);
    return bought;
  };

  return {
    t,
    db,
    charged,
    bank,
    ids,
    clock,
    company,
    keepCard,
    runCycle,
    subscription,
    subscribe,
    renewalsOf,
    invoicesOf,
    ordersOf,
    paidOrderCount,
  };
}

/**
 * The sandbox (no delay), counting each successful off-session charge by its idempotency key, and
 * every attempt; `bank` plays the customer's bank for the payments waiting for them to confirm.
 */
function countingSandbox() {
  const sandbox = createSandboxProvider({ delayMs: 0 });
  const charged = new Map<string, number>();
  const attempts: string[] = [];
  const waiting = new Map<string, { amountPence: number; state: ProviderPaymentState["state"] }>();
  const provider: PaymentProvider = {
    ...sandbox,
    async chargeSavedCard(input) {
      attempts.push(input.idempotencyKey);
      const outcome = await sandbox.chargeSavedCard(input);
      if (outcome.ok) charged.set(input.idempotencyKey, (charged.get(input.idempotencyKey) ?? 0) + 1);
      if (!outcome.ok && outcome.reason === "authentication_required") {
        waiting.set(outcome.reference, { amountPence: input.amountPence, state: "pending" });
      }
      return outcome;
    },
    async state(reference) {
      const payment = waiting.get(reference);
      if (!payment) return sandbox.state(reference);
      const { state, amountPence } = payment;
      return { state, amountPence, currency: "gbp", last4: null, token: null, card: null };
    },
    async cancel(reference) {
      const payment = waiting.get(reference);
      if (payment?.state === "succeeded") throw new Error("a paid payment cannot be cancelled");
      if (payment) payment.state = "failed";
    },
  };
  const settle = (state: "succeeded" | "failed") => (reference: string) => {
    const payment = waiting.get(reference);
    if (!payment) throw new Error(`no payment ${reference} waits for the customer`);
    payment.state = state;
  };
  const bank = {
    /** How many times a kept card was charged (or tried), whatever the outcome; of one renewal row if named. */
    attempts: (renewalId = "") => attempts.filter((key) => key.includes(renewalId)).length,
    /** The latest payment waiting for the customer. */
    latest: () => [...waiting.keys()].at(-1) ?? "",
    state: (reference: string) => waiting.get(reference)?.state,
    /** The customer passed the bank's check: the payment succeeded. */
    confirm: settle("succeeded"),
    /** The customer failed (or left) the bank's check. */
    refuse: settle("failed"),
  };
  return { provider, charged, bank };
}

export type BillingFixture = Awaited<ReturnType<typeof billingFixture>>;

/** An hour after `at`: the cycle runs hourly, so a period end is acted on within the hour. */
export const hourAfter = (at: Date) => new Date(at.getTime() + 60 * 60 * 1000);

/** The subjects of every email sent to `to`, oldest first. */
export async function subjectsTo(dataDir: string, to: string): Promise<string[]> {
  const folder = path.join(dataDir, "outbox");
  const files = await readdir(folder).catch(() => [] as string[]);
  const subjects: string[] = [];
  for (const file of files.sort()) {
    const text = await readFile(path.join(folder, file), "utf8");
    const subject = /^Subject: (.*)$/m.exec(text)?.[1];
    if (text.includes(`To: ${to}`) && subject) subjects.push(subject);
  }
  return subjects;
}
