import { describe, expect, it } from "vitest";
import { callNeedMessages, noEntitlements, opensCall } from "./entitlements";
import { messages } from "./messages";
import { routes } from "./routes";
import { accountsRoutes } from "./routes/accounts";
import { billingRoutes } from "./routes/billing";
import { cartRoutes } from "./routes/cart";
import { dashboardRoutes } from "./routes/dashboard";
import type { RouteAccess, RouteDefinition } from "./routes/define";
import { ordersRoutes } from "./routes/orders";
import { paymentsRoutes } from "./routes/payments";
import { profileRoutes, profileTabRoutes } from "./routes/profile";
import { settingsRoutes } from "./routes/settings";
import { subscriptionsRoutes } from "./routes/subscriptions";

const live = { active: true, pro: false, downloadUntil: null };
const lapsed = { active: false, pro: false, downloadUntil: new Date("2027-01-01") };

describe("opensCall", () => {
  it("opens a subscription call only while a package is live", () => {
    expect(opensCall(live, "subscription")).toBe(true);
    expect(opensCall(lapsed, "subscription")).toBe(false);
    expect(opensCall(noEntitlements, "subscription")).toBe(false);
  });

  it("opens a download while live or within the window after the end", () => {
    expect(opensCall(live, "download")).toBe(true);
    expect(opensCall(lapsed, "download")).toBe(true);
    expect(opensCall({ ...lapsed, downloadUntil: null }, "download")).toBe(false);
  });

  it("opens a pro call only with the pro package", () => {
    expect(opensCall(live, "pro")).toBe(false);
    expect(opensCall({ ...live, pro: true }, "pro")).toBe(true);
    expect(callNeedMessages.subscription).toBe(messages.noActiveSubscription);
  });
});

/**
 * The company calls a lapsed company may still make: buying and paying (cart, orders, payments,
 * subscriptions, invoices and cards), its account, profile and settings, the dashboard and the
 * bell (spec 000 §6 shows Dashboard, Subscription and Settings without a subscription). Every other
 * company call must say what it needs, so that no call opens the library to a company that does
 * not pay by being left out.
 */
const openTables = [
  accountsRoutes,
  billingRoutes,
  cartRoutes,
  dashboardRoutes,
  ordersRoutes,
  paymentsRoutes,
  profileRoutes,
  profileTabRoutes,
  settingsRoutes,
  subscriptionsRoutes,
];
const openToLapsedCompanies = new Set([
  ...openTables.flatMap((table) => Object.keys(table)),
  "needReviewDocuments",
  "recentUpdates",
  "notificationCount",
  "notifications",
  "notification",
  "markAllNotificationsRead",
  "notificationPreferences",
  "saveNotificationPreferences",
  // The new-provider checklist is for providers before they subscribe (decision 031).
  "checklistTicks",
  "tickChecklist",
]);
const companyAccess = (access: RouteAccess) =>
  access === "company" || (typeof access === "object" && ("permission" in access || "library" in access));

describe("the route table", () => {
  it("names what every library, people and export call needs", () => {
    const table: [string, RouteDefinition][] = Object.entries(routes);
    const unmarked = table
      .filter(([, definition]) => companyAccess(definition.access) && definition.needs === undefined)
      .map(([key]) => key)
      .filter((key) => !openToLapsedCompanies.has(key));
    expect(unmarked).toEqual([]);
  });

  it("holds exports to the download window rather than to a live subscription", () => {
    const needsOf = (definition: RouteDefinition) => definition.needs;
    expect(needsOf(routes.exportBulkPdf)).toBe("download");
    expect(needsOf(routes.createFolder)).toBe("subscription");
  });
});
