import type { RequestCounts } from "@cloudoc/contract";
import type { Executor } from "../../../platform/db/client";
import { newContactMessageCounts } from "../../content/requests/messages";
import { newIssueReportCount } from "../../documents/admin/issue-reports";
import { pendingEditRequestCount } from "./edit-request-queries";

/** POST /admin/requests/counts: what waits for the team, for the console's menu badges. */
export async function requestCounts(db: Executor): Promise<RequestCounts> {
  const [editRequests, issueReports, messages] = await Promise.all([
    pendingEditRequestCount(db),
    newIssueReportCount(db),
    newContactMessageCounts(db),
  ]);
  return { editRequests, issueReports, contactMessages: messages.contact, demoBookings: messages.demo };
}
