import {
  type CompanyState,
  isMenuEntryVisible,
  type MenuContext,
  type MenuKey,
  newProfileTrainingDays,
  type Role,
  type SideMenuEntry,
  type UserProfile,
} from "@cloudoc/contract";

/**
 * What the company side menu shows (spec 000 §2 Side menu, §6): the context for the contract's
 * isMenuEntryVisible, built from the session, the company state and the profile.
 */

const menuKeys: ReadonlySet<string> = new Set<MenuKey>([
  "dashboard",
  "documents",
  "myDocuments",
  "docusign",
  "employees",
  "staffPolicies",
  "publicPolicies",
  "forms",
  "training",
  "users",
  "index",
  "bin",
  "subscription",
  "settings",
  "organisationDetails",
  "systemSettings",
]);

const isMenuKey = (key: string): key is MenuKey => menuKeys.has(key);

type ProfileFlags = Partial<
  Pick<UserProfile, "comboPackage" | "documentManagement" | "documentUpdate" | "proPackage" | "settings">
>;

/** The menu context. Until the company state is known, entries that need a subscription stay hidden. */
export function menuContextOf(input: {
  role: Role | undefined;
  permissions: readonly string[] | undefined;
  companyState: Pick<CompanyState, "activesubs"> | undefined;
  profile: ProfileFlags | undefined;
}): MenuContext {
  const active = (flag: { status?: number } | undefined) => flag?.status === 1;
  return {
    role: input.role ?? "company",
    permissions: input.permissions ?? [],
    // Spec 000 §6: active_subs not false.
    activeSubscription: input.companyState ? input.companyState.activesubs !== false : false,
    packages: {
      combo: active(input.profile?.comboPackage),
      documentManagement: active(input.profile?.documentManagement),
      documentUpdate: active(input.profile?.documentUpdate),
      pro: active(input.profile?.proPackage),
    },
    showPoliciesOnSite: input.profile?.settings?.showPoliciesonSite === true,
  };
}

/** The entries to show, in order; a dropdown shows when any of its children does. */
export function visibleMenuEntries(entries: readonly SideMenuEntry[], context: MenuContext): SideMenuEntry[] {
  const shows = (entry: SideMenuEntry) => isMenuKey(entry.key) && isMenuEntryVisible(entry.key, context);
  const out: SideMenuEntry[] = [];
  for (const entry of entries) {
    if (entry.children && entry.children.length > 0) {
      const children = entry.children.filter(shows);
      if (children.length > 0) out.push({ ...entry, children });
    } else if (shows(entry)) {
      out.push(entry);
    }
  }
  return out;
}

/**
 * Where a user lands when the dashboard is not theirs (a staff user without the Dashboard
 * permission): the first menu entry they may open, or null to stay.
 */
export function firstOpenMenuPath(entries: readonly SideMenuEntry[], context: MenuContext): string | null {
  if (isMenuEntryVisible("dashboard", context)) return null;
  const [first] = visibleMenuEntries(entries, context).flatMap((entry) => entry.children ?? [entry]);
  return first?.path ?? null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Spec 000 §2: the Book Training button shows while the profile is under 30 days old. */
export function isNewProfile(
  createdAt: string | undefined,
  now: number = Date.now(),
  days: number = newProfileTrainingDays,
): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (!Number.isFinite(created)) return false;
  return now - created < days * dayMs;
}
