import { emailPattern, messages } from "@cloudoc/contract";

/** Spec 000 §5 Forgot password: 'Email is required', 'Invalid email'. */
export function validateResetEmail(value: string): string | null {
  const email = value.trim();
  if (email === "") return messages.emailRequired;
  return emailPattern.test(email) ? null : messages.invalidEmail;
}

/** Spec 000 §5 New password: only the password must be given; the server decides the rest. */
export function validateNewPassword(value: string): string | null {
  return value === "" ? messages.passwordRequired : null;
}
