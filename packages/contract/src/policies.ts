import { z } from "zod";
import { isAbsent } from "./absent";
import { limitSchema, searchTextSchema, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { pageSizes } from "./constants";
import { maxDocumentLength, parseReviewDate } from "./document-rules";
import { policyNumberSchema, recordIdSchema } from "./documents";
import { pagedOf } from "./envelope";
import { downloadLinkReplySchema } from "./exports";
import { messages } from "./messages";

/**
 * Staff policies, their assignment and the published policies (spec 001 §3 policy document and
 * assignment payload, §7 "Policies and assignment"; issue 14): request and reply schemas shared by
 * the server and the web. Field names are the specification's.
 */

/** Messages the specification does not name (decision 021). */
export const policyMessages = {
  policyCreated: "Policy has been created",
  policiesCreated: "Policies have been created",
  policyUpdated: "Policy has been updated",
  policyDeleted: "Policy has been deleted",
  policyAdded: "The document has been added to your staff policies",
  policyAlreadyAdded: "This document is already one of your staff policies",
  policyHidden: "The policy is now hidden from employees",
  policyShown: "The policy is now shown to employees",
  policyUploaded: "Policy has been uploaded",
  enterPolicyName: "Please enter the policy name.",
  policyNameTooLong: "Policy name must be 300 characters or fewer.",
  policyStatusInvalid: "Status must be 1 (active) or 0 (draft).",
  policyDocInvalid: "Please send between 1 and 50 policies, each with a name.",
  pdfOnly: "Only PDF files can be uploaded as staff policies.",
  choosePdf: "Please choose a PDF file to upload.",
  pdfTooLarge: "The PDF must be 20 MB or smaller.",
  notAPdfPolicy: "Only an uploaded PDF policy can take a new PDF.",
  selectPolicies: "Please select at least one policy.",
  tooManyPolicies: "You can select at most 200 policies at a time.",
  dueDateRequired: "Please choose a due date as DD/MM/YYYY.",
  dueDatePast: "The due date cannot be in the past.",
  dueDateTooFar: "The due date must be within five years.",
  assignedToGroup: "Policies have been assigned to the group",
  assignedToEmployee: "Policies have been assigned to the employee",
  assignmentRemoved: "The policy has been removed from the employee",
  policyPublished: "The document has been published on your site",
  policyAlreadyPublished: "This document is already published on your site",
  policyUnpublished: "The document has been removed from your published policies",
  publicPoliciesOff: "This organisation does not publish its policies online.",
  showPoliciesOn: "Published policies are now shown on your site",
  showPoliciesOff: "Published policies are no longer shown on your site",
} as const;

// ---- fields ----

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const truthy = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";

/** A staff policy's page size (spec 001 §9 names none: the documents' 10). */
export const policyPageSize = pageSizes.documents;
/** The most policies one multi-create or one assignment may carry. */
export const maxPoliciesAtOnce = { create: 50, assign: 200 } as const;
/** An uploaded policy PDF's size cap. */
export const policyPdfMaxBytes = 20 * 1024 * 1024;

/** A required id that answers `message` (400) when missing, and 404 when it cannot be an id. */
export const requiredIdSchema = (message: string) =>
  z.preprocess(
    (value) => (isAbsent(value) ? undefined : typeof value === "number" ? String(value) : value),
    z.string(message).trim().min(1, message).max(100, messages.notFound),
  );

const policyNameSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z
    .string(policyMessages.enterPolicyName)
    .trim()
    .min(1, policyMessages.enterPolicyName)
    .max(300, policyMessages.policyNameTooLong),
);
/** 1 active (employees see it), 0 draft; "1", true and absent (active) are read too. */
const policyStatusSchema = z.preprocess(
  (value) => (isAbsent(value) ? 1 : value === true ? 1 : value === false ? 0 : value),
  z.coerce.number(policyMessages.policyStatusInvalid).pipe(z.union([z.literal(0), z.literal(1)])),
);
const policyContentSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string().max(maxDocumentLength, messages.documentTooLarge),
);
/** The manager calls the change major: employees must acknowledge the policy again. */
export const majorSchema = z.preprocess(truthy, z.boolean());

/** A value that may come as JSON text (a form field) or as the value itself. */
const fromJsonText = (value: unknown) => {
  if (typeof value !== "string" || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

// ---- policies ----

export const policyFieldsSchema = z.object({
  name: policyNameSchema,
  policyNumber: policyNumberSchema,
  status: policyStatusSchema,
  content: policyContentSchema,
});
export type PolicyFields = z.infer<typeof policyFieldsSchema>;

export const policyListSchema = z.object({
  skip: skipSchema,
  limit: limitSchema(policyPageSize),
  search: searchTextSchema,
  userId: userIdField,
});
export const createPolicySchema = policyFieldsSchema.extend({ userId: userIdField });
export const multiCreatePolicySchema = z.object({
  policyDoc: z.preprocess(
    fromJsonText,
    z
      .array(policyFieldsSchema, policyMessages.policyDocInvalid)
      .min(1, policyMessages.policyDocInvalid)
      .max(maxPoliciesAtOnce.create, policyMessages.policyDocInvalid),
  ),
  userId: userIdField,
});
export const policyIdQuerySchema = z.object({ id: recordIdSchema, userId: userIdField });
/** A field a PATCH may leave out: absent keeps what the policy has. */
const keptWhenAbsent = <T extends z.ZodType>(schema: T) => z.preprocess(absentToUndefined, schema.optional());
export const updatePolicySchema = z.object({
  id: recordIdSchema,
  name: keptWhenAbsent(policyNameSchema),
  policyNumber: keptWhenAbsent(policyNumberSchema),
  status: keptWhenAbsent(policyStatusSchema),
  content: keptWhenAbsent(policyContentSchema),
  major: majorSchema,
  /** The version the manager loaded: a newer stored one answers 409 (someone else saved). */
  version: z.preprocess(absentToUndefined, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
  userId: userIdField,
});
export const deletePolicySchema = z.object({ id: recordIdSchema, userId: userIdField });
export const addCompanyPolicySchema = z.object({
  fileId: requiredIdSchema(messages.invalidRequest),
  category: z.preprocess(absentToUndefined, z.string().max(200).optional()),
  userId: userIdField,
});
export const hidePolicySchema = z.object({
  policyId: requiredIdSchema(messages.invalidRequest),
  userId: userIdField,
});
/** The text fields of POST /user/staffpolicy/upload; `id` uploads a new version of a PDF policy. */
export const uploadPolicyFieldsSchema = z.object({
  fileName: z.preprocess(
    absentToUndefined,
    z.string().trim().max(300, policyMessages.policyNameTooLong).optional(),
  ),
  policyNumber: policyNumberSchema.optional(),
  id: z.preprocess(absentToUndefined, recordIdSchema.optional()),
  major: majorSchema,
  userId: userIdField,
});
export const policyDownloadSchema = z.object({
  id: requiredIdSchema(messages.invalidRequest),
  userId: userIdField,
});
export const policyLinkSchema = z.object({ token: z.string().max(2000) });

export const policySourceSchema = z.enum(["document", "written", "pdf"]);
export const policyItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  status: z.number().int(),
  hidden: z.boolean(),
  source: policySourceSchema,
  /** The company document a `document` policy reads. */
  fileId: z.string().nullable(),
  /** The uploaded PDF's name and size (`pdf`). */
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  version: z.number().int(),
  ackFromVersion: z.number().int(),
  /** Employees it is assigned to. */
  assigned: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PolicyItem = z.infer<typeof policyItemSchema>;
export const policyVersionSchema = z.object({
  version: z.number().int(),
  major: z.boolean(),
  contentHash: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export const policyDetailSchema = policyItemSchema.extend({
  /** The wording (written), the document's content (document) or '' (pdf). */
  content: z.string(),
  contentHash: z.string(),
  versions: z.array(policyVersionSchema),
});
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

const replyOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.union([z.literal(1), z.literal(2)]), response: z.string(), data });
export const policyListReplySchema = pagedOf(policyItemSchema);
export const policyReplySchema = replyOf(policyDetailSchema);
export const policiesReplySchema = replyOf(z.array(policyItemSchema));
export const policyChangeReplySchema = replyOf(z.object({ id: z.string(), hidden: z.boolean().optional() }));
/** GET /user/policy-document/download -> url, filename: a short-lived signed link. */
export const policyDownloadReplySchema = downloadLinkReplySchema;

// ---- assignment ----

/**
 * selectedDocuments (spec 001 §3): a JSON list of policy ids, or of objects carrying one; it may
 * arrive as JSON text, as "a,b", and an empty selection as '' (spec 001 §5).
 */
export const selectedPoliciesSchema = z.preprocess(
  (value) => {
    const parsed = fromJsonText(value);
    const items = Array.isArray(parsed) ? parsed : typeof parsed === "string" ? parsed.split(",") : [];
    const idOf = (item: unknown) => {
      if (typeof item === "string") return item.trim();
      if (!item || typeof item !== "object") return "";
      const record = item as Record<string, unknown>;
      const id = record._id ?? record.id ?? record.policyId;
      return typeof id === "string" ? id.trim() : "";
    };
    return [...new Set(items.map(idOf).filter((id) => id !== ""))];
  },
  z
    .array(z.string().max(100, messages.notFound))
    .min(1, policyMessages.selectPolicies)
    .max(maxPoliciesAtOnce.assign, policyMessages.tooManyPolicies),
);
/** A due date as DD/MM/YYYY, YYYY-MM-DD or an ISO timestamp; read as YYYY-MM-DD (its range is the server's check). */
export const dueDateSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string(policyMessages.dueDateRequired).transform((value, context) => {
    const date = parseReviewDate(value);
    if (date) return date;
    context.addIssue({ code: "custom", message: policyMessages.dueDateRequired });
    return z.NEVER;
  }),
);
export const groupAssignSchema = z.object({
  selectedDocuments: selectedPoliciesSchema,
  dueDate: dueDateSchema,
  groupId: recordIdSchema,
  userId: userIdField,
});
/** POST /employee/assign/policy: `userId` names the employee (a declared subject). */
export const employeeAssignSchema = z.object({
  selectedDocuments: selectedPoliciesSchema,
  dueDate: dueDateSchema,
  userId: recordIdSchema,
});
export const removeAssignmentSchema = z.object({
  fileId: recordIdSchema,
  uId: recordIdSchema,
  userId: userIdField,
});
/** Document ids the documents browser shows; which are staff policies already. */
export const checkPoliciesSchema = z.object({
  fileIds: z.preprocess(
    (value) => {
      const parsed = fromJsonText(value);
      return Array.isArray(parsed)
        ? parsed
        : typeof parsed === "string"
          ? parsed.split(",").filter(Boolean)
          : parsed;
    },
    z.array(recordIdSchema).min(1, messages.selectDocuments).max(500, messages.tooManyDocumentsSelected),
  ),
  userId: userIdField,
});
export const assignReplySchema = replyOf(
  z.object({
    policyIds: z.array(z.string()),
    dueDate: z.string(),
    /** Employees newly given, or given an earlier due date for, one of the policies. */
    assigned: z.number().int(),
  }),
);
export const checkPoliciesReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  list: z.array(z.object({ fileId: z.string(), policyId: z.string(), name: z.string() })),
});
