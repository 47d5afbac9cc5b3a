import type { RouteObject } from "react-router";

const needReview: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/DocumentListPage")).NeedReviewPage,
});
const upToDate: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/DocumentListPage")).UpToDatePage,
});
const recentUpdates: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/DocumentListPage")).RecentUpdatesPage,
});
const bin: RouteObject["lazy"] = async () => ({ Component: (await import("./pages/BinPage")).BinPage });
/** The index, with the export feature's download control. */
const index: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/IndexWithDownload")).IndexWithDownload,
});
const dashboard: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/DashboardPage")).DashboardPage,
});

/** The company-app screens of the review lists, the bin, the index and the dashboard, by their path under /company. */
export const libraryListsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "documents/need-review": needReview,
  "documents/uptodate": upToDate,
  "documents/recent-updates": recentUpdates,
  "deleted-documents": bin,
  index,
  dashboard,
};
