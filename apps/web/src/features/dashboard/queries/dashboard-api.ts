import {
  type DashboardOverview,
  type DocumentListItem,
  type Paged,
  pageSizes,
  type RecentUpdate,
  routes,
} from "@cloudoc/contract";
import { call } from "../../../lib/api";

/**
 * The dashboard's calls (spec 001 §7 "Notifications and dashboard"): the overview, and its two
 * lists 25 a page (spec 001 §9: dashboard 25) — documents needing review and the latest updates.
 */

export const dashboardKeys = {
  all: ["dashboard"] as const,
  overview: ["dashboard", "overview"] as const,
  needReview: (page: number) => ["dashboard", "need-review", page] as const,
  updates: (page: number) => ["dashboard", "updates", page] as const,
};

const size = pageSizes.dashboard;

/** POST /userdashboard. */
export async function fetchOverview(): Promise<DashboardOverview> {
  return (await call(routes.companyDashboard, {})).data;
}

/** GET /user/needreview/documents: a page of 25, overdue first. */
export async function fetchNeedReview(page: number): Promise<Paged<DocumentListItem>> {
  const reply = await call(routes.needReviewDocuments, { skip: (page - 1) * size, limit: size });
  return { list: reply.list, total: reply.total };
}

/** POST /user/recent-updates: a page of 25, latest first. */
export async function fetchUpdates(page: number): Promise<Paged<RecentUpdate>> {
  const reply = await call(routes.recentUpdates, { skip: (page - 1) * size, limit: size });
  return { list: reply.list, total: reply.total };
}
