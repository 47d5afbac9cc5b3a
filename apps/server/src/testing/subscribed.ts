import type { AddOnType } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { countries, packages, serviceTypes } from "../modules/catalogue/tables";
import { orders } from "../modules/orders/tables";
import { subscriptionAddOns, subscriptions } from "../modules/subscriptions/tables";
import type { Database } from "../platform/db/client";
import { loadCatalogue } from "./commerce";

/** Subscriptions made directly in tests, as a paid order leaves them. */

interface SubscriptionShape {
  addOns?: AddOnType[];
  /** When the licence ends (a year ahead by default; in the past for an ended one). */
  endsAt?: Date;
}

const yearAhead = () => new Date(Date.now() + 365 * 24 * 3600 * 1000);

export async function paidOrder(db: Database, companyId: string) {
  const [order] = await db
    .insert(orders)
    .values({
      companyId,
      provider: "sandbox",
      status: "paid",
      subtotalPence: 0,
      discountPence: 0,
      totalPence: 0,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order not created");
  return order.id;
}

/** A package licence with its add-ons, as a paid order makes it. */
export async function subscribePackage(
  db: Database,
  companyId: string,
  packageId: string,
  shape: SubscriptionShape = {},
) {
  const endsAt = shape.endsAt ?? yearAhead();
  const [row] = await db
    .insert(subscriptions)
    .values({
      companyId,
      orderId: await paidOrder(db, companyId),
      kind: "package",
      packageId,
      plan: "yearly",
      startsAt: new Date(Date.now() - 24 * 3600 * 1000),
      endsAt,
      licenceFeePence: 0,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error("subscription not created");
  for (const addOn of shape.addOns ?? []) {
    await db.insert(subscriptionAddOns).values({
      subscriptionId: row.id,
      companyId,
      addOn,
      plan: "yearly",
      pricePence: 0,
      startsAt: new Date(Date.now() - 24 * 3600 * 1000),
      endsAt,
    });
  }
  return row.id;
}

/**
 * An unpublished package with no documents, the fixtures' licence: holding it opens the calls held
 * to a live subscription (spec 000 §6) and changes nothing a test counts — no documents, no
 * regulator, no add-ons, and no package a test buys is "already subscribed".
 */
const fixtureSlug = "test-fixture-licence";

async function fixturePackageId(db: Database): Promise<string> {
  await loadCatalogue(db);
  const [found] = await db.select({ id: packages.id }).from(packages).where(eq(packages.slug, fixtureSlug));
  if (found) return found.id;
  const [country] = await db.select({ slug: countries.slug }).from(countries).limit(1);
  const [serviceType] = await db.select({ slug: serviceTypes.slug }).from(serviceTypes).limit(1);
  if (!country || !serviceType) throw new Error("no taxonomy loaded");
  const [made] = await db
    .insert(packages)
    .values({
      slug: fixtureSlug,
      name: "Test fixture licence",
      description: "Opens the subscription-held calls for test companies.",
      licenseFeePence: 0,
      image: "",
      country: country.slug,
      serviceType: serviceType.slug,
      published: false,
    })
    .onConflictDoNothing()
    .returning({ id: packages.id });
  return made?.id ?? fixturePackageId(db);
}

/** Gives each company a live yearly licence of the fixture package (see `fixturePackageId`). */
export async function subscribeCompanies(db: Database, companyIds: readonly string[]) {
  const packageId = await fixturePackageId(db);
  for (const companyId of companyIds) await subscribePackage(db, companyId, packageId);
}
