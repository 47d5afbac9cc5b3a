import { z } from "zod";
import { isAbsent } from "./absent";
import { emailPattern, maxNameLength } from "./account-rules";
import { optionalPhoneSchema, passwordSchema } from "./accounts";
import { limitSchema, optionalBody, searchTextSchema, skipSchema } from "./catalogue";
import { idSchema } from "./commerce";
import { pageSizes } from "./constants";
import { envelopeOf, pagedOf } from "./envelope";
import { messages } from "./messages";
import { type Permission, permissionCatalogue } from "./permissions";
import { registrationStatesOfUsers, systemUserRoles, usersMessages } from "./user-rules";

/** The system users' calls (issue 15): their schemas; the rules they follow are in user-rules.ts. */

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
const phoneSchema = optionalPhoneSchema;
const permissionName = z.enum(
  permissionCatalogue as [Permission, ...Permission[]],
  usersMessages.unknownPermission,
);
/** The named permissions ticked, each once; absent when the call leaves them as they are. */
const permissionListSchema = z.preprocess(
  (value) => (Array.isArray(value) ? [...new Set(value)] : isAbsent(value) ? undefined : value),
  z.array(permissionName, usersMessages.unknownPermission).max(permissionCatalogue.length).optional(),
);

export const systemUserSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  /** company: an owner (everything); user: a staff user with the permissions below. */
  role: z.enum(systemUserRoles),
  permission: z.array(z.string()),
  /** active: has a password; invited: the set-password link is open; expired: it lapsed. */
  registration: z.enum(registrationStatesOfUsers),
  invitationExpiresAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  /** Who added them, by name ('' for the owner who registered the organisation). */
  invitedBy: z.string(),
  createdAt: z.string(),
});
export type SystemUser = z.infer<typeof systemUserSchema>;

export const userListSchema = optionalBody(
  z.object({
    skip: skipSchema,
    limit: limitSchema(pageSizes.users),
    search: searchTextSchema,
    /** The deactivated users (/users/deleted-list) instead of the active ones. */
    deleted: z.preprocess((value) => value === true || value === "true" || value === 1, z.boolean()),
  }),
);
export type UserListRequest = z.infer<typeof userListSchema>;

const userFields = {
  firstname: name,
  lastname: name,
  email: emailSchema,
  phone: phoneSchema,
  permission: permissionListSchema,
};
const roleSchema = z.enum(systemUserRoles);

/** A new user is a staff user unless made an owner, with no permissions unless ticked. */
export const addUserSchema = z.object({
  ...userFields,
  role: z.preprocess(absentToUndefined, roleSchema.default("user")),
  permission: permissionListSchema.transform((list) => list ?? []),
});
export type AddUserRequest = z.infer<typeof addUserSchema>;
/** An edit without a role or permissions keeps the user's. */
export const editUserSchema = z.object({
  systemUserId: idSchema,
  ...userFields,
  role: z.preprocess(absentToUndefined, roleSchema.optional()),
});
export type EditUserRequest = z.infer<typeof editUserSchema>;
export const systemUserIdSchema = z.object({ systemUserId: idSchema });

export const userReplySchema = envelopeOf(z.string()).extend({ data: systemUserSchema });
export const userListReplySchema = pagedOf(systemUserSchema);

// ---- the set-password invitation (public, on the company's site) ----

const tokenSchema = z.string(usersMessages.invitationInvalid).trim().min(20).max(100);
export const userInvitationTokenSchema = z.object({ token: tokenSchema });
export const userInvitationSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  companyName: z.string(),
  expiresAt: z.string(),
});
export const setPasswordSchema = z
  .object({ token: tokenSchema, password: passwordSchema, confirmpassword: z.string().max(200) })
  .refine((input) => input.password === input.confirmpassword, {
    message: messages.passwordsMustMatch,
    path: ["confirmpassword"],
  });
