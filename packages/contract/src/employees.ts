import { z } from "zod";
import { isAbsent } from "./absent";
import { emailPattern, maxNameLength } from "./account-rules";
import { passwordSchema } from "./accounts";
import { limitSchema, optionalBody, searchTextSchema, skipSchema } from "./catalogue";
import { idSchema } from "./commerce";
import { pageSizes } from "./constants";
import { parseReviewDate } from "./document-rules";
import { envelopeOf, pagedOf } from "./envelope";
import { messages } from "./messages";

/**
 * Employees, groups, invitations and the staff-list import (issue 14; spec 000 §2 employee and
 * group routes, §9 employees 25 a page). The specification names no calls for these: they follow
 * its style (POST under /user/..., the envelope, `_id`); decision 020.
 */

// ---- messages (not in the specification; decision 003) ----

export const employeeMessages = {
  employeeAdded: "Employee has been added",
  employeeUpdated: "Employee has been updated",
  employeeDeactivated: "Employee has been deactivated",
  employeeRestored: "Employee has been restored",
  invitationSent: "Invitation has been sent",
  emailInUse: "An employee with this email address already exists.",
  employeeIsDeactivated: "This employee is deactivated. Restore them first.",
  employeeNotDeactivated: "This employee is not deactivated.",
  alreadyRegistered: "This employee has already registered and can sign in.",
  accountDeactivated: "Your account has been deactivated. Please contact your manager.",
  startDateInvalid: "Start date must be a date written as DD/MM/YYYY.",
  jobRoleTooLong: "Job role must be 100 characters or fewer.",
  passwordNeeded: "Please enter a password for the employee, or choose to send an invitation.",
  tooManyEmployees: "You can select at most 500 employees at a time.",
  selectEmployees: "Please select at least one employee.",
  tooManyGroups: "An employee can be in at most 100 groups.",
  invitationInvalid: "This invitation link is not valid. Please ask your manager to send a new invitation.",
  invitationExpired: "This invitation link has expired. Please ask your manager to send a new invitation.",
  invitationUsed: "This invitation link has already been used. Please sign in with your email and password.",
  groupAdded: "Group has been added",
  groupUpdated: "Group has been updated",
  groupDeleted: "Group has been deleted",
  membersAdded: "Employees have been added to the group",
  membersRemoved: "Employees have been removed from the group",
  groupNameRequired: "Please enter a group name.",
  groupNameTooLong: "Group name must be 100 characters or fewer.",
  groupNameTaken: "A group with this name already exists.",
  descriptionTooLong: "Description must be 500 characters or fewer.",
  importFileEmpty:
    "The file has no staff in it. Please choose a CSV file with a header row and one row per person.",
  importFileTooLarge: "The file is too large. It may be at most 500 KB.",
  importTooManyRows: "The file has more than 1,000 staff. Please split it into smaller files.",
  importUnreadable:
    "The file could not be read as CSV. Please save it from your spreadsheet as CSV (comma separated) and try again.",
  importHeaderMissing:
    "The first row must name the columns: First name, Last name, Email, Job role, Start date, Groups.",
  importNothingToImport: "There are no rows without errors to import. Please correct the file and try again.",
  employeesImported: "Staff have been imported",
} as const;

// ---- limits ----

export const invitationLifetimeDays = 7;
export const maxImportRows = 1000;
export const maxImportBytes = 500 * 1024;
export const maxEmployeesPerCall = 500;
export const maxGroupsPerEmployee = 100;
const maxJobRoleLength = 100;

// ---- shared pieces ----

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const name = z
  .string(messages.allFieldsRequired)
  .trim()
  .min(1, messages.allFieldsRequired)
  .max(maxNameLength);
const emailSchema = z
  .string(messages.allFieldsRequired)
  .trim()
  .toLowerCase()
  .min(1, messages.allFieldsRequired)
  .max(254, messages.validEmailRequired)
  .regex(emailPattern, messages.validEmailRequired);
const jobRoleSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string().trim().max(maxJobRoleLength, employeeMessages.jobRoleTooLong),
);

/** A start date as YYYY-MM-DD (or null), from DD/MM/YYYY or YYYY-MM-DD; 1950 to two years ahead. */
export function parseStartDate(value: string): string | undefined {
  const date = parseReviewDate(value);
  if (!date || date < "1950-01-01") return undefined;
  const latest = `${new Date().getUTCFullYear() + 2}-12-31`;
  return date > latest ? undefined : date;
}
const startDateSchema = z.preprocess(
  absentToUndefined,
  z
    .string(employeeMessages.startDateInvalid)
    .transform((value, context) => {
      const date = parseStartDate(value);
      if (date) return date;
      context.addIssue({ code: "custom", message: employeeMessages.startDateInvalid });
      return z.NEVER;
    })
    .nullable()
    .default(null),
);

/** A list of ids (or objects with `_id`/`id`), deduplicated; a malformed id answers 404. */
const idList = (max: number, tooMany: string, min: number, none: string) =>
  z.preprocess(
    (value) => {
      const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
      const ids = items.map((item: unknown) =>
        item && typeof item === "object"
          ? ((item as { _id?: unknown; id?: unknown })._id ?? (item as { id?: unknown }).id)
          : item,
      );
      return [
        ...new Set(ids.map((id) => (typeof id === "string" ? id.trim() : id)).filter((id) => id !== "")),
      ];
    },
    z.array(idSchema).min(min, none).max(max, tooMany),
  );
const groupIdsSchema = idList(maxGroupsPerEmployee, employeeMessages.tooManyGroups, 0, "");
const employeeIdsSchema = idList(
  maxEmployeesPerCall,
  employeeMessages.tooManyEmployees,
  1,
  employeeMessages.selectEmployees,
);

// ---- employees ----

export const registrationStates = ["registered", "invited", "expired", "none"] as const;
export type RegistrationState = (typeof registrationStates)[number];

export const groupRefSchema = z.object({ _id: z.string(), name: z.string() });
export const employeeSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  jobRole: z.string(),
  /** YYYY-MM-DD, shown as DD/MM/YYYY; null when not given. */
  startDate: z.string().nullable(),
  groups: z.array(groupRefSchema),
  /** registered: can sign in; invited: an invitation is open; expired: it lapsed; none: not invited. */
  registration: z.enum(registrationStates),
  invitationExpiresAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListSchema = optionalBody(
  z.object({
    skip: skipSchema,
    limit: limitSchema(pageSizes.employees),
    search: searchTextSchema,
    /** Only the members of this group. */
    groupId: z.preprocess(absentToUndefined, idSchema.optional()),
    /** The deactivated employees (/deleted/employees) instead of the active ones. */
    deleted: z.preprocess((value) => value === true || value === "true" || value === 1, z.boolean()),
  }),
);
export type EmployeeListRequest = z.infer<typeof employeeListSchema>;

const employeeFields = {
  firstname: name,
  lastname: name,
  email: emailSchema,
  jobRole: jobRoleSchema,
  startDate: startDateSchema,
  groupIds: z.preprocess((value) => value ?? [], groupIdsSchema),
};

/** How the employee gets their password: an emailed invitation, or set now by the manager. */
export const employeeSetups = ["invite", "password"] as const;
export const addEmployeeSchema = z
  .object({
    ...employeeFields,
    setup: z.preprocess(absentToUndefined, z.enum(employeeSetups).default("invite")),
    password: z.preprocess(absentToUndefined, passwordSchema.optional()),
    confirmpassword: z.preprocess(absentToUndefined, z.string().max(200).optional()),
  })
  .refine((input) => input.setup === "invite" || input.password !== undefined, {
    message: employeeMessages.passwordNeeded,
    path: ["password"],
  })
  .refine((input) => input.setup === "invite" || input.password === input.confirmpassword, {
    message: messages.passwordsMustMatch,
    path: ["confirmpassword"],
  });
export type AddEmployeeRequest = z.infer<typeof addEmployeeSchema>;

export const editEmployeeSchema = z.object({ employeeId: idSchema, ...employeeFields });
export type EditEmployeeRequest = z.infer<typeof editEmployeeSchema>;
export const employeeIdSchema = z.object({ employeeId: idSchema });

export const employeeReplySchema = envelopeOf(z.string()).extend({ data: employeeSchema });
export const employeeListReplySchema = pagedOf(employeeSchema);

// ---- invitations and registration (public, on the company's site) ----

const tokenSchema = z.string(employeeMessages.invitationInvalid).trim().min(20).max(100);
export const invitationTokenSchema = z.object({ token: tokenSchema });
export const invitationSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  companyName: z.string(),
  expiresAt: z.string(),
});
export const registerEmployeeSchema = z
  .object({ token: tokenSchema, password: passwordSchema, confirmpassword: z.string().max(200) })
  .refine((input) => input.password === input.confirmpassword, {
    message: messages.passwordsMustMatch,
    path: ["confirmpassword"],
  });

// ---- groups ----

export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployeeGroup = z.infer<typeof groupSchema>;
export const groupMemberSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  jobRole: z.string(),
  deactivated: z.boolean(),
  addedAt: z.string(),
});
export const groupDetailSchema = groupSchema.extend({ members: z.array(groupMemberSchema) });
export type EmployeeGroupDetail = z.infer<typeof groupDetailSchema>;

const groupNameSchema = z
  .string(employeeMessages.groupNameRequired)
  .trim()
  .min(1, employeeMessages.groupNameRequired)
  .max(100, employeeMessages.groupNameTooLong);
const descriptionSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string().trim().max(500, employeeMessages.descriptionTooLong),
);
export const groupListSchema = optionalBody(
  z.object({ skip: skipSchema, limit: limitSchema(pageSizes.employees), search: searchTextSchema }),
);
export type GroupListRequest = z.infer<typeof groupListSchema>;
export const addGroupSchema = z.object({
  name: groupNameSchema,
  description: descriptionSchema,
  employeeIds: z.preprocess(
    (value) => value ?? [],
    idList(maxEmployeesPerCall, employeeMessages.tooManyEmployees, 0, ""),
  ),
});
export const editGroupSchema = z.object({
  groupId: idSchema,
  name: groupNameSchema,
  description: descriptionSchema,
});
export const groupIdSchema = z.object({ groupId: idSchema });
export const groupMembersSchema = z.object({ groupId: idSchema, employeeIds: employeeIdsSchema });

export const groupReplySchema = envelopeOf(z.string()).extend({ data: groupDetailSchema });
export const groupListReplySchema = pagedOf(groupSchema);
