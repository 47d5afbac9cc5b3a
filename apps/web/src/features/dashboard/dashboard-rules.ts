import type { ComplianceFactorKey, UserProfile } from "@cloudoc/contract";

/** Pure rules of the dashboard page (issue 15, decision 026). */

/** Where each thing that lowers the compliance figure is put right. */
export const factorLinks: Readonly<Record<ComplianceFactorKey, string>> = {
  overdueReviews: "/company/documents/need-review",
  outstandingAcknowledgements: "/company/policies",
  pendingUpdates: "/company/documents/recent-updates",
};

/** The figure's colour: good from 85, fair from 60, else poor; grey when there is nothing to measure. */
export function complianceTone(score: number | null): { colour: string; word: string } {
  if (score === null) return { colour: "gray", word: "Nothing to measure yet" };
  if (score >= 85) return { colour: "teal", word: "Good" };
  if (score >= 60) return { colour: "yellow", word: "Needs attention" };
  return { colour: "red", word: "At risk" };
}

/** Spec 000 §4: a company without a subdomain raises the subdomain-needed flag. */
export function needsSubdomain(profile: Pick<UserProfile, "companyDetails"> | undefined): boolean {
  if (!profile) return false;
  return !profile.companyDetails?.subdomain?.trim();
}
