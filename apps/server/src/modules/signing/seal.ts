import type { SignatureType } from "@cloudoc/contract";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { PDFDocument } from "pdf-lib";
import type { PlatformCertificate } from "./certificate";
import {
  a4,
  drawable,
  embedFonts,
  ink,
  margin,
  muted,
  type PageWriter,
  pageWriter,
  shownMoment,
} from "./pdf-writer";

/**
 * The completed PDF (decision 028): the document as sent, a signature page with each signer's
 * adopted signature, a certificate page with the evidence, then a PKCS#7 signature over the whole
 * file with the platform certificate, so that any later change shows in a PDF reader and on the
 * verify page.
 */

export interface SignedBy {
  name: string;
  email: string;
  signatureType: SignatureType;
  typedName: string;
  /** The drawn signature (PNG), when drawn. */
  image: Buffer | null;
  invitedAt: Date | null;
  viewedAt: Date | null;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface SealFacts {
  envelopeId: string;
  title: string;
  companyName: string;
  senderName: string;
  senderEmail: string;
  /** SHA-256 (hex) of the PDF as sent for signature. */
  originalSha256: string;
  sentAt: Date;
  completedAt: Date;
  signers: readonly SignedBy[];
}

/** Whether pdf-lib can open the PDF to add pages to it (not encrypted, not broken). */
export async function canSeal(pdf: Buffer): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** Whether a drawn signature is a PNG the sealed PDF can show (checked before it is stored). */
export async function isDrawablePng(png: Buffer): Promise<boolean> {
  try {
    await (await PDFDocument.create()).embedPng(png);
    return true;
  } catch {
    return false;
  }
}

const signatureBox = { width: 240, height: 70 };

async function drawSignature(doc: PDFDocument, writer: PageWriter, signer: SignedBy) {
  const page = writer.page();
  const bottom = writer.y() - signatureBox.height;
  if (signer.image) {
    const image = await doc.embedPng(signer.image);
    const scale = Math.min(signatureBox.width / image.width, signatureBox.height / image.height, 1);
    page.drawImage(image, { x: margin, y: bottom, width: image.width * scale, height: image.height * scale });
  } else {
    const { script } = writer.fonts;
    const text = drawable(script, signer.typedName);
    const size = Math.min(28, (28 * signatureBox.width) / Math.max(1, script.widthOfTextAtSize(text, 28)));
    page.drawText(text, { x: margin, y: bottom + 8, size, font: script, color: ink });
  }
  page.drawLine({
    start: { x: margin, y: bottom - 2 },
    end: { x: margin + signatureBox.width, y: bottom - 2 },
    thickness: 0.75,
    color: muted,
  });
  writer.space(signatureBox.height + 6);
}

async function signaturePage(doc: PDFDocument, writer: PageWriter, facts: SealFacts) {
  const { bold, regular } = writer.fonts;
  writer.text("Signatures", { font: bold, size: 18 });
  writer.text(facts.title, { font: regular, size: 11, color: muted });
  writer.space(18);
  for (const signer of facts.signers) {
    writer.ensure(signatureBox.height + 70);
    await drawSignature(doc, writer, signer);
    writer.text(signer.name, { font: bold, size: 11 });
    writer.text(signer.email, { size: 9, color: muted });
    writer.text(`Signed ${shownMoment(signer.signedAt)}`, { size: 9, color: muted });
    writer.space(22);
  }
}

function field(writer: PageWriter, label: string, value: string) {
  writer.text(label, { font: writer.fonts.bold, size: 9 });
  writer.text(value, { size: 9, indent: 12 });
}

function certificatePage(writer: PageWriter, facts: SealFacts, fingerprint: string) {
  const { bold, mono } = writer.fonts;
  writer.ensure(a4.height);
  writer.text("Certificate of completion", { font: bold, size: 18 });
  writer.space(8);
  field(writer, "Document", facts.title);
  field(writer, "Envelope", facts.envelopeId);
  field(writer, "Sent by", `${facts.senderName} <${facts.senderEmail}>, ${facts.companyName}`);
  field(writer, "Sent", shownMoment(facts.sentAt));
  field(writer, "Completed", shownMoment(facts.completedAt));
  writer.text("SHA-256 of the document before signing", { font: bold, size: 9 });
  writer.text(facts.originalSha256, { font: mono, size: 8.5, indent: 12 });
  writer.space(6);
  for (const [index, signer] of facts.signers.entries()) {
    writer.rule();
    writer.text(`Signer ${index + 1}: ${signer.name} <${signer.email}>`, { font: bold, size: 10 });
    field(writer, "Emailed", signer.invitedAt ? shownMoment(signer.invitedAt) : "-");
    field(writer, "Opened", signer.viewedAt ? shownMoment(signer.viewedAt) : "-");
    field(writer, "Signed", `${shownMoment(signer.signedAt)} (${signer.signatureType} signature)`);
    field(writer, "IP address", signer.ip ?? "unknown");
    field(writer, "Browser", signer.userAgent ?? "unknown");
  }
  writer.rule();
  writer.text(
    "This file is sealed with the Cloudoc signing certificate. Any change made to it after sealing breaks the seal: a PDF reader shows the signature as invalid, and the verify page on Cloudoc says the file was changed.",
    { size: 8.5, color: muted },
  );
  writer.text(`Certificate SHA-256 fingerprint: ${fingerprint}`, { font: mono, size: 7.5, color: muted });
}

/** The completed PDF, sealed. `original` is the exact PDF the signers were sent. */
export async function sealEnvelope(
  original: Buffer,
  facts: SealFacts,
  certificate: PlatformCertificate,
): Promise<Buffer> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const writer = pageWriter(doc, await embedFonts(doc));
  await signaturePage(doc, writer, facts);
  certificatePage(writer, facts, certificate.fingerprint);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: "Signed by every party on Cloudoc",
    contactInfo: facts.senderEmail,
    name: "Cloudoc signing",
    location: "Cloudoc e-signature",
    signingTime: facts.completedAt,
    appName: "Cloudoc",
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  return new SignPdf().sign(prepared, signer, facts.completedAt);
}
