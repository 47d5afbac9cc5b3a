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

/** The company-app screens of the review lists, the bin and the index, by their path under /company (the dashboard: features/dashboard). */
export const libraryListsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "documents/need-review": needReview,
  "documents/uptodate": upToDate,
  "documents/recent-updates": recentUpdates,
  "deleted-documents": bin,
  index,
};
