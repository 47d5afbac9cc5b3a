import { eq } from "drizzle-orm";
import { companies, users } from "../modules/accounts/tables";
import { priceCart } from "../modules/cart/pricing";
import { packages } from "../modules/catalogue/tables";
import { createOrder } from "../modules/orders/service";
import { completeOrder } from "../modules/payments/complete";
import { payments } from "../modules/payments/tables";
import type { Database } from "../platform/db/client";
import { acrossCompanies } from "../platform/db/tenant";
import { demoAccounts } from "./demo";

/** The package the demo company owns: care homes in England, yearly, with updates and management. */
export const demoPackageSlug = "care-home-england";

/**
 * Buys the demo company its package the way a customer does (an order, a sandbox payment, the
 * completion that issues the invoice and activates the subscription), so the demo shows a
 * lived-in account. Answers the order id, whose activations the caller queues after commit.
 */
export async function seedDemoSubscription(db: Database): Promise<{ companyId: string; orderId: string }> {
  return db.transaction(async (tx) => {
    // The demo owner is found by address; their company is what the seed is looking for.
    const [owner] = await tx
      .select({ id: users.id, companyId: users.companyId })
      .from(acrossCompanies(users))
      .where(eq(users.email, demoAccounts.owner));
    const [pkg] = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.slug, demoPackageSlug));
    if (!owner?.companyId || !pkg) throw new Error("the demo company or its package is missing");
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, owner.companyId));
    if (!company) throw new Error("the demo company is missing");
    const cart = await priceCart(
      tx,
      [
        {
          kind: "package",
          id: pkg.id,
          sendtype: "subscription",
          planType: "yearly",
          addOns: ["combo"],
          addedAt: new Date().toISOString(),
        },
      ],
      new Date(),
    );
    const order = await createOrder(tx, { companyId: company.id, userId: owner.id }, "sandbox", cart);
    await tx.insert(payments).values({
      companyId: company.id,
      orderId: order.id,
      provider: "sandbox",
      providerReference: `demo-${order.id}`,
      amountPence: order.totalPence,
    });
    await completeOrder(tx, {
      companyId: company.id,
      orderId: order.id,
      actorUserId: owner.id,
      origin: { ip: null, userAgent: "demo data" },
      card: { token: "demo", last4: "4242" },
    });
    return { companyId: company.id, orderId: order.id };
  });
}
