import { permissions } from "../permissions";
import {
  declineSigningSchema,
  envelopeDetailReplySchema,
  envelopeFileSchema,
  envelopeIdSchema,
  envelopeListReplySchema,
  envelopeListSchema,
  remindSignerSchema,
  sendForSignatureSchema,
  signDocumentSchema,
  signingAnswerReplySchema,
  signingTokenRequestSchema,
  signingViewReplySchema,
  verifyReplySchema,
  voidEnvelopeSchema,
} from "../signing";
import { fileReply, needing, route } from "./define";

const tags = ["e-signature"];
/** The side menu's DocuSign entry (spec 000 §6): the owner, or staff with the DocuSign permission. */
const access = { permission: permissions.docuSign } as const;

/** The sender's calls (decision 028): DocuSign needs the pro package (spec 000 §6). */
export const signingSenderRoutes = needing("pro", {
  sendForSignature: route({
    method: "POST",
    path: "/user/signing/send",
    access,
    body: sendForSignatureSchema,
    reply: envelopeDetailReplySchema,
    tags,
    summary: "Sends a My Files file or a library document to one or more signers",
  }),
  signingEnvelopes: route({
    method: "POST",
    path: "/user/signing/list",
    access,
    body: envelopeListSchema,
    reply: envelopeListReplySchema,
    tags,
    summary: "The company's signature requests, newest first",
  }),
  signingEnvelope: route({
    method: "POST",
    path: "/user/signing/get",
    access,
    body: envelopeIdSchema,
    reply: envelopeDetailReplySchema,
    tags,
    summary: "One signature request: each signer's status and the audit trail",
  }),
  remindSigner: route({
    method: "POST",
    path: "/user/signing/remind",
    access,
    body: remindSignerSchema,
    reply: envelopeDetailReplySchema,
    tags,
    summary: "Emails a signer a fresh link (at most 3 times, not within an hour)",
  }),
  voidEnvelope: route({
    method: "POST",
    path: "/user/signing/void",
    access,
    body: voidEnvelopeSchema,
    reply: envelopeDetailReplySchema,
    tags,
    summary: "Withdraws a signature request: every link stops working",
  }),
  signingEnvelopeFile: route({
    method: "POST",
    path: "/user/signing/download",
    access,
    body: envelopeFileSchema,
    reply: fileReply,
    tags,
    summary: "The PDF as sent, or sealed once everyone has signed",
  }),
});

/** The signer's calls: the link's token is the only credential; rate limited per address. */
export const signingPublicRoutes = {
  openSigning: route({
    method: "POST",
    path: "/public/signing/open",
    access: "public",
    body: signingTokenRequestSchema,
    reply: signingViewReplySchema,
    tags,
    summary: "What the signing page shows, for the signer the token names",
  }),
  signingDocument: route({
    method: "POST",
    path: "/public/signing/document",
    access: "public",
    body: signingTokenRequestSchema,
    reply: fileReply,
    tags,
    summary: "The PDF the signer is asked to sign (inline)",
  }),
  signDocument: route({
    method: "POST",
    path: "/public/signing/sign",
    access: "public",
    body: signDocumentSchema,
    reply: signingAnswerReplySchema,
    tags,
    summary: "Signs with a typed name or a drawn signature (PNG data URL)",
  }),
  declineSigning: route({
    method: "POST",
    path: "/public/signing/decline",
    access: "public",
    body: declineSigningSchema,
    reply: signingAnswerReplySchema,
    tags,
    summary: "Declines to sign, with a reason for the sender",
  }),
  verifySignedPdf: route({
    method: "POST",
    path: "/public/signing/verify",
    access: "public",
    multipart: true,
    reply: verifyReplySchema,
    tags,
    summary: "Checks an uploaded PDF (file `file`): unaltered and signed on Cloudoc?",
  }),
};
