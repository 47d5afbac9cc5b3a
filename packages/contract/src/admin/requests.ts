import { z } from "zod";
import { isAbsent } from "../absent";
import { idSchema } from "../commerce";
import { pagedOf } from "../envelope";
import { messages } from "../messages";
import { lockedOnceFilled } from "../profile";
import type { LockedField } from "../profile-calls";

/**
 * Schemas, messages and audit actions of the admin console's requests area: what companies and
 * visitors ask of the platform team (profile edit requests, reported document issues, contact
 * messages and demo bookings).
 */

/** The audit actions this area writes (joined into AuditAction). */
export const adminRequestAuditActions = [
  "admin.edit-request.approved",
  "admin.edit-request.rejected",
  "admin.issue-report.status",
  "admin.message.status",
] as const;

/** Messages of this area (added for the platform, not in the specification). */
export const adminRequestMessages = {
  editRequestApproved: "The request is approved and the profile is updated.",
  editRequestRejected: "The request is rejected. The company has been told why.",
  editRequestAlreadyDecided: "This request has already been decided.",
  rejectReasonRequired: "Please give the reason for rejecting the request.",
  valueNotRequested: "Only the fields the company asked to change can be set.",
  requestStatusInvalid: "Please choose new, in hand or closed.",
  editRequestStatusInvalid: "Please choose pending, approved or rejected.",
  messageKindInvalid: "Please choose contact messages or demo bookings.",
  noteTooLong: "The note must be 2000 characters or fewer.",
  statusSaved: "The status is saved.",
  noSupportingFile: "This request has no supporting file.",
} as const;

export const maxDecisionNoteLength = 2000;

/** Where the platform team stands with a reported issue or a message. */
export const requestStatuses = ["new", "in hand", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const editRequestStatuses = ["pending", "approved", "rejected"] as const;
export type EditRequestStatus = (typeof editRequestStatuses)[number];
export const contactMessageKinds = ["contact", "demo"] as const;
export type ContactMessageKind = (typeof contactMessageKinds)[number];

/** The locked profile fields as the console names them. */
export const lockedFieldLabels: Record<LockedField, string> = {
  companyName: "Company name",
  companyRegNo: "Company registration number",
  trading_name: "Trading name",
};

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
/** A filter: absent or empty means every value. */
const filterOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(absentToUndefined, z.enum(values, message).optional());
const noteSchema = z
  .string(adminRequestMessages.noteTooLong)
  .trim()
  .max(maxDecisionNoteLength, adminRequestMessages.noteTooLong);

const pageSchema = z.preprocess(
  absentToUndefined,
  z.coerce
    .number(messages.pageNumberInvalid)
    .int(messages.pageNumberInvalid)
    .min(1, messages.pageNumberInvalid)
    .default(1),
);
const searchSchema = z.preprocess(
  absentToUndefined,
  z.string(messages.invalidRequest).trim().max(200, messages.searchTooLong).default(""),
);
const listQuery = { page: pageSchema, search: searchSchema };
export const adminRequestIdSchema = z.object({ id: idSchema });

// ---- profile edit requests ----

export const editRequestListSchema = z.object({
  ...listQuery,
  status: filterOf(editRequestStatuses, adminRequestMessages.editRequestStatusInvalid),
});

export const editRequestItemSchema = z.object({
  _id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  requestedBy: z.string(),
  requestedByEmail: z.string(),
  reason: z.string(),
  fields: z.array(z.string()),
  fileName: z.string(),
  hasFile: z.boolean(),
  status: z.enum(editRequestStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type EditRequestItem = z.infer<typeof editRequestItemSchema>;

export const editRequestChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  current: z.string(),
  requested: z.string(),
});

export const editRequestDetailSchema = editRequestItemSchema.extend({
  explanation: z.string(),
  changes: z.array(editRequestChangeSchema),
  decisionReason: z.string(),
  decidedBy: z.string(),
});
export type EditRequestDetail = z.infer<typeof editRequestDetailSchema>;

/**
 * Approving: an optional note, and the values to apply by field. A field left out takes the value
 * the company asked for; an empty value clears the field so the company can fill it in again.
 */
export const approveEditRequestSchema = adminRequestIdSchema.extend({
  note: noteSchema.default(""),
  values: z
    .partialRecord(
      z.enum(lockedOnceFilled, adminRequestMessages.valueNotRequested),
      z.string(messages.invalidRequest),
    )
    .default({}),
});
export const rejectEditRequestSchema = adminRequestIdSchema.extend({
  reason: noteSchema.min(1, adminRequestMessages.rejectReasonRequired),
});

export const editRequestListReplySchema = pagedOf(editRequestItemSchema);
export const editRequestDetailReplySchema = z.object({
  status: z.literal(1),
  response: editRequestDetailSchema,
});
export const editRequestDecidedReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: editRequestDetailSchema,
});

// ---- reported document issues ----

export const issueReportListSchema = z.object({
  ...listQuery,
  status: filterOf(requestStatuses, adminRequestMessages.requestStatusInvalid),
});

const statusFields = {
  status: z.enum(requestStatuses),
  statusNote: z.string(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
};

export const issueReportItemSchema = z.object({
  _id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  policyNumber: z.string(),
  reporter: z.string(),
  issue: z.string(),
  comments: z.string(),
  ...statusFields,
});
export type IssueReportItem = z.infer<typeof issueReportItemSchema>;

/** Setting the status of a reported issue or a message, with an optional note. */
export const setRequestStatusSchema = adminRequestIdSchema.extend({
  status: z.enum(requestStatuses, adminRequestMessages.requestStatusInvalid),
  note: noteSchema.default(""),
});
export type SetRequestStatus = z.infer<typeof setRequestStatusSchema>;

export const issueReportListReplySchema = pagedOf(issueReportItemSchema);
export const issueReportSavedReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: issueReportItemSchema,
});

// ---- contact messages and demo bookings ----

export const contactMessageListSchema = z.object({
  ...listQuery,
  kind: filterOf(contactMessageKinds, adminRequestMessages.messageKindInvalid),
  status: filterOf(requestStatuses, adminRequestMessages.requestStatusInvalid),
});

export const contactMessageItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(contactMessageKinds),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string(),
  topic: z.string(),
  message: z.string(),
  preferredTime: z.string(),
  emailed: z.boolean(),
  ...statusFields,
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;

export const contactMessageListReplySchema = pagedOf(contactMessageItemSchema);
export const contactMessageReplySchema = z.object({
  status: z.literal(1),
  response: contactMessageItemSchema,
});
export const contactMessageSavedReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: contactMessageItemSchema,
});

// ---- counts for the console's menu ----

export const requestCountsSchema = z.object({
  editRequests: z.number().int(),
  issueReports: z.number().int(),
  contactMessages: z.number().int(),
  demoBookings: z.number().int(),
});
export type RequestCounts = z.infer<typeof requestCountsSchema>;
export const requestCountsReplySchema = z.object({ status: z.literal(1), response: requestCountsSchema });
