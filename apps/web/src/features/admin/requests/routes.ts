import type { RouteObject } from "react-router";

const editRequests: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/EditRequestsPage")).EditRequestsPage,
});
const issueReports: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/IssueReportsPage")).IssueReportsPage,
});
const messages: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/MessagesPage")).MessagesPage,
});

/** The console's requests from companies: profile edit requests, reported issues, contact messages, demo bookings, by their path under /admin. */
export const adminRequestPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "edit-requests": editRequests,
  "issue-reports": issueReports,
  messages,
};
