import { z } from "zod";
import { isAbsent } from "../absent";
import {
  authResponseSchema,
  companyStateSchema,
  loginRequestSchema,
  myAccountSchema,
  offlineCartSchema,
  passwordSchema,
  signedInReplySchema,
  signupFieldsSchema,
  userProfileSchema,
} from "../accounts";
import { otpAlphabet, otpLength } from "../constants";
import { envelopeOf } from "../envelope";
import { messages } from "../messages";
import { route } from "./define";

const tags = ["accounts"];

// ---- inputs ----

/** A typed one-time code: 4 characters of the code alphabet, in either case. */
const otpSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${otpAlphabet}]{${otpLength}}$`), messages.enterCorrectOtp);
/** The handle of a stored one-time code (the client holds it between the steps of a flow). */
const codeHandleSchema = z.string().max(100);

/**
 * The person a call is about, when it may be someone else: absent means the caller. A value that
 * is not an id answers 404, as an unknown one does.
 */
const subjectUserIdSchema = z.preprocess(
  (value) => (isAbsent(value) ? undefined : value),
  z.uuid(messages.notFound).optional(),
);
const subjectSchema = z.object({ userId: subjectUserIdSchema }).nullish();

const handoverCodeSchema = z.object({ code: z.string().min(20).max(100) });
const logoutSchema = z.object({ userName: z.string().max(300).optional() }).nullish();
const botCheckAnswerSchema = z.object({ response: z.string().min(1).max(20_000) });

const sendSignupCodeSchema = z.object({
  email: signupFieldsSchema.shape.email,
  name: z.string().trim().max(200).default(""),
  /** The single-use pass the bot check earned. */
  captcha: z.string().min(20).max(100),
  resend: z.boolean().optional(),
});

const verifySignupCodeSchema = z.object({ data: codeHandleSchema, votp: otpSchema });

const registerSchema = signupFieldsSchema.and(
  z.object({ data: codeHandleSchema, cart_data: offlineCartSchema }),
);

const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, messages.emailRequired).max(254).email(messages.invalidEmail),
});

/** `userId` is the reset's handle (spec 000 §7 spelling), not a person. */
const resetCodeCheckSchema = z.object({ otp_number: otpSchema, userId: codeHandleSchema });

const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmpassword: z.string(), userId: codeHandleSchema })
  .refine((input) => input.password === input.confirmpassword, {
    message: messages.passwordsMustMatch,
    path: ["confirmpassword"],
  });

const companySiteQuerySchema = z.object({ domainName: z.string().trim().min(1).max(63) });

const updateMyAccountSchema = myAccountSchema.extend({ userId: z.string().max(100).optional() });

// ---- replies ----

const messageReply = envelopeOf(z.string());
const messageWithDataReply = envelopeOf(z.string()).extend({ data: z.string() });

/**
 * What the sign-up page needs to run the invisible bot check: ALTCHA's challenge (every field
 * altcha-lib's `Challenge` has, since its signature covers them all), or reCAPTCHA's site key.
 */
const botChallengeSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("altcha"),
    challenge: z.object({
      parameters: z.object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        memoryCost: z.number().optional(),
        parallelism: z.number().optional(),
        expiresAt: z.number().optional(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      }),
      signature: z.string().optional(),
      codeChallenge: z
        .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
        .optional(),
    }),
  }),
  z.object({ kind: z.literal("recaptcha"), siteKey: z.string() }),
]);

const companySiteSchema = z.object({
  companyName: z.string(),
  subdomain: z.string(),
  logoPath: z.string(),
});

const companySummarySchema = z.object({
  companyName: z.string(),
  companyRegNo: z.string(),
  trading_name: z.string(),
  documentManagement: z.object({ status: z.number().int() }),
});

const companyStateReply = z
  .object({ status: z.literal(1), response: companyStateSchema })
  .extend(companyStateSchema.shape);

/** The account calls of spec 000 §7: sign-in, sign-up, password reset, hand-over and own account. */
export const accountsRoutes = {
  login: route({
    method: "POST",
    path: "/user/login",
    access: "public",
    body: loginRequestSchema,
    reply: signedInReplySchema,
    tags,
  }),
  handover: route({
    method: "POST",
    path: "/user/handover",
    access: "public",
    body: handoverCodeSchema,
    reply: signedInReplySchema,
    tags,
    summary: "Exchanges a hand-over code for a session on the company's own site",
  }),
  logout: route({
    method: "POST",
    path: "/user/logout",
    access: "signedIn",
    body: logoutSchema,
    reply: messageReply,
    tags,
  }),
  newHandover: route({
    method: "POST",
    path: "/user/handover/new",
    access: "company",
    reply: envelopeOf(authResponseSchema.pick({ handoverCode: true, companySiteUrl: true })),
    tags,
    summary: "A fresh hand-over code to the signed-in person's company site",
  }),
  validateSignup: route({
    method: "POST",
    path: "/user/validate",
    access: "public",
    body: signupFieldsSchema,
    reply: messageReply,
    tags,
  }),
  botCheckChallenge: route({
    method: "GET",
    path: "/botcheck/challenge",
    access: "public",
    reply: envelopeOf(botChallengeSchema),
    tags,
    summary: "The invisible bot check the sign-up page solves",
  }),
  botCheckVerify: route({
    method: "POST",
    path: "/recaptcha/api/siteverify",
    access: "public",
    body: botCheckAnswerSchema,
    reply: messageWithDataReply,
    tags,
    summary: "Trades a solved bot check for a single-use pass",
  }),
  sendSignupCode: route({
    method: "POST",
    path: "/email/otp/verification",
    access: "public",
    body: sendSignupCodeSchema,
    reply: messageWithDataReply,
    tags,
  }),
  verifySignupCode: route({
    method: "POST",
    path: "/otp/time/verification",
    access: "public",
    body: verifySignupCodeSchema,
    reply: messageReply,
    tags,
  }),
  register: route({
    method: "POST",
    path: "/user/register",
    access: "public",
    body: registerSchema,
    reply: signedInReplySchema,
    tags,
  }),
  forgotPassword: route({
    method: "POST",
    path: "/user/forgotpassword",
    access: "public",
    body: forgotPasswordSchema,
    reply: envelopeOf(z.string()).extend({ user: z.object({ userId: z.string() }) }),
    tags,
  }),
  checkResetCode: route({
    method: "POST",
    path: "/user/otp/check",
    access: "public",
    body: resetCodeCheckSchema,
    reply: messageReply,
    tags,
    // `userId` is the reset's handle, not a person: no session could name it as its own.
    subjectIds: ["userId"],
  }),
  resetPassword: route({
    method: "POST",
    path: "/user/resetpassword",
    access: "public",
    body: resetPasswordSchema,
    reply: messageReply,
    tags,
    subjectIds: ["userId"],
  }),
  companySite: route({
    method: "GET",
    path: "/user/get/company/credetials",
    access: "public",
    query: companySiteQuerySchema,
    reply: envelopeOf(companySiteSchema),
    tags,
    summary: "Whether a company site exists, and its name",
  }),
  userDetails: route({
    method: "POST",
    path: "/user/details",
    access: "signedIn",
    body: subjectSchema,
    reply: envelopeOf(userProfileSchema),
    tags,
    // The owner and staff who manage users may read someone of their company; the service checks.
    subjectIds: ["userId"],
  }),
  companySummary: route({
    method: "POST",
    path: "/users/getuserbyid",
    access: "signedIn",
    body: subjectSchema,
    reply: envelopeOf(companySummarySchema),
    tags,
    subjectIds: ["userId"],
  }),
  companyState: route({
    method: "POST",
    path: "/users/get/compdetails",
    access: "signedIn",
    reply: companyStateReply,
    tags,
  }),
  updateMyAccount: route({
    method: "POST",
    path: "/users/update/myaccount",
    access: "signedIn",
    body: updateMyAccountSchema,
    reply: messageReply,
    tags,
  }),
};
