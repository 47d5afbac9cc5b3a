import type { AddOnType, PlanType, SubscriptionFacts, SubscriptionStatus } from "@cloudoc/contract";
import { type AnyColumn, and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { subscriptionAddOns, subscriptions } from "./tables";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type AddOnRow = typeof subscriptionAddOns.$inferSelect;

/** A package subscription with its add-ons: what the entitlement rule and the screens read. */
export interface PackageSubscription extends SubscriptionFacts {
  id: string;
  row: SubscriptionRow;
  packageId: string;
  addOnRows: AddOnRow[];
}

/** The rule's view of a package subscription row (package rows always have a plan and an end). */
export function factsOf(row: SubscriptionRow, addOnRows: AddOnRow[]): PackageSubscription {
  if (!row.plan || !row.endsAt || !row.packageId) throw new Error(`subscription ${row.id} is not a package`);
  return {
    id: row.id,
    row,
    packageId: row.packageId,
    status: row.status,
    plan: row.plan,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    graceEndsAt: row.graceEndsAt,
    endedAt: row.endedAt,
    addOns: addOnRows.map((addOn) => ({ type: addOn.addOn, status: addOn.status, endsAt: addOn.endsAt })),
    addOnRows,
  };
}

async function addOnsOf(executor: Executor, companyId: string, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return new Map<string, AddOnRow[]>();
  const rows = await executor
    .select()
    .from(subscriptionAddOns)
    .where(
      ofCompany(subscriptionAddOns, companyId, inArray(subscriptionAddOns.subscriptionId, subscriptionIds)),
    )
    .orderBy(subscriptionAddOns.createdAt);
  const byId = new Map<string, AddOnRow[]>();
  for (const row of rows) byId.set(row.subscriptionId, [...(byId.get(row.subscriptionId) ?? []), row]);
  return byId;
}

/** The company's package subscriptions, latest started first, with their add-ons. */
export async function packageFactsOf(
  executor: Executor,
  companyId: string,
  page?: { skip: number; limit: number },
): Promise<PackageSubscription[]> {
  const query = executor
    .select()
    .from(subscriptions)
    .where(ofCompany(subscriptions, companyId, eq(subscriptions.kind, "package")))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt), desc(subscriptions.id));
  const rows = page ? await query.limit(page.limit).offset(page.skip) : await query;
  const addOns = await addOnsOf(
    executor,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => factsOf(row, addOns.get(row.id) ?? []));
}

/** One of the company's package subscriptions (another company's id is simply not found). */
export async function packageSubscriptionOf(
  executor: Executor,
  companyId: string,
  subscriptionId: string,
  options: { lock?: boolean } = {},
): Promise<PackageSubscription | undefined> {
  const query = executor
    .select()
    .from(subscriptions)
    .where(
      ofCompany(
        subscriptions,
        companyId,
        and(eq(subscriptions.id, subscriptionId), eq(subscriptions.kind, "package")),
      ),
    );
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return undefined;
  const addOns = await addOnsOf(executor, companyId, [row.id]);
  return factsOf(row, addOns.get(row.id) ?? []);
}

/** A package subscription as `packageFactsJson` answers it: JSON, so its times are strings. */
interface PackageFactsJson {
  status: SubscriptionStatus;
  plan: PlanType;
  startsAt: string;
  endsAt: string;
  graceEndsAt: string | null;
  endedAt: string | null;
  addOns: { type: AddOnType; status: SubscriptionStatus; endsAt: string | null }[];
}

/**
 * The package subscriptions of the company in `companyId`, with their add-ons, as one JSON column
 * of another statement: the session lookup reads them in the same round trip (issue 23), so the
 * entitlement guard needs no query of its own on each company call.
 */
export function packageFactsJson(companyId: AnyColumn) {
  return sql<PackageFactsJson[]>`coalesce((
    select json_agg(json_build_object(
      'status', s.status, 'plan', s.plan, 'startsAt', s.starts_at, 'endsAt', s.ends_at,
      'graceEndsAt', s.grace_ends_at, 'endedAt', s.ended_at,
      'addOns', coalesce((
        select json_agg(json_build_object('type', a.add_on, 'status', a.status, 'endsAt', a.ends_at) order by a.created_at)
        from ${subscriptionAddOns} a where a.subscription_id = s.id and a.company_id = s.company_id
      ), '[]'::json)
    ))
    from ${subscriptions} s where s.company_id = ${companyId} and s.kind = 'package'
  ), '[]'::json)`;
}

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

/** What the entitlement rule reads, from `packageFactsJson`'s column. */
export function ruleFactsOf(json: readonly PackageFactsJson[]): SubscriptionFacts[] {
  return json.map((sub) => ({
    ...sub,
    startsAt: new Date(sub.startsAt),
    endsAt: new Date(sub.endsAt),
    graceEndsAt: dateOrNull(sub.graceEndsAt),
    endedAt: dateOrNull(sub.endedAt),
    addOns: sub.addOns.map((addOn) => ({ ...addOn, endsAt: dateOrNull(addOn.endsAt) })),
  }));
}
