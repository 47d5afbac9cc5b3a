import type { AuthResponse, SignupFields } from "@cloudoc/contract";
import type { SignedInExtras } from "../../app/auth-session";
import { api, type Envelope } from "../../lib/api";
import { liveHeaders } from "../../lib/browser-identity";

/** The account calls of spec 000 §7 the sign-in, sign-up and password screens make. */

export type SignedInReply = Envelope<AuthResponse, SignedInExtras>;

export function login(body: {
  email: string;
  password: string;
  offline_cart_data: Record<string, unknown>[];
}): Promise<SignedInReply> {
  return api.post<AuthResponse, SignedInExtras>("/user/login", body, { headers: liveHeaders() });
}

/** The server's own checks (e-mail and subdomain free) before any code is sent. */
export function validateSignup(fields: SignupFields) {
  return api.post<string>("/user/validate", fields);
}

/**
 * Sends (or resends) the e-mail verification code. Every send needs a fresh pass from the
 * invisible bot check, whose solver is loaded only now.
 */
export async function sendSignupCode(
  email: string,
  name: string,
  resend: boolean,
  onStage?: (stage: "botcheck" | "sending") => void,
): Promise<{ message: string; codeId: string }> {
  onStage?.("botcheck");
  const { passBotCheck } = await import("./botcheck/solve");
  const captcha = await passBotCheck();
  onStage?.("sending");
  const reply = await api.post<string, { data: string }>("/email/otp/verification", {
    email,
    name,
    captcha,
    resend,
  });
  return { message: reply.response, codeId: reply.data };
}

export function verifySignupCode(codeId: string, code: string) {
  return api.post<string>("/otp/time/verification", { data: codeId, votp: code });
}

export function registerCompany(
  fields: SignupFields,
  codeId: string,
  cart: Record<string, unknown>[],
): Promise<SignedInReply> {
  return api.post<AuthResponse, SignedInExtras>(
    "/user/register",
    { ...fields, data: codeId, cart_data: cart },
    { headers: liveHeaders() },
  );
}

/** Starts a password reset; the reply is the same for unknown addresses. */
export async function requestPasswordReset(email: string): Promise<{ message: string; resetId: string }> {
  const reply = await api.post<string, { user?: { userId?: string } }>("/user/forgotpassword", { email });
  return { message: reply.response, resetId: reply.user?.userId ?? "" };
}

export function checkResetCode(resetId: string, code: string) {
  return api.post<string>("/user/otp/check", { otp_number: code, userId: resetId });
}

export function setNewPassword(resetId: string, password: string, confirmpassword: string) {
  return api.post<string>("/user/resetpassword", { password, confirmpassword, userId: resetId });
}
