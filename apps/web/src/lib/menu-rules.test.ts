import { type SideMenuEntry, sideMenuEntries } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { firstOpenMenuPath, isNewProfile, menuContextOf, visibleMenuEntries } from "./menu-rules";

const keys = (entries: SideMenuEntry[]) =>
  entries.flatMap((e) => (e.children ? [e.key, ...e.children.map((c) => `${e.key}.${c.key}`)] : [e.key]));

const allPackages = {
  comboPackage: { status: 1 },
  documentManagement: { status: 1 },
  documentUpdate: { status: 1 },
  proPackage: { status: 1 },
  settings: { showPoliciesonSite: true },
};

describe("menuContextOf", () => {
  it("reads the subscription from the company state and the packages from the profile", () => {
    expect(
      menuContextOf({
        role: "company",
        permissions: [],
        companyState: { activesubs: true },
        profile: { ...allPackages, proPackage: { status: 0 } },
      }),
    ).toEqual({
      role: "company",
      permissions: [],
      activeSubscription: true,
      packages: { combo: true, documentManagement: true, documentUpdate: true, pro: false },
      showPoliciesOnSite: true,
    });
  });

  it("treats unknown state as no subscription and no packages", () => {
    const context = menuContextOf({
      role: undefined,
      permissions: undefined,
      companyState: undefined,
      profile: undefined,
    });
    expect(context.activeSubscription).toBe(false);
    expect(context.packages).toEqual({
      combo: false,
      documentManagement: false,
      documentUpdate: false,
      pro: false,
    });
    expect(context.showPoliciesOnSite).toBe(false);
  });
});

describe("visibleMenuEntries (spec 000 §6)", () => {
  it("shows a new company without a subscription only Dashboard, Subscription and Settings", () => {
    const context = menuContextOf({
      role: "company",
      permissions: [],
      companyState: { activesubs: false },
      profile: {},
    });
    expect(keys(visibleMenuEntries(sideMenuEntries, context))).toEqual([
      "dashboard",
      "subscription",
      "settings",
      "settings.organisationDetails",
      "settings.systemSettings",
    ]);
  });

  it("shows a subscribed company with every package everything", () => {
    const context = menuContextOf({
      role: "company",
      permissions: [],
      companyState: { activesubs: true },
      profile: allPackages,
    });
    expect(visibleMenuEntries(sideMenuEntries, context)).toEqual(sideMenuEntries);
  });

  it("hides the pro entries and Public Policies without their packages", () => {
    const context = menuContextOf({
      role: "company",
      permissions: [],
      companyState: { activesubs: true },
      profile: {},
    });
    const shown = keys(visibleMenuEntries(sideMenuEntries, context));
    expect(shown).not.toContain("docusign");
    expect(shown).not.toContain("forms");
    expect(shown).not.toContain("training");
    expect(shown).not.toContain("publicPolicies");
    expect(shown).toContain("documents");
  });

  it("shows role user only what its permissions name, and drops an empty Settings", () => {
    const context = menuContextOf({
      role: "user",
      permissions: ["Documents"],
      companyState: { activesubs: true },
      profile: {},
    });
    expect(keys(visibleMenuEntries(sideMenuEntries, context))).toEqual(["documents"]);
  });

  it("shows an employee Documents (with permission) and Staff Policies", () => {
    const context = menuContextOf({
      role: "employee",
      permissions: ["Documents"],
      companyState: { activesubs: true },
      profile: {},
    });
    expect(keys(visibleMenuEntries(sideMenuEntries, context))).toEqual(["documents", "staffPolicies"]);
  });
});

describe("isNewProfile (Book Training, 30 days)", () => {
  const now = Date.UTC(2025, 5, 30, 12);
  const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
  it.each([
    [0, true],
    [29, true],
    [29.99, true],
    [30, false],
    [45, false],
  ])("created %s days ago → %s", (days, expected) => {
    expect(isNewProfile(daysAgo(days), now)).toBe(expected);
  });
  it("is false without a usable date", () => {
    expect(isNewProfile(undefined, now)).toBe(false);
    expect(isNewProfile("not a date", now)).toBe(false);
  });
});

describe("firstOpenMenuPath", () => {
  const staff = (permissions: string[]) =>
    menuContextOf({ role: "user", permissions, companyState: { activesubs: true }, profile: allPackages });

  it("sends a staff user without the Dashboard permission to their first menu", () => {
    expect(firstOpenMenuPath(sideMenuEntries, staff(["Documents", "Can add new doc"]))).toBe(
      "/company/documents",
    );
  });

  it("keeps on the dashboard whoever may see it", () => {
    expect(firstOpenMenuPath(sideMenuEntries, staff(["Dashboard", "Documents"]))).toBeNull();
    const owner = menuContextOf({
      role: "company",
      permissions: [],
      companyState: { activesubs: true },
      profile: {},
    });
    expect(firstOpenMenuPath(sideMenuEntries, owner)).toBeNull();
  });
});
