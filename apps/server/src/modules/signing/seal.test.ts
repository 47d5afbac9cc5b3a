import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { canReadPdf, pdfText } from "../exports/test-support";
import { certificateFromFile, certificateFromPems, generateCertificatePems } from "./certificate";
import { canSeal, type SealFacts, sealEnvelope } from "./seal";
import { checkSeal } from "./verify-pdf";

/** A 1×1 PNG, as a drawn signature. */
const dot = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function onePagePdf(text: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

const facts: SealFacts = {
  envelopeId: "envelope-1",
  title: "Safeguarding policy",
  companyName: "Sunrise Care",
  senderName: "Olivia Owner",
  senderEmail: "owner@example.com",
  originalSha256: "a".repeat(64),
  sentAt: new Date("2026-11-20T09:00:00Z"),
  completedAt: new Date("2026-11-21T10:30:00Z"),
  signers: [
    {
      name: "Zoë Ashby",
      email: "zoe@example.com",
      signatureType: "typed",
      typedName: "Zoë Ashby 陳",
      image: null,
      invitedAt: new Date("2026-11-20T09:00:01Z"),
      viewedAt: new Date("2026-11-20T11:00:00Z"),
      signedAt: new Date("2026-11-20T11:05:00Z"),
      ip: "203.0.113.7",
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) ${"VeryLongToken".repeat(20)}`,
    },
    {
      name: "Ben Carter",
      email: "ben@example.com",
      signatureType: "drawn",
      typedName: "",
      image: dot,
      invitedAt: new Date("2026-11-20T11:05:01Z"),
      viewedAt: null,
      signedAt: new Date("2026-11-21T10:30:00Z"),
      ip: null,
      userAgent: null,
    },
  ],
};

const certificate = certificateFromPems(generateCertificatePems());

describe("sealing a completed envelope", async () => {
  const original = await onePagePdf("The policy text");
  const sealed = await sealEnvelope(original, facts, certificate);

  it("adds the signature and certificate pages and verifies", async () => {
    expect(checkSeal(sealed, certificate)).toBe("valid");
    const doc = await PDFDocument.load(sealed);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    if (!canReadPdf) return;
    const text = await pdfText(sealed);
    expect(text).toContain("The policy text");
    expect(text).toContain("Certificate of completion");
    expect(text).toContain("a".repeat(64));
    expect(text).toContain("203.0.113.7");
    expect(text).toContain("ben@example.com");
    expect(text).toContain("20/11/2026 11:05:00 UTC");
  });

  it("fails once any single byte is changed", () => {
    const contents = sealed.indexOf("/Contents <") + "/Contents <".length;
    const positions = [
      0,
      100,
      Math.floor(sealed.length / 2),
      contents + 10,
      contents + 6000,
      sealed.length - 1,
    ];
    for (const position of positions) {
      const changed = Buffer.from(sealed);
      changed[position] = (changed[position] ?? 0) ^ (changed[position] === 0x30 ? 0x01 : 0x20);
      expect(checkSeal(changed, certificate), `byte ${position}`).not.toBe("valid");
    }
  });

  it("fails when anything is appended", () => {
    const appended = Buffer.concat([sealed, Buffer.from("\n% added\n")]);
    expect(checkSeal(appended, certificate)).toBe("altered");
  });

  it("tells an unsigned PDF and another certificate's seal apart", async () => {
    expect(checkSeal(original, certificate)).toBe("not-signed");
    const other = certificateFromPems(generateCertificatePems());
    expect(checkSeal(sealed, other)).toBe("unknown-certificate");
  });

  it("seals with a configured PKCS#12 just the same", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "cloudoc-p12-")), "signing.p12");
    await writeFile(file, certificate.p12);
    const configured = await certificateFromFile(file, certificate.passphrase);
    expect(configured.fingerprint).toBe(certificate.fingerprint);
    expect(checkSeal(await sealEnvelope(original, facts, configured), certificate)).toBe("valid");
    await expect(certificateFromFile(file, "wrong")).rejects.toThrow();
  });

  it("knows which PDFs it can seal", async () => {
    expect(await canSeal(original)).toBe(true);
    expect(await canSeal(Buffer.from("%PDF-1.7 broken"))).toBe(false);
  });
});
