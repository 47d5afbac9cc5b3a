import { z } from "zod";
import { maxNameLength } from "./account-rules";
import { employeeMessages, maxImportBytes } from "./employees";
import { envelopeOf } from "./envelope";

/**
 * The staff-list import (issue 14): a CSV file's rows checked one by one (preview), then the rows
 * without errors imported together.
 */

/** The per-row, per-field messages of an import preview (plain English, shown beside the row). */
export const staffImportRowMessages = {
  firstNameMissing: "First name is missing.",
  lastNameMissing: "Last name is missing.",
  nameTooLong: `Names must be ${maxNameLength} characters or fewer.`,
  emailMissing: "Email is missing.",
  emailInvalid: "Email is not a valid email address.",
  emailInUse: employeeMessages.emailInUse,
  emailRepeated: (row: number) => `This email address is also on row ${row} of the file.`,
  startDateInvalid: employeeMessages.startDateInvalid,
  jobRoleTooLong: employeeMessages.jobRoleTooLong,
  unknownGroup: (name: string) =>
    `There is no group called "${name}". Add the group first or correct the name.`,
  tooManyGroups: employeeMessages.tooManyGroups,
};

// ---- staff-list import ----

export const staffImportFields = [
  "firstname",
  "lastname",
  "email",
  "jobRole",
  "startDate",
  "groups",
] as const;
export type StaffImportField = (typeof staffImportFields)[number];
export const staffImportRowSchema = z.object({
  /** The row's number in the file, the header being row 1. */
  row: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  jobRole: z.string(),
  /** As written in the file. */
  startDate: z.string(),
  groups: z.array(z.string()),
  errors: z.array(z.object({ field: z.enum(staffImportFields), message: z.string() })),
});
export type StaffImportRow = z.infer<typeof staffImportRowSchema>;
export const staffImportPreviewSchema = z.object({
  rows: z.array(staffImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type StaffImportPreview = z.infer<typeof staffImportPreviewSchema>;

const csvTextSchema = z
  .string(employeeMessages.importFileEmpty)
  .max(maxImportBytes, employeeMessages.importFileTooLarge);
export const staffImportPreviewRequestSchema = z.object({ text: csvTextSchema });
export const staffImportRequestSchema = z.object({
  text: csvTextSchema,
  /** Email each imported employee an invitation (default); otherwise invite them later. */
  sendInvitations: z.preprocess((value) => value !== false && value !== "false", z.boolean()),
});
export const staffImportReplySchema = envelopeOf(z.string()).extend({ data: staffImportPreviewSchema });
export const staffImportConfirmReplySchema = envelopeOf(z.string()).extend({
  /** How many were stored, and how many invitations went out (a failed one can be sent again). */
  data: staffImportPreviewSchema.extend({ imported: z.number().int(), invited: z.number().int() }),
});
