import { adminRequestMessages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../../platform/envelope";
import { serve } from "../../../platform/routes";
import {
  contactMessage,
  listContactMessages,
  setContactMessageStatus,
} from "../../content/requests/messages";
import { listIssueReports, setIssueReportStatus } from "../../documents/admin/issue-reports";
import { sendFile } from "../../exports/send";
import { requestCounts } from "./counts";
import { approveEditRequest, rejectEditRequest } from "./edit-request-decisions";
import { editRequestDetail, editRequestFile, listEditRequests } from "./edit-request-queries";

/** The console's requests from companies: profile edit requests, reported document issues, contact messages and demo bookings. */
export const adminRequestRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.adminEditRequests, async ({ input }) => ok("", await listEditRequests(db, input)));
  serve(app, routes.adminEditRequest, async ({ input }) => ok(await editRequestDetail(db, input.id)));
  serve(app, routes.adminEditRequestFile, async ({ input, reply }) =>
    sendFile(reply, await editRequestFile(platform, input.id)),
  );
  serve(app, routes.adminApproveEditRequest, async ({ input, actor, request }) =>
    ok(adminRequestMessages.editRequestApproved, {
      data: await approveEditRequest(platform, request.log, actor, input),
    }),
  );
  serve(app, routes.adminRejectEditRequest, async ({ input, actor, request }) =>
    ok(adminRequestMessages.editRequestRejected, {
      data: await rejectEditRequest(platform, request.log, actor, input),
    }),
  );

  serve(app, routes.adminIssueReports, async ({ input }) => ok("", await listIssueReports(db, input)));
  serve(app, routes.adminSetIssueReportStatus, async ({ input, actor }) =>
    ok(adminRequestMessages.statusSaved, { data: await setIssueReportStatus(db, actor, input) }),
  );

  serve(app, routes.adminContactMessages, async ({ input }) => ok("", await listContactMessages(db, input)));
  serve(app, routes.adminContactMessage, async ({ input }) => ok(await contactMessage(db, input.id)));
  serve(app, routes.adminSetContactMessageStatus, async ({ input, actor }) =>
    ok(adminRequestMessages.statusSaved, { data: await setContactMessageStatus(db, actor, input) }),
  );

  serve(app, routes.adminRequestCounts, async () => ok(await requestCounts(db)));
};
