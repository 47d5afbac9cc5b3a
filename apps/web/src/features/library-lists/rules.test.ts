import { type DocumentIndexItem, type IndexFolder, type MenuContext, messages } from "@cloudoc/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ariaSort,
  nextSort,
  pageAfterRemoval,
  pageCount,
  rangeText,
  shownOn,
  skipOf,
} from "../../lib/list-rules";
import { type BannerInput, dashboardBanner, subscribeTab } from "./banner-rules";
import { describeUpdate, quickLinks } from "./dashboard-rules";
import { groupIndex, statusTally, topLevelHeading } from "./index-rules";
import {
  daysUntil,
  defaultNextReview,
  isValidNextReview,
  latestNextReview,
  reviewWindowText,
} from "./review-rules";

describe("review dates", () => {
  it("counts whole days to a review date", () => {
    expect(daysUntil("2025-03-10", "2025-03-07")).toBe(3);
    expect(daysUntil("2025-03-01", "2025-03-07")).toBe(-6);
    // Across the clocks going forward (30/03/2025) a day is still a day.
    expect(daysUntil("2025-04-01", "2025-03-29")).toBe(3);
    expect(daysUntil("07/03/2025", "2025-03-07")).toBeUndefined();
  });

  it("defaults the next review to the same day next year", () => {
    expect(defaultNextReview("2025-03-07")).toBe("2026-03-07");
    expect(defaultNextReview("2024-02-29")).toBe("2025-02-28");
    expect(defaultNextReview("2025-12-31")).toBe("2026-12-31");
  });

  it("accepts a next review from today up to ten years ahead", () => {
    expect(latestNextReview("2025-03-07")).toBe("2035-03-07");
    expect(isValidNextReview("2025-03-07", "2025-03-07")).toBe(true);
    expect(isValidNextReview("2035-03-07", "2025-03-07")).toBe(true);
    expect(isValidNextReview("2035-03-08", "2025-03-07")).toBe(false);
    expect(isValidNextReview("2025-03-06", "2025-03-07")).toBe(false);
    expect(isValidNextReview("", "2025-03-07")).toBe(false);
  });

  it("says how near a review is, inside the 30-day window only", () => {
    const today = "2025-03-07";
    expect(reviewWindowText("2025-03-06", today)).toBe("Overdue by 1 day");
    expect(reviewWindowText("2025-02-25", today)).toBe("Overdue by 10 days");
    expect(reviewWindowText("2025-03-07", today)).toBe("Due today");
    expect(reviewWindowText("2025-03-08", today)).toBe("Due in 1 day");
    expect(reviewWindowText("2025-04-06", today)).toBe("Due in 30 days");
    expect(reviewWindowText("2025-04-07", today)).toBe("");
  });

  it("a default next review is always valid and about a year away", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }),
        (date) => {
          const today = date.toISOString().slice(0, 10);
          const next = defaultNextReview(today);
          expect(isValidNextReview(next, today)).toBe(true);
          expect(daysUntil(next, today)).toBeGreaterThanOrEqual(365);
          expect(daysUntil(next, today)).toBeLessThanOrEqual(366);
        },
      ),
    );
  });
});

describe("dashboard banners", () => {
  const base: BannerInput = {
    role: "company",
    activeSubscription: true,
    profileCompleteness: 50,
    dismissed: [],
    hasOfflineCart: false,
  };

  it("asks to subscribe without an active subscription, to the cart tab when a cart exists", () => {
    const banner = dashboardBanner({ ...base, activeSubscription: false, profileCompleteness: 0 });
    expect(banner).toMatchObject({ kind: "subscribe", message: messages.noActiveSubscription });
    expect(banner?.action.state).toEqual({ active_tab: 2 });
    expect(
      dashboardBanner({ ...base, activeSubscription: false, hasOfflineCart: true })?.action.state,
    ).toEqual({
      active_tab: 1,
    });
    expect(subscribeTab(true)).toBe(1);
  });

  it("asks for the organisation details under 13 percent, with Continue to the profile", () => {
    const banner = dashboardBanner({ ...base, profileCompleteness: 12 });
    expect(banner).toMatchObject({
      kind: "completeDetails",
      message: messages.completeOrganisationDetails,
      action: { label: "Continue", to: "/company/profile" },
    });
    expect(dashboardBanner({ ...base, profileCompleteness: 13 })).toBeUndefined();
    expect(dashboardBanner({ ...base, profileCompleteness: undefined })).toBeUndefined();
  });

  it("shows nothing to role user or employee, before the state loads, or once dismissed", () => {
    const low = { ...base, profileCompleteness: 0 };
    expect(dashboardBanner({ ...low, role: "user" })).toBeUndefined();
    expect(dashboardBanner({ ...low, role: "employee" })).toBeUndefined();
    expect(dashboardBanner({ ...low, activeSubscription: undefined })).toBeUndefined();
    expect(dashboardBanner({ ...low, dismissed: ["completeDetails"] })).toBeUndefined();
    expect(dashboardBanner({ ...low, activeSubscription: false, dismissed: ["subscribe"] })).toBeUndefined();
    // Dismissing one banner does not hide the other.
    expect(dashboardBanner({ ...low, activeSubscription: false, dismissed: ["completeDetails"] })?.kind).toBe(
      "subscribe",
    );
  });
});

describe("paging and sorting", () => {
  it("pages", () => {
    expect(skipOf(1, 25)).toBe(0);
    expect(skipOf(3, 10)).toBe(20);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(rangeText(2, 10, 3, 13, "documents")).toBe("Showing 11–13 of 13 documents");
    expect(rangeText(1, 10, 0, 0, "documents")).toBe("No documents");
    expect(rangeText(1, 10, 1, 1, "packages")).toBe("Showing 1–1 of 1 package");
    expect(pageCount(-1, 10)).toBe(1);
  });

  it("works out how many a page shows", () => {
    expect(shownOn(1, 10, 23)).toBe(10);
    expect(shownOn(3, 10, 23)).toBe(3);
    expect(shownOn(4, 10, 23)).toBe(0);
  });

  it("steps back a page when the last items of the last page leave", () => {
    expect(pageAfterRemoval(2, 26, 1, 25)).toBe(1);
    expect(pageAfterRemoval(2, 27, 1, 25)).toBe(2);
    expect(pageAfterRemoval(1, 1, 1, 25)).toBe(1);
  });

  it("flips the order on the same column and starts a new column ascending", () => {
    const sort = { field: "createdAt" as "createdAt" | "name", order: "desc" as const };
    expect(nextSort(sort, "createdAt")).toEqual({ field: "createdAt", order: "asc" });
    expect(nextSort(sort, "name")).toEqual({ field: "name", order: "asc" });
    expect(ariaSort(sort, "createdAt")).toBe("descending");
    expect(ariaSort(sort, "name")).toBe("none");
  });
});

describe("the document index", () => {
  const folder = (id: string, path: string[]): IndexFolder => ({
    _id: id,
    folderName: path.at(-1) ?? "",
    parentId: null,
    path,
    depth: path.length - 1,
    documentCount: 0,
  });
  const doc = (
    id: string,
    folderId: string | null,
    status: DocumentIndexItem["review_status"] = "Up to Date",
  ) => ({ _id: id, folderId, folderPath: [], review_status: status }) as unknown as DocumentIndexItem;

  it("groups by folder in outline order, top level first, skipping empty folders", () => {
    const outline = [
      folder("a", ["Governance"]),
      folder("b", ["Governance", "Policies"]),
      folder("c", ["Care"]),
    ];
    const groups = groupIndex([doc("1", "c"), doc("2", "b"), doc("3", null), doc("4", "b")], outline);
    expect(groups.map((g) => [g.heading, g.documents.map((d) => d._id)])).toEqual([
      [topLevelHeading, ["3"]],
      ["Governance › Policies", ["2", "4"]],
      ["Care", ["1"]],
    ]);
  });

  it("never drops a document whose folder is not in the outline", () => {
    const orphan = { ...doc("9", "x"), folderPath: ["Lost"] };
    expect(groupIndex([orphan], []).map((g) => g.heading)).toEqual(["Lost"]);
  });

  it("tallies review statuses", () => {
    expect(statusTally([doc("1", null), doc("2", null, "Overdue"), doc("3", null, "Review Due")])).toEqual({
      "Up to Date": 1,
      "Review Due": 1,
      Overdue: 1,
    });
  });
});

describe("dashboard quick links and update wording", () => {
  const context = (over: Partial<MenuContext>): MenuContext => ({
    role: "company",
    permissions: [],
    activeSubscription: true,
    packages: { combo: false, documentManagement: false, documentUpdate: false, pro: false },
    showPoliciesOnSite: false,
    ...over,
  });

  it("follows the side menu's rules", () => {
    expect(quickLinks(context({})).map((link) => link.to)).toContain("/company/index");
    const staff = quickLinks(context({ role: "user", permissions: ["Documents"] })).map((link) => link.to);
    expect(staff).toContain("/company/documents/need-review");
    expect(staff).not.toContain("/company/deleted-documents");
    expect(staff).not.toContain("/company/index");
    // Without a subscription only the organisation details remain.
    expect(quickLinks(context({ activeSubscription: false })).map((link) => link.label)).toEqual([
      "Organisation details",
    ]);
  });

  it("words each kind of update", () => {
    expect(describeUpdate({ kind: "save", version: 3 })).toBe("Saved (version 3)");
    expect(describeUpdate({ kind: "review", version: null })).toBe("Reviewed");
    expect(describeUpdate({ kind: "restore", version: 4 })).toBe("Restored an earlier version (version 4)");
    expect(describeUpdate({ kind: "create", version: 1 })).toBe("Created");
  });
});
