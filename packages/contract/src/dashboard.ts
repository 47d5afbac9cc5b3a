import { z } from "zod";
import { dashboardCountsSchema, recentUpdateSchema } from "./library-lists";
import { matrixPolicySchema } from "./policy-reading";

/**
 * The dashboard (spec 001 §7 POST /userdashboard, issue 15, decision 026): the document counts,
 * the latest updates, staff acknowledgement completion, the subscription state, and one
 * 'compliance at a glance' figure with what lowers it.
 */

// ---- compliance at a glance ----

export const complianceFactorKeys = [
  "overdueReviews",
  "outstandingAcknowledgements",
  "pendingUpdates",
] as const;
export type ComplianceFactorKey = (typeof complianceFactorKeys)[number];

/**
 * How much each part weighs out of 100 when all three apply. Reviews weigh most: an inspector
 * asks first whether policies are in date; then whether staff have read them; then whether the
 * library's newer wording has been looked at.
 */
export const complianceWeights: Readonly<Record<ComplianceFactorKey, number>> = {
  overdueReviews: 50,
  outstandingAcknowledgements: 30,
  pendingUpdates: 20,
};

/** The formula in words, shown on the dashboard beside the figure. */
export const complianceExplanation =
  "Out of 100: half for documents within their review date, 30 for staff acknowledgements of assigned policies, 20 for library updates decided. A part with nothing to measure is left out and the rest scaled up.";

export interface ComplianceInput {
  /** Live documents. */
  documents: number;
  /** Documents whose review date has passed. */
  overdue: number;
  /** Documents with a library update waiting for a decision. */
  awaitingUpdate: number;
  /** Policy assignments to active employees, and how many are acknowledged in a way that counts. */
  assigned: number;
  acknowledged: number;
}

export const complianceFactorSchema = z.object({
  key: z.enum(complianceFactorKeys),
  /** "3 documents past their review date". */
  label: z.string(),
  count: z.number().int().nonnegative(),
  /** Points this factor takes off the figure. */
  pointsLost: z.number().int().nonnegative(),
});
export type ComplianceFactor = z.infer<typeof complianceFactorSchema>;

export const complianceSchema = z.object({
  /** 0–100, or null when there is nothing to measure yet (no documents, no assignments). */
  score: z.number().int().min(0).max(100).nullable(),
  /** What lowers the figure, the heaviest first; empty at 100. */
  factors: z.array(complianceFactorSchema),
});
export type Compliance = z.infer<typeof complianceSchema>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface Part {
  key: ComplianceFactorKey;
  /** How many fall short, out of `of`. */
  short: number;
  of: number;
  label: string;
}

function partsOf(input: ComplianceInput): Part[] {
  const outstanding = Math.max(0, input.assigned - input.acknowledged);
  const parts: Part[] = [
    {
      key: "overdueReviews",
      short: input.overdue,
      of: input.documents,
      label: plural(input.overdue, "document past its review date", "documents past their review date"),
    },
    {
      key: "outstandingAcknowledgements",
      short: outstanding,
      of: input.assigned,
      label: plural(outstanding, "policy assignment not acknowledged", "policy assignments not acknowledged"),
    },
    {
      key: "pendingUpdates",
      short: input.awaitingUpdate,
      of: input.documents,
      label: plural(
        input.awaitingUpdate,
        "library update waiting for a decision",
        "library updates waiting for a decision",
      ),
    },
  ];
  return parts.filter((part) => part.of > 0);
}

/**
 * The figure: each part that applies scores its weight times the share that is in order; the
 * weights of the parts that apply are scaled to 100. Each factor's points lost are its scaled
 * weight times the share that falls short, so the figure and the losses add up to 100 (give or
 * take rounding).
 */
export function complianceOf(input: ComplianceInput): Compliance {
  const parts = partsOf(input);
  const totalWeight = parts.reduce((sum, part) => sum + complianceWeights[part.key], 0);
  if (totalWeight === 0) return { score: null, factors: [] };
  let lost = 0;
  const factors: ComplianceFactor[] = [];
  for (const part of parts) {
    const share = Math.min(1, part.short / part.of);
    const points = ((complianceWeights[part.key] * 100) / totalWeight) * share;
    lost += points;
    if (part.short > 0) {
      factors.push({ key: part.key, label: part.label, count: part.short, pointsLost: Math.round(points) });
    }
  }
  factors.sort((a, b) => b.pointsLost - a.pointsLost || b.count - a.count);
  return { score: Math.max(0, Math.min(100, Math.round(100 - lost))), factors };
}

// ---- POST /userdashboard ----

export const acknowledgementSummarySchema = z.object({
  assigned: z.number().int().nonnegative(),
  acknowledged: z.number().int().nonnegative(),
  percent: z.number().int().nullable(),
  /** The policies with the lowest completion (at most 5), lowest first. */
  lowest: z.array(matrixPolicySchema),
});
export type AcknowledgementSummary = z.infer<typeof acknowledgementSummarySchema>;

export const subscriptionSummarySchema = z.object({
  active: z.boolean(),
  updates: z.boolean(),
  management: z.boolean(),
  combo: z.boolean(),
  pro: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const dashboardOverviewSchema = z.object({
  counts: dashboardCountsSchema,
  /** The latest changes, at most the dashboard page size (25). */
  recentUpdates: z.array(recentUpdateSchema),
  acknowledgements: acknowledgementSummarySchema,
  subscription: subscriptionSummarySchema,
  compliance: complianceSchema,
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

export const dashboardOverviewReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: dashboardOverviewSchema,
});
