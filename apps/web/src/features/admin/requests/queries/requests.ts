import { type RouteInput, routes } from "@cloudoc/contract";
import { call } from "../../../../lib/api";
import { downloadFile } from "../../../../lib/files";

/** Query keys of the console's requests from companies. */
export const requestKeys = {
  all: ["admin", "requests"] as const,
  editRequests: ["admin", "requests", "edit-requests"] as const,
  editRequest: (id: string) => ["admin", "requests", "edit-request", id] as const,
  issueReports: ["admin", "requests", "issue-reports"] as const,
  messages: ["admin", "requests", "messages"] as const,
  counts: ["admin", "requests", "counts"] as const,
};

export type EditRequestListInput = RouteInput<typeof routes.adminEditRequests>;
export type ApproveInput = RouteInput<typeof routes.adminApproveEditRequest>;
export type IssueReportListInput = RouteInput<typeof routes.adminIssueReports>;
export type MessageListInput = RouteInput<typeof routes.adminContactMessages>;
export type StatusInput = RouteInput<typeof routes.adminSetIssueReportStatus>;

export async function fetchEditRequests(input: EditRequestListInput) {
  const { list, total } = await call(routes.adminEditRequests, input);
  return { list, total };
}

export async function fetchEditRequest(id: string) {
  return (await call(routes.adminEditRequest, { id })).response;
}

/** Saves the company's supporting file to the admin's computer. */
export function downloadSupportingFile(id: string, fileName: string) {
  return downloadFile(routes.adminEditRequestFile, { id }, fileName || "supporting-file");
}

/** Approves or rejects; answers the server's message. */
export async function approveEditRequest(input: ApproveInput) {
  return (await call(routes.adminApproveEditRequest, input)).response;
}

export async function rejectEditRequest(id: string, reason: string) {
  return (await call(routes.adminRejectEditRequest, { id, reason })).response;
}

export async function fetchIssueReports(input: IssueReportListInput) {
  const { list, total } = await call(routes.adminIssueReports, input);
  return { list, total };
}

export async function setIssueReportStatus(input: StatusInput) {
  return (await call(routes.adminSetIssueReportStatus, input)).response;
}

export async function fetchMessages(input: MessageListInput) {
  const { list, total } = await call(routes.adminContactMessages, input);
  return { list, total };
}

export async function setMessageStatus(input: StatusInput) {
  return (await call(routes.adminSetContactMessageStatus, input)).response;
}

export async function fetchRequestCounts() {
  return (await call(routes.adminRequestCounts, {})).response;
}
