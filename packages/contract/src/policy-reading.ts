import { z } from "zod";
import { isAbsent } from "./absent";
import { limitSchema, searchTextSchema, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { maxPageSize, maxStoredInteger, pageSizes } from "./constants";
import { messageReplyOf, recordIdSchema } from "./documents";
import { envelopeOf, pagedOf } from "./envelope";
import { permissions } from "./permissions";

/**
 * The employee's reading of assigned staff policies (spec 001 §7 "Policies and assignment": the
 * employee's list, the policy view, the first read, the PDF), and the calls the specification does
 * not name (decision 022): the quiz, the acknowledgement, its evidence (certificate, signed pack),
 * the managers' acknowledgement matrix and its exports. Pure rules live in policy-reading-rules.ts.
 */

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const optionalRecordId = z.preprocess(absentToUndefined, recordIdSchema.optional());

// ---- messages (decision 022: the specification does not name these) ----

export const policyReadingMessages = {
  readRecorded: "Marked as read.",
  policyChanged: "This policy has changed since you opened it. Please read it again, then acknowledge.",
  fullNameRequired: "Please type your full name.",
  nameMismatch: "The name you typed does not match the name on your account. Please type your full name.",
  quizNeeded: "Please pass the quiz on this policy before you acknowledge it.",
  noQuiz: "This policy has no quiz.",
  answerEveryQuestion: "Please answer every question.",
  quizPassed: "Well done, you passed the quiz. You can now acknowledge the policy.",
  quizFailed: "Some answers were not right. Read the policy again and try the questions marked.",
  acknowledged: "Thank you. Your acknowledgement has been recorded.",
  alreadyAcknowledged: "You have already acknowledged this version of the policy.",
  versionInvalid: "The policy version is not valid.",
  contentHashInvalid: "The policy content fingerprint is not valid.",
  sha256Invalid: "Enter the file's SHA-256: 64 hexadecimal characters.",
  signatureInvalid: "Enter the signature exactly as it was issued (Base64).",
  signatureMatches:
    "The signature is valid: this evidence pack was issued by Cloudoc and has not been changed.",
  signatureDoesNotMatch:
    "The signature does not match: the file was changed, or this signature belongs to another file.",
  exportFormatInvalid: "Choose CSV or PDF.",
} as const;

/**
 * Who sees employees' acknowledgements (the matrix, certificates, evidence packs): the owner, or
 * staff who see Staff Policies (spec 000 §6: Policies or Manage users).
 */
export const policyEvidenceAccess = { permission: [permissions.policies, permissions.manageUsers] } as const;

// ---- statuses ----

/** A cell of the acknowledgement matrix: one employee and one policy. */
export const matrixStatuses = [
  "not-assigned",
  "unread",
  "read",
  "overdue",
  "reacknowledge",
  "acknowledged",
] as const;
export type MatrixStatus = (typeof matrixStatuses)[number];
export const policySources = ["document", "written", "pdf"] as const;

// ---- the employee's list and view ----

/**
 * GET /user/employee/policies?id: the signed-in employee's assigned policies. `id`, when sent,
 * must be the employee's own id (anyone else's answers 403).
 */
export const employeePoliciesQuerySchema = z.object({
  id: optionalRecordId,
  skip: skipSchema,
  limit: limitSchema(maxPageSize),
});

export const assignedPolicySchema = z.object({
  /** The staff policy's id: what the view, read, quiz and acknowledge calls take as `id`. */
  _id: z.string(),
  assignmentId: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  source: z.enum(policySources),
  /** The version the employee would read now. */
  version: z.number().int(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  overdue: z.boolean(),
  /** assignedpolicyDocuments (spec 000 §3): 0 unread, 1 read. */
  status: z.number().int(),
  readAt: z.string().nullable(),
  /** Acknowledged, and that acknowledgement still counts (no major change since). */
  acknowledged: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedVersion: z.number().int().nullable(),
  /** The latest acknowledgement (POST /user/policies/acknowledgement/certificate takes it). */
  acknowledgementId: z.string().nullable(),
  /** Acknowledged before, but a major change since asks for it again. */
  needsReacknowledgement: z.boolean(),
  testRequired: z.boolean(),
});
export type AssignedPolicy = z.infer<typeof assignedPolicySchema>;
export const employeePoliciesReplySchema = pagedOf(assignedPolicySchema);

/** GET /user/employee/policy/view?id&userId: one assigned policy to read. */
export const policyViewQuerySchema = z.object({ id: recordIdSchema, userId: userIdField });

/** A quiz question as the employee sees it: never the answers. */
export const quizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  choice: z.array(z.string()),
  type: z.enum(["single", "multiple"]),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const policyQuizSchema = z.object({
  required: z.boolean(),
  questions: z.array(quizQuestionSchema),
  /** Right answers needed to pass (policy-reading-rules.ts passMarkFor). */
  passMark: z.number().int(),
  /** A pass for the version shown is on record. */
  passed: z.boolean(),
  attempts: z.number().int(),
});

export const policyReadingSchema = assignedPolicySchema.extend({
  /** The HTML to show (the document with the company's details filled, or the written wording); '' for a PDF. */
  content: z.string(),
  /** SHA-256 (hex) of exactly what is served: the HTML above, or the PDF's bytes. Send it back to acknowledge. */
  contentHash: z.string(),
  /** For a PDF policy: POST /user/policies/viewpdf with this fileId streams it. */
  pdf: z.object({ fileId: z.string(), fileName: z.string(), path: z.string() }).nullable(),
  quiz: policyQuizSchema.nullable(),
  /** The name to type when acknowledging. */
  employeeName: z.string(),
});
export type PolicyReading = z.infer<typeof policyReadingSchema>;
export const policyReadingReplySchema = envelopeOf(z.string()).extend({ data: policyReadingSchema });

/** POST /user/view/policies {id, userId}: the first opening of an assigned policy. */
export const policyReadSchema = z.object({ id: recordIdSchema, userId: userIdField });
export const policyReadReplySchema = messageReplyOf(z.object({ _id: z.string(), readAt: z.string() }));

/** POST /user/policies/viewpdf {fileId, userId}: the PDF of an uploaded policy (fileId: the policy's id). */
export const policyPdfSchema = z.object({ fileId: recordIdSchema, userId: userIdField });

// ---- quiz and acknowledgement ----

const versionField = z.coerce
  .number(policyReadingMessages.versionInvalid)
  .int(policyReadingMessages.versionInvalid)
  .min(1, policyReadingMessages.versionInvalid)
  .max(maxStoredInteger, policyReadingMessages.versionInvalid);

const answerSchema = z.object({
  id: z.string().trim().min(1).max(100),
  /** The indexes of the chosen choices (one for a single-choice question). */
  answer: z.array(z.coerce.number().int().min(0).max(100)).max(20),
});

/** POST /user/employee/policy/quiz: the answers to the quiz of the version read. */
export const policyQuizSubmitSchema = z.object({
  id: recordIdSchema,
  version: versionField,
  answers: z.array(answerSchema).max(50),
  userId: userIdField,
});
export const quizResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  /** The questions answered wrongly (never the right answers). */
  wrong: z.array(z.string()),
  attempts: z.number().int(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;
export const quizResultReplySchema = messageReplyOf(quizResultSchema);

/** POST /user/employee/policy/acknowledge: the typed full name and what was read. */
export const acknowledgePolicySchema = z.object({
  id: recordIdSchema,
  version: versionField,
  contentHash: z
    .string(policyReadingMessages.contentHashInvalid)
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, policyReadingMessages.contentHashInvalid),
  fullName: z.preprocess(
    (value) => (isAbsent(value) ? "" : value),
    z
      .string(policyReadingMessages.fullNameRequired)
      .trim()
      .min(1, policyReadingMessages.fullNameRequired)
      .max(200, policyReadingMessages.nameMismatch),
  ),
  userId: userIdField,
});

export const acknowledgementSchema = z.object({
  _id: z.string(),
  policyId: z.string(),
  policyName: z.string(),
  policyNumber: z.string(),
  userId: z.string(),
  employeeName: z.string(),
  email: z.string(),
  version: z.number().int(),
  contentHash: z.string(),
  typedName: z.string(),
  quizScore: z.number().int().nullable(),
  quizTotal: z.number().int().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  acknowledgedAt: z.string(),
  /** Still counts: no major change to the policy since. */
  current: z.boolean(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;
export const acknowledgementReplySchema = messageReplyOf(acknowledgementSchema);

// ---- evidence ----

/** POST /user/policies/acknowledgements: a policy's acknowledgements, newest first (managers). */
export const acknowledgementListSchema = z.object({
  policyId: recordIdSchema,
  employeeId: optionalRecordId,
  skip: skipSchema,
  limit: limitSchema(pageSizes.employees),
  userId: userIdField,
});
export const acknowledgementListReplySchema = pagedOf(acknowledgementSchema);

/** POST /user/policies/acknowledgement/certificate {id}: one acknowledgement's certificate PDF. */
export const certificateSchema = z.object({ id: recordIdSchema, userId: userIdField });

/** POST /user/policies/evidence/pack {policyId}: the signed evidence pack (a zip) of one policy. */
export const evidencePackSchema = z.object({ policyId: recordIdSchema, userId: userIdField });

/** The platform's evidence-signing key: anyone may check a pack against it. */
export const evidenceKeySchema = z.object({
  algorithm: z.literal("Ed25519"),
  keyId: z.string(),
  /** SPKI PEM. */
  publicKey: z.string(),
  /** What is signed: this prefix followed by the pack PDF's SHA-256 (lower-case hex). */
  statementPrefix: z.string(),
});
export const evidenceKeyReplySchema = envelopeOf(z.string()).extend({ data: evidenceKeySchema });

/** POST /user/policies/evidence/verify: does this signature belong to a pack with this SHA-256? */
export const evidenceVerifySchema = z.object({
  sha256: z
    .string(policyReadingMessages.sha256Invalid)
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, policyReadingMessages.sha256Invalid),
  signature: z
    .string(policyReadingMessages.signatureInvalid)
    .trim()
    .regex(/^[A-Za-z0-9+/_-]{80,100}={0,2}$/, policyReadingMessages.signatureInvalid),
});
export const evidenceVerifyReplySchema = envelopeOf(z.string()).extend({
  data: z.object({ valid: z.boolean(), keyId: z.string() }),
});

// ---- the managers' matrix ----

const matrixFilters = {
  groupId: optionalRecordId,
  policyId: optionalRecordId,
  search: searchTextSchema,
  userId: userIdField,
};

/** POST /user/policies/acknowledgement/matrix: employees × policies, 25 employees a page. */
export const matrixSchema = z.object({
  ...matrixFilters,
  skip: skipSchema,
  limit: limitSchema(pageSizes.employees),
});
export type MatrixRequest = z.output<typeof matrixSchema>;

export const matrixExportFormats = ["csv", "pdf"] as const;
/** POST /user/policies/acknowledgement/matrix/export: every employee matching the filters. */
export const matrixExportSchema = z.object({
  ...matrixFilters,
  format: z.preprocess(
    (value) => (isAbsent(value) ? "csv" : typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(matrixExportFormats, policyReadingMessages.exportFormatInvalid),
  ),
});
export type MatrixFilters = Omit<z.output<typeof matrixExportSchema>, "format">;

/** Completion: acknowledged (and still counting) out of assigned; null percent when none assigned. */
const completion = {
  assigned: z.number().int(),
  acknowledged: z.number().int(),
  percent: z.number().int().nullable(),
};
export const matrixPolicySchema = z.object({
  _id: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  ...completion,
});
export const matrixRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  jobRole: z.string(),
  /** One status per policy, in the order of `policies`. */
  cells: z.array(z.enum(matrixStatuses)),
  ...completion,
});
export type MatrixPolicy = z.infer<typeof matrixPolicySchema>;
export type MatrixRow = z.infer<typeof matrixRowSchema>;
export const matrixReplySchema = pagedOf(matrixRowSchema).extend({
  policies: z.array(matrixPolicySchema),
  /** Over every employee matching the filters, not only this page. */
  overall: z.object(completion),
});
export type MatrixReply = z.infer<typeof matrixReplySchema>;

// ---- reminders ----

/** The daily job that e-mails employees about policies due soon or overdue. */
export const policyRemindersQueue = "policies.reminders";

export * from "./policy-reading-rules";
