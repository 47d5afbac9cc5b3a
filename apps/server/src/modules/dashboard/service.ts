import {
  type AcknowledgementSummary,
  complianceOf,
  type DashboardOverview,
  type MatrixPolicy,
  matrixExportSchema,
} from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { dashboard } from "../documents/overview";
import { acknowledgementMatrix } from "../policies/matrix";
import { entitlementsOf } from "../subscriptions/service";

/**
 * POST /userdashboard (issue 15, decision 026): what each module says of the company, read
 * through its service — the documents' counts and latest updates, the staff policies' completion,
 * the subscription's entitlements — and the compliance figure computed from them.
 */

/** Policies shown as needing attention: the least acknowledged first. */
const lowestShown = 5;

const byCompletion = (a: MatrixPolicy, b: MatrixPolicy) =>
  (a.percent ?? 101) - (b.percent ?? 101) || b.assigned - a.assigned || a.name.localeCompare(b.name);

async function acknowledgementsOf(db: Database, companyId: string): Promise<AcknowledgementSummary> {
  const { format: _format, ...everyone } = matrixExportSchema.parse({});
  const matrix = await acknowledgementMatrix(db, companyId, everyone, { skip: 0, limit: 1 });
  const lowest = matrix.policies
    .filter((policy) => policy.assigned > 0 && policy.acknowledged < policy.assigned)
    .sort(byCompletion)
    .slice(0, lowestShown);
  return { ...matrix.overall, lowest };
}

async function subscriptionOf(db: Database, companyId: string) {
  const { active, updates, management, combo, pro } = await entitlementsOf(db, companyId);
  return { active, updates, management, combo, pro };
}

export async function dashboardOverview(db: Database, companyId: string): Promise<DashboardOverview> {
  const [documents, acknowledgements, subscription] = await Promise.all([
    dashboard(db, companyId),
    acknowledgementsOf(db, companyId),
    subscriptionOf(db, companyId),
  ]);
  const { counts } = documents;
  const compliance = complianceOf({
    documents: counts.documents,
    overdue: counts.overdue,
    awaitingUpdate: counts.awaitingUpdate,
    assigned: acknowledgements.assigned,
    acknowledged: acknowledgements.acknowledged,
  });
  return { ...documents, acknowledgements, subscription, compliance };
}
