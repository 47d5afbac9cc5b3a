import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { manualClock } from "../../platform/clock";
import { ofCompany } from "../../platform/db/tenant";
import type { PaymentProvider } from "../../platform/payments";
import { createSandboxProvider } from "../../platform/payments/sandbox";
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
  const { provider, charged } = countingSandbox();
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

  /** Keeps a sandbox card as the company's default; `failing` makes every off-session charge decline. */
  const keepCard = async (companyId: string, options: { failing?: boolean; isDefault?: boolean } = {}) => {
    const reference = randomBytes(6).toString("hex");
    const [card] = await db
      .insert(paymentCards)
      .values({
        companyId,
        provider: "sandbox",
        customerReference: `sbx_cus_${reference}`,
        methodReference: `${options.failing ? "sbx_pm_fail_" : "sbx_pm_"}${reference}`,
        last4: options.failing ? "0341" : "4242",
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

/** The sandbox (no delay), counting each successful off-session charge by its idempotency key. */
function countingSandbox() {
  const sandbox = createSandboxProvider({ delayMs: 0 });
  const charged = new Map<string, number>();
  const provider: PaymentProvider = {
    ...sandbox,
    async chargeSavedCard(input) {
      const outcome = await sandbox.chargeSavedCard(input);
      if (outcome.ok) charged.set(input.idempotencyKey, (charged.get(input.idempotencyKey) ?? 0) + 1);
      return outcome;
    },
  };
  return { provider, charged };
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
