import {
  type EnvelopeListRequest,
  type EnvelopeStatus,
  pageSizes,
  routes,
  type SendForSignatureRequest,
  type SignDocumentRequest,
} from "@cloudoc/contract";
import { call } from "../../../lib/api";
import { downloadFile, fetchFile } from "../../../lib/files";

/**
 * Query functions of the e-signature calls (decision 028): the sender's under /user/signing (pro
 * package), the signer's under /public/signing with the link's token as the only credential.
 */

export const signingKeys = {
  envelopes: "signing-envelopes",
  envelope: "signing-envelope",
  view: "signing-view",
  document: "signing-document",
} as const;

// ---- sender ----

export const envelopesRequest = (
  page: number,
  filter: { status?: EnvelopeStatus; sourceId?: string } = {},
): Omit<EnvelopeListRequest, "userId"> => ({
  skip: (page - 1) * pageSizes.myFiles,
  limit: pageSizes.myFiles,
  ...filter,
});

export async function fetchEnvelopes(request: Omit<EnvelopeListRequest, "userId">) {
  const { list, total } = await call(routes.signingEnvelopes, request);
  return { list, total };
}

export async function fetchEnvelope(id: string) {
  return (await call(routes.signingEnvelope, { id })).data;
}

export async function sendForSignature(request: Omit<SendForSignatureRequest, "userId">) {
  const reply = await call(routes.sendForSignature, request);
  return { message: reply.response, envelope: reply.data };
}

export async function remindSigner(id: string, signerId: string) {
  const reply = await call(routes.remindSigner, { id, signerId });
  return { message: reply.response, envelope: reply.data };
}

export async function voidEnvelope(id: string, reason: string) {
  const reply = await call(routes.voidEnvelope, { id, reason });
  return { message: reply.response, envelope: reply.data };
}

/** Saves the PDF as sent, or as sealed once everyone signed; answers its file name. */
export function downloadEnvelopeFile(id: string, title: string, version: "original" | "signed") {
  return downloadFile(
    routes.signingEnvelopeFile,
    { id, version },
    `${title}${version === "signed" ? " (signed)" : ""}.pdf`,
  );
}

// ---- signer ----

export async function openSigning(token: string) {
  return (await call(routes.openSigning, { token })).response;
}

/** The PDF to sign, as a blob the page shows in a frame. */
export async function fetchSigningDocument(token: string) {
  return (await fetchFile(routes.signingDocument, { token }, "document.pdf")).blob;
}

export async function signDocument(request: SignDocumentRequest) {
  return call(routes.signDocument, request);
}

export async function declineSigning(token: string, reason: string) {
  return call(routes.declineSigning, { token, reason });
}

// ---- verify ----

export async function verifySignedPdf(file: File) {
  const form = new FormData();
  form.append("file", file);
  const reply = await call(routes.verifySignedPdf, form);
  return { message: reply.response, ...reply.data };
}
