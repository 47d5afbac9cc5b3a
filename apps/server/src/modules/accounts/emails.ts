import { otpLifetimeMinutes } from "@cloudoc/contract";
import type { MailMessage } from "../../platform/mail/mailer";

function codeMessage(to: string, subject: string, intro: string, code: string): MailMessage {
  const lines = [
    intro,
    "",
    `Your code is ${code}`,
    "",
    `It expires in ${otpLifetimeMinutes} minutes. If you did not ask for it, you can ignore this email.`,
    "",
    "Cloudoc",
  ];
  return {
    to,
    subject,
    text: lines.join("\n"),
    html: `<p>${intro}</p><p style="font-size:24px;letter-spacing:6px"><strong>${code}</strong></p><p>It expires in ${otpLifetimeMinutes} minutes. If you did not ask for it, you can ignore this email.</p><p>Cloudoc</p>`,
  };
}

export function signupCodeEmail(to: string, name: string, code: string): MailMessage {
  const greeting = name ? `Hello ${name.replace(/[<>&"]/g, "")},` : "Hello,";
  return codeMessage(
    to,
    "Your Cloudoc verification code",
    `${greeting} use this code to verify your email address and finish creating your Cloudoc account.`,
    code,
  );
}

export function resetCodeEmail(to: string, code: string): MailMessage {
  return codeMessage(
    to,
    "Reset your Cloudoc password",
    "Use this code to set a new password for your Cloudoc account.",
    code,
  );
}
