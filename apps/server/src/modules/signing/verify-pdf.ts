import { createHash, createVerify } from "node:crypto";
import type { VerifyReason } from "@cloudoc/contract";
import forge from "node-forge";
import type { PlatformCertificate } from "./certificate";

/**
 * Checks a sealed PDF (decision 028) without trusting anything in it: the signature whose
 * ByteRange covers the whole file (so nothing was appended), its Contents exactly the hex of one
 * DER PKCS#7 padded with zeros (so no byte there can change either), the platform's certificate
 * inside it, the RSA signature over the signed attributes with the platform's own key, and the
 * message digest over the byte ranges. Whether an envelope completed with this file is the
 * service's question.
 */

interface Located {
  signedBytes: Buffer;
  der: Buffer;
}

const byteRangePattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** Every ByteRange in the file; `covering` is the one that spans it all around one hole. */
function findSignature(pdf: Buffer): { any: boolean; covering?: Located; altered?: true } {
  const text = pdf.toString("latin1");
  let any = false;
  for (const match of text.matchAll(byteRangePattern)) {
    any = true;
    const [start, length, holeEnd, tailLength] = match.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (start !== 0 || holeEnd + tailLength !== pdf.length || holeEnd <= length + 1) continue;
    if (text[length] !== "<" || text[holeEnd - 1] !== ">") return { any, altered: true };
    const hex = text.slice(length + 1, holeEnd - 1);
    // Lower-case hex only, as written: "A" for "a" would be the same bytes in a changed file.
    if (!/^[0-9a-f]*$/.test(hex) || hex.length % 2 !== 0) return { any, altered: true };
    const signedBytes = Buffer.concat([pdf.subarray(0, length), pdf.subarray(holeEnd, holeEnd + tailLength)]);
    return { any, covering: { signedBytes, der: Buffer.from(hex, "hex") } };
  }
  return { any };
}

interface Captured {
  signature: string;
  digestAlgorithm: string;
  authenticatedAttributes: forge.asn1.Asn1[];
}

/** The length of the DER value at the start of `der` (its tag, length and contents). */
function derLength(der: Buffer): number {
  const first = der[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const size = first & 0x7f;
  if (size === 0 || size > 4) return Number.NaN;
  return 2 + size + der.subarray(2, 2 + size).readUIntBE(0, size);
}

/** The PKCS#7 and its raw parts; undefined when the Contents are not exactly one message plus zeros. */
function parseSignedData(der: Buffer) {
  const length = derLength(der);
  if (!(length <= der.length) || der.subarray(length).some((byte) => byte !== 0)) return undefined;
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.subarray(0, length).toString("binary")));
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.Captured<forge.pkcs7.PkcsSignedData>;
  return { certificates: message.certificates ?? [], raw: message.rawCapture as Captured };
}

const certificateDer = (certificate: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), "binary");

function attributeDigest(attributes: forge.asn1.Asn1[]): Buffer | undefined {
  for (const attribute of attributes) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    if (!type || !values) continue;
    if (forge.asn1.derToOid(type.value as string) !== forge.pki.oids.messageDigest) continue;
    const [digest] = values.value as forge.asn1.Asn1[];
    return digest ? Buffer.from(digest.value as string, "binary") : undefined;
  }
  return undefined;
}

/** Whether the platform key signed these attributes and they carry the digest of `signedBytes`. */
function signatureHolds(raw: Captured, signedBytes: Buffer, certificate: PlatformCertificate): boolean {
  const hash = forge.pki.oids[forge.asn1.derToOid(raw.digestAlgorithm)];
  if (hash !== "sha256" && hash !== "sha384" && hash !== "sha512") return false;
  const set = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    raw.authenticatedAttributes,
  );
  const signedAttributes = Buffer.from(forge.asn1.toDer(set).getBytes(), "binary");
  const verifier = createVerify(`RSA-${hash.toUpperCase()}`);
  verifier.update(signedAttributes);
  if (!verifier.verify(certificate.pem, Buffer.from(raw.signature, "binary"))) return false;
  const expected = attributeDigest(raw.authenticatedAttributes);
  return expected !== undefined && createHash(hash).update(signedBytes).digest().equals(expected);
}

/** The verdict on the file's seal alone. */
export function checkSeal(pdf: Buffer, certificate: PlatformCertificate): VerifyReason {
  const found = findSignature(pdf);
  if (found.altered) return "altered";
  if (!found.covering) return found.any ? "altered" : "not-signed";
  let parsed: ReturnType<typeof parseSignedData>;
  try {
    parsed = parseSignedData(found.covering.der);
  } catch {
    return "unreadable";
  }
  if (!parsed) return "altered";
  if (!parsed.certificates.some((candidate) => certificateDer(candidate).equals(certificate.der))) {
    return "unknown-certificate";
  }
  try {
    return signatureHolds(parsed.raw, found.covering.signedBytes, certificate) ? "valid" : "altered";
  } catch {
    return "unreadable";
  }
}
