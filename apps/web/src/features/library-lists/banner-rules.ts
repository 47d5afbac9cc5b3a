import { companyDetailsThresholdPercent, messages, type Role } from "@cloudoc/contract";

/**
 * The dashboard banners of spec 000 §2 "Banners": for everyone but role user, either the
 * no-subscription banner, or (subscribed) the complete-your-details banner while the company
 * details are under 13 percent complete. A dismissed banner stays hidden for the session.
 */

export type DashboardBannerKind = "subscribe" | "completeDetails";

export interface DashboardBanner {
  kind: DashboardBannerKind;
  message: string;
  /** The action button: where it goes, with the navigation state the target reads. */
  action: { label: string; to: string; state?: Readonly<Record<string, number | string>> };
}

export interface BannerInput {
  role: Role | undefined;
  /** Undefined until the company state has loaded (no banner flashes meanwhile). */
  activeSubscription: boolean | undefined;
  /** The company details' completeness in percent; undefined when unknown. */
  profileCompleteness: number | undefined;
  /** Banners dismissed in this session. */
  dismissed: readonly DashboardBannerKind[];
  /** Whether an offline cart exists (Here opens its tab of /subscriptions). */
  hasOfflineCart: boolean;
}

/** The /subscriptions tab Here opens: 1 (the cart) if an offline cart exists, else 2. */
export const subscribeTab = (hasOfflineCart: boolean): 1 | 2 => (hasOfflineCart ? 1 : 2);

export function dashboardBanner(input: BannerInput): DashboardBanner | undefined {
  if (input.role === "user" || input.role === "employee" || input.activeSubscription === undefined) {
    return undefined;
  }
  if (!input.activeSubscription) {
    if (input.dismissed.includes("subscribe")) return undefined;
    return {
      kind: "subscribe",
      message: messages.noActiveSubscription,
      action: {
        label: "Here",
        to: "/company/subscriptions",
        state: { active_tab: subscribeTab(input.hasOfflineCart) },
      },
    };
  }
  const completeness = input.profileCompleteness;
  if (completeness === undefined || completeness >= companyDetailsThresholdPercent) return undefined;
  if (input.dismissed.includes("completeDetails")) return undefined;
  return {
    kind: "completeDetails",
    message: messages.completeOrganisationDetails,
    action: { label: "Continue", to: "/company/profile", state: { profileType: "companydetail" } },
  };
}
