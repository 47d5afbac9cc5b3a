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
/**
 * The index. Its download control belongs to the export feature: mount it by passing it as the
 * page's `download` prop (see IndexDownload in ./pages/IndexPage), e.g. a small wrapper
 * component `() => <IndexPage download={IndexDownloadButton} />` returned here.
 */
const index: RouteObject["lazy"] = async () => ({ Component: (await import("./pages/IndexPage")).IndexPage });
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
