import {
  type AddOnType,
  addMonths,
  entitlementsAt,
  isLive,
  noEntitlements,
  type PlanType,
  planPeriodEnd,
  type Entitlements as SharedEntitlements,
  type SiteSettings,
} from "@cloudoc/contract";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { Platform } from "../../platform/platform";
import { templateIdsInPackages } from "../catalogue/templates";
import { packageFactsOf } from "./facts";
import { subscriptionAddOns, subscriptions } from "./tables";

/** The job the document library consumes to fill a company's space (DESIGN §1, step 3). */
export const subscriptionActivatedQueue = "subscription.activated";

export interface SubscriptionActivated {
  companyId: string;
  subscriptionId: string;
  packageIds: string[];
  /** Single documents bought on their own. */
  templateIds: string[];
}

/**
 * A live subscription in SQL, the same rule as the contract's `isLive` (entitlements.ts): active
 * or past due with its paid or grace period still running at `now` (the platform clock), or a
 * document bought outright (no end).
 */
export const liveAt = (now: Date) =>
  and(
    inArray(subscriptions.status, ["active", "past_due"]),
    or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, now), gt(subscriptions.graceEndsAt, now)),
  );

/** Packages the company holds a live licence for at `now`. */
export async function ownedPackageIds(
  executor: Executor,
  companyId: string,
  now: Date = new Date(),
): Promise<Set<string>> {
  const rows = await executor
    .select({ packageId: subscriptions.packageId })
    .from(subscriptions)
    .where(ofCompany(subscriptions, companyId, eq(subscriptions.kind, "package"), liveAt(now)));
  return new Set(rows.flatMap((row) => (row.packageId ? [row.packageId] : [])));
}

/** Of `templateIds`, those the company already has: bought alone, or in a package it holds. */
export async function ownedTemplateIds(
  executor: Executor,
  companyId: string,
  templateIds: string[],
  now: Date = new Date(),
): Promise<Set<string>> {
  if (templateIds.length === 0) return new Set();
  const bought = await executor
    .select({ templateId: subscriptions.templateId })
    .from(subscriptions)
    .where(
      ofCompany(
        subscriptions,
        companyId,
        eq(subscriptions.kind, "document"),
        inArray(subscriptions.templateId, templateIds),
        liveAt(now),
      ),
    );
  const packageIds = [...(await ownedPackageIds(executor, companyId, now))];
  const inPackages = await templateIdsInPackages(executor, packageIds, templateIds);
  return new Set([...bought.flatMap((row) => (row.templateId ? [row.templateId] : [])), ...inPackages]);
}

/** The subscriptions a paid order made. */
export async function subscriptionIdsOf(executor: Executor, companyId: string, orderId: string) {
  const rows = await executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(ofCompany(subscriptions, companyId, eq(subscriptions.orderId, orderId)));
  return rows.map((row) => row.id);
}

/** What the company's subscriptions open, and its most recently started live package subscription. */
export interface Entitlements extends SharedEntitlements {
  current: { id: string; plan: PlanType } | null;
}

/**
 * What the company's subscriptions give it at `now` (the platform clock; the system time when a
 * caller has none): the contract's one rule (entitlementsAt) over its package subscriptions.
 */
export async function entitlementsOf(
  executor: Executor,
  companyId: string | null,
  now: Date = new Date(),
  options: { showPoliciesOnSite?: boolean } = {},
): Promise<Entitlements> {
  if (!companyId) return { ...noEntitlements, current: null };
  const facts = await packageFactsOf(executor, companyId);
  const current = facts.find((sub) => isLive(sub, now)) ?? null;
  return {
    ...entitlementsAt(facts, now, options),
    current: current ? { id: current.id, plan: current.plan } : null,
  };
}

/** One package (or single document) of a paid order, as the subscription module activates it. */
export type PaidItem =
  | {
      kind: "package";
      packageId: string;
      plan: PlanType;
      licenceFeePence: number;
      addOns: { type: AddOnType; pricePence: number }[];
    }
  | { kind: "document"; templateId: string; licenceFeePence: number };

/**
 * Makes a paid order's subscriptions active, inside the caller's transaction: a licence per
 * package on its plan (monthly 1 month, yearly 12 months, trial per the settings) with its
 * add-ons, and each single document for good.
 */
export async function activateOrder(
  tx: Executor,
  order: { id: string; companyId: string },
  items: PaidItem[],
  settings: SiteSettings,
  start: Date,
): Promise<SubscriptionActivated[]> {
  const activated: SubscriptionActivated[] = [];
  for (const item of items) {
    const endsAt = item.kind === "package" ? periodEnd(settings, item.plan, start) : null;
    const [row] = await tx
      .insert(subscriptions)
      .values({
        companyId: order.companyId,
        orderId: order.id,
        kind: item.kind,
        packageId: item.kind === "package" ? item.packageId : null,
        templateId: item.kind === "document" ? item.templateId : null,
        plan: item.kind === "package" ? item.plan : null,
        startsAt: start,
        endsAt,
        licenceFeePence: item.licenceFeePence,
      })
      .returning({ id: subscriptions.id });
    if (!row) throw new Error("subscription was not created");
    if (item.kind === "package" && item.addOns.length > 0) {
      await tx.insert(subscriptionAddOns).values(
        item.addOns.map((addOn) => ({
          subscriptionId: row.id,
          companyId: order.companyId,
          addOn: addOn.type,
          plan: item.plan,
          pricePence: addOn.pricePence,
          startsAt: start,
          endsAt: addOn.type === "printing" ? null : endsAt,
        })),
      );
    }
    activated.push({
      companyId: order.companyId,
      subscriptionId: row.id,
      packageIds: item.kind === "package" ? [item.packageId] : [],
      templateIds: item.kind === "document" ? [item.templateId] : [],
    });
  }
  return activated;
}

/** A trial whose custom date has already passed still gets a month rather than nothing. */
function periodEnd(settings: SiteSettings, plan: PlanType, start: Date): Date {
  const end = planPeriodEnd(settings, plan, start);
  return end.getTime() > start.getTime() ? end : addMonths(start, 1);
}

/**
 * Queues `subscription.activated` for the order's subscriptions not yet queued, after the
 * activating transaction committed (pg-boss uses its own connection, and on PGlite a send from
 * inside our transaction would wait on it). A send that fails is logged and retried by the next
 * confirmation of the same order; the singleton key keeps a queued job from being doubled.
 */
export async function queueActivations(
  platform: Platform,
  log: FastifyBaseLogger,
  companyId: string,
  orderId: string,
): Promise<number> {
  const pending = await platform.db
    .select({
      id: subscriptions.id,
      packageId: subscriptions.packageId,
      templateId: subscriptions.templateId,
    })
    .from(subscriptions)
    .where(
      ofCompany(
        subscriptions,
        companyId,
        eq(subscriptions.orderId, orderId),
        isNull(subscriptions.activationQueuedAt),
      ),
    );
  let queued = 0;
  for (const row of pending) {
    const data: SubscriptionActivated = {
      companyId,
      subscriptionId: row.id,
      packageIds: row.packageId ? [row.packageId] : [],
      templateIds: row.templateId ? [row.templateId] : [],
    };
    try {
      await platform.jobs.send(subscriptionActivatedQueue, data, { singletonKey: row.id });
      await platform.db
        .update(subscriptions)
        .set({ activationQueuedAt: sql`now()` })
        .where(ofCompany(subscriptions, companyId, eq(subscriptions.id, row.id)));
      queued += 1;
    } catch (error) {
      log.error({ err: error, subscriptionId: row.id }, "subscription.activated was not queued");
    }
  }
  return queued;
}
