import { z } from "zod";
import { isAbsent } from "./absent";
import {
  emailPattern,
  isReservedSubdomain,
  maxNameLength,
  maxPasswordLength,
  minPasswordLength,
  phoneDigitsOf,
  phonePattern,
  subdomainPattern,
} from "./account-rules";
import { roles } from "./constants";
import { messages } from "./messages";

/** The account calls' schemas (spec 000); the patterns and limits they apply are in account-rules.ts. */

const required = (max = maxNameLength) =>
  z.string().trim().min(1, messages.allFieldsRequired).max(max, messages.allFieldsRequired);

const asPhoneDigits = (value: unknown) =>
  isAbsent(value) ? "" : typeof value === "string" ? phoneDigitsOf(value) : value;

/** A phone field that may be left blank. */
export const optionalPhoneSchema = z.preprocess(
  asPhoneDigits,
  z.union([z.literal(""), z.string().regex(phonePattern, messages.phoneFormatIncorrect)]),
);

/** A phone field that must be filled. */
export const requiredPhoneSchema = z.preprocess(
  asPhoneDigits,
  required(20).regex(phonePattern, messages.phoneFormatIncorrect),
);

export const passwordSchema = z
  .string()
  .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters`)
  .max(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters`);

/** The sign-up fields of spec 000 §3 Registration, with the messages of §5. */
export const signupFieldsSchema = z
  .object({
    firstname: required(),
    lastname: required(),
    email: required(254).regex(emailPattern, messages.validEmailRequired),
    personal_phone: requiredPhoneSchema,
    companyName: required(200),
    subdomain: required(40)
      .regex(subdomainPattern, messages.subdomainLettersDigits)
      .refine((s) => !isReservedSubdomain(s), messages.subdomainReserved),
    password: z.string().min(1, messages.allFieldsRequired).pipe(passwordSchema),
    confirmPassword: z.string().min(1, messages.allFieldsRequired),
  })
  .refine((f) => f.password === f.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ["confirmPassword"],
  });
export type SignupFields = z.infer<typeof signupFieldsSchema>;

/** A cart line as the offline cart keeps it (spec 000 §3 Cart item); checked fully by the cart. */
export const offlineCartSchema = z.array(z.record(z.string(), z.unknown())).max(50).default([]);

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, messages.emailRequired).max(254),
  password: z.string().min(1, messages.passwordRequired).max(maxPasswordLength),
  remember: z.boolean().optional(),
  offline_cart_data: offlineCartSchema.optional(),
  offdocumentCart: offlineCartSchema.optional(),
});

export const roleSchema = z.enum(roles);

/** The `response` of a successful login or registration (spec 000 §3 Login response). */
export const authResponseSchema = z.object({
  authToken: z.string(),
  userName: z.string(),
  userId: z.string(),
  role: roleSchema,
  subdomain: z.string(),
  permission: z.array(z.string()),
  companyUserId: z.string(),
  login_user_id: z.string(),
  type: z.string(),
  /** One-time code for the hand-over to `{subdomain}.BASE_DOMAIN` (DESIGN §5). */
  handoverCode: z.string(),
  /** Where the company site lives, e.g. http://meadowbank.localhost:3000 */
  companySiteUrl: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Subscription state the session carries (spec 000 §3 Company details). */
export const companyStateSchema = z.object({
  subdomain: z.string(),
  activesubs: z.boolean(),
  docUpdateStatus: z.number().int(),
  docManagementStatus: z.number().int(),
  employeeSubscription: z.boolean(),
  subscription_status: z.number().int(),
  userLicenseStatus: z.number().int(),
  Comp_details: z.object({ companyName: z.string(), subdomain: z.string(), logoPath: z.string() }).nullable(),
  /** Percentage of the organisation profile filled in (drives the 13 % banner rule, spec 000 §2). */
  profileCompleteness: z.number().int(),
});
export type CompanyState = z.infer<typeof companyStateSchema>;

/** The reply of a login, registration or hand-over: the session, the company state and the merged cart. */
export const signedInReplySchema = z
  .object({
    status: z.literal(1),
    response: authResponseSchema,
    message: z.string(),
    offline_cart_data: z.array(z.unknown()),
  })
  .extend(companyStateSchema.shape);
export type SignedInReply = z.infer<typeof signedInReplySchema>;

/** The user profile of spec 000 §3. */
export const userProfileSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  companyRegNo: z.string(),
  currentSubscription: z.string().nullable(),
  planId: z.string().nullable(),
  role: roleSchema,
  permission: z.array(z.string()),
  createdAt: z.string(),
  assignedpolicyDocuments: z.array(z.object({ _id: z.string(), status: z.number().int() })),
  companyDetails: z.object({ logoPath: z.string(), subdomain: z.string() }).nullable(),
  companyLogo: z.string(),
  docLogoPath: z.string(),
  settings: z.object({ showPoliciesonSite: z.boolean() }),
  comboPackage: z.object({ status: z.number().int() }),
  documentManagement: z.object({ status: z.number().int() }),
  documentUpdate: z.object({ status: z.number().int() }),
  proPackage: z.object({ status: z.number().int() }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const myAccountSchema = z.object({
  firstname: required(),
  lastname: required(),
  username: z.string().trim().max(maxNameLength).default(""),
  phone: optionalPhoneSchema,
  currentPassword: z.string().max(maxPasswordLength).optional(),
  newPassword: passwordSchema.optional(),
});
