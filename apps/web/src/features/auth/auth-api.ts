import { routes, type SignupFields } from "@cloudoc/contract";
import type { SignedInReply } from "../../app/auth-session";
import { call } from "../../lib/api";
import { liveHeaders } from "../../lib/browser-identity";

/** The account calls of spec 000 §7 the sign-in, sign-up and password screens make. */

export function login(body: {
  email: string;
  password: string;
  offline_cart_data: Record<string, unknown>[];
}): Promise<SignedInReply> {
  return call(routes.login, body, { headers: liveHeaders() });
}

/** The server's own checks (e-mail and subdomain free) before any code is sent. */
export function validateSignup(fields: SignupFields) {
  return call(routes.validateSignup, fields);
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
  const reply = await call(routes.sendSignupCode, { email, name, captcha, resend });
  return { message: reply.response, codeId: reply.data };
}

export function verifySignupCode(codeId: string, code: string) {
  return call(routes.verifySignupCode, { data: codeId, votp: code });
}

export function registerCompany(
  fields: SignupFields,
  codeId: string,
  cart: Record<string, unknown>[],
): Promise<SignedInReply> {
  return call(routes.register, { ...fields, data: codeId, cart_data: cart }, { headers: liveHeaders() });
}

/** Starts a password reset; the reply is the same for unknown addresses. */
export async function requestPasswordReset(email: string): Promise<{ message: string; resetId: string }> {
  const reply = await call(routes.forgotPassword, { email });
  return { message: reply.response, resetId: reply.user.userId };
}

export function checkResetCode(resetId: string, code: string) {
  return call(routes.checkResetCode, { otp_number: code, userId: resetId });
}

export function setNewPassword(resetId: string, password: string, confirmpassword: string) {
  return call(routes.resetPassword, { password, confirmpassword, userId: resetId });
}
