import {
  type EnvelopeStatus,
  type SendForSignatureRequest,
  type SignatureType,
  type SignDocumentRequest,
  type SignerStatus,
  sendForSignatureSchema,
  signingMessages,
} from "@cloudoc/contract";

/** What the sender and the signer see of e-signature states (decision 028), with no I/O. */

export const envelopeStatusLabels: Record<EnvelopeStatus, string> = {
  sent: "Waiting for signatures",
  completed: "Completed",
  declined: "Declined",
  voided: "Voided",
  expired: "Expired",
};

export const envelopeStatusColours: Record<EnvelopeStatus, string> = {
  sent: "blue",
  completed: "green",
  declined: "red",
  voided: "gray",
  expired: "orange",
};

export const signerStatusLabels: Record<SignerStatus, string> = {
  waiting: "Waiting for their turn",
  sent: "Email sent",
  viewed: "Opened",
  signed: "Signed",
  declined: "Declined",
};

export const signerStatusColours: Record<SignerStatus, string> = {
  waiting: "gray",
  sent: "blue",
  viewed: "cyan",
  signed: "green",
  declined: "red",
};

/** "1 of 2 signed". */
export const signedProgress = (signed: number, total: number): string => `${signed} of ${total} signed`;

/** Only a request still waiting for signatures can be voided. */
export const canVoid = (status: EnvelopeStatus): boolean => status === "sent";

/** The signer's form as the page holds it. */
export interface SignatureDraft {
  type: SignatureType;
  typedName: string;
  drawnImage: string | null;
  agree: boolean;
}

/** The sign request for a draft, or the message that says what is missing. */
export function signRequestOf(
  token: string,
  draft: SignatureDraft,
): { request: SignDocumentRequest } | { problem: string } {
  const typedName = draft.typedName.replace(/\s+/g, " ").trim();
  if (draft.type === "typed" && typedName === "") return { problem: signingMessages.signatureRequired };
  if (draft.type === "drawn" && !draft.drawnImage) return { problem: signingMessages.signatureRequired };
  if (!draft.agree) return { problem: signingMessages.agreementRequired };
  return {
    request: {
      token,
      signatureType: draft.type,
      typedName: draft.type === "typed" ? typedName : "",
      drawnImage: draft.type === "drawn" ? (draft.drawnImage ?? "") : "",
      agree: true,
    },
  };
}

/** The sender's form: signers as typed, in signing order. */
export interface SendDraft {
  sourceType: SendForSignatureRequest["sourceType"];
  sourceId: string;
  title: string;
  signers: { key: string; name: string; email: string }[];
  signingOrder: SendForSignatureRequest["signingOrder"];
  message: string;
  expiresInDays: number;
}

/**
 * The send request for a draft, checked with the contract's own schema, or the first problem in
 * its words (the server checks the same).
 */
export function sendRequestOf(
  draft: SendDraft,
): { request: Omit<SendForSignatureRequest, "userId"> } | { problem: string } {
  const parsed = sendForSignatureSchema.safeParse({
    sourceType: draft.sourceType,
    sourceId: draft.sourceId,
    title: draft.title,
    signers: draft.signers.map(({ name, email }) => ({ name, email })),
    signingOrder: draft.signingOrder,
    message: draft.message,
    expiresInDays: draft.expiresInDays,
  });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? signingMessages.signersRequired };
  const { userId: _userId, ...request } = parsed.data;
  return { request };
}

/** Short, readable event names for the audit trail. */
const eventLabels: Record<string, string> = {
  sent: "Sent for signature",
  invited: "Signing link emailed",
  viewed: "Opened the document",
  signed: "Signed",
  declined: "Declined",
  reminded: "Reminder emailed",
  voided: "Voided",
  completed: "Completed and sealed",
  emailed: "Signed copy emailed",
};

export const eventLabel = (action: string): string => eventLabels[action] ?? action;
