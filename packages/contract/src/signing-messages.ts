/** E-signature limits and messages (issue 16, decision 028); the calls' schemas are in signing.ts. */

export const maxSigners = 10;
export const maxSigningMessageLength = 2000;
export const maxDeclineReasonLength = 1000;
export const signingExpiryDays = { min: 1, max: 90, default: 14 } as const;
/** Reminders per signer, and the least time between two. */
export const signingReminders = { max: 3, minHours: 1 } as const;
/** The largest PDF the verify page checks. */
export const maxVerifyBytes = 20 * 1024 * 1024;
/** A drawn signature as a PNG data URL (a canvas export is well under this). */
export const maxSignatureImageLength = 400_000;

export const signingMessages = {
  sent: "Your document has been sent for signature.",
  signersRequired: "Please add at least one signer.",
  tooManySigners: `You can add at most ${maxSigners} signers.`,
  signerNameRequired: "Please enter each signer's name.",
  signerEmailInvalid: "Please enter a valid email address for each signer.",
  duplicateSigner: "Each signer needs a different email address.",
  titleTooLong: "The title can be at most 300 characters.",
  messageTooLong: `The message can be at most ${maxSigningMessageLength.toLocaleString("en-GB")} characters.`,
  expiryInvalid: `Choose an expiry between ${signingExpiryDays.min} and ${signingExpiryDays.max} days.`,
  documentNotSignable: "This PDF cannot be sent for signature: it is protected or damaged.",
  reminded: "A reminder has been sent.",
  reminderLimit: `This signer has already been reminded ${signingReminders.max} times.`,
  reminderTooSoon: "This signer was reminded less than an hour ago. Please try again later.",
  signerNotAsked: "This signer has not been asked to sign yet, or has already answered.",
  notOpen: "This signature request is no longer open.",
  voided: "The signature request has been voided. Signers can no longer sign it.",
  voidReasonRequired: "Please give a reason for voiding the request.",
  signedFileNotReady: "The signed document is not ready: not everyone has signed yet.",
  linkInvalid:
    "This signing link is not valid. It may have expired, been replaced by a newer email, or been withdrawn by the sender.",
  alreadyAnswered: "You have already answered this signature request.",
  signatureRequired: "Please adopt a signature: type your name or draw it.",
  signatureImageInvalid: "The drawn signature could not be read. Please draw it again.",
  agreementRequired: "Please confirm that you agree to sign this document electronically.",
  signed: "Thank you. Your signature has been recorded.",
  declined: "You have declined to sign. The sender has been told.",
  declineReasonRequired: "Please tell the sender why you are declining.",
  verifyFileRequired: "Please choose the PDF file to check.",
  verifyNotPdf: "Please choose a PDF file.",
  verifyTooLarge: "The file is too large to check (at most 20 MB).",
  verifyValid: "This document was signed on Cloudoc and has not been changed since.",
  verifyNotSigned: "This PDF carries no digital signature.",
  verifyAltered: "This PDF has been changed since it was signed.",
  verifyUnknownCertificate: "This PDF was not signed by Cloudoc.",
  verifyUnknownEnvelope: "This PDF's signature is sound, but it matches no document signed on Cloudoc.",
  verifyUnreadable: "The signature in this PDF cannot be read.",
} as const;
