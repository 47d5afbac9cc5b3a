import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import forge from "node-forge";
import type { Config } from "../../config";
import type { Database } from "../../platform/db/client";
import { sharedSecret } from "../../platform/secrets";

/**
 * The platform certificate that seals completed envelopes (decision 028): the PKCS#12 named by
 * the configuration, or a self-signed "Cloudoc signing" certificate generated once and kept as a
 * platform secret, so every process seals and verifies with the same one.
 */
export interface PlatformCertificate {
  p12: Buffer;
  passphrase: string;
  /** The certificate alone (DER), to recognise it inside a PDF's signature. */
  der: Buffer;
  pem: string;
  /** SHA-256 of the DER, hex: names the certificate in the audit trail. */
  fingerprint: string;
}

const secretName = "e-signature-certificate";
const validYears = 20;

/** A new RSA key (node's fast generator) with a self-signed certificate, as PEM text. */
export function generateCertificatePems(now = new Date()): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: the first byte's high bit clear.
  certificate.serialNumber = `01${randomBytes(15).toString("hex")}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime());
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + validYears);
  const name = [
    { name: "commonName", value: "Cloudoc signing" },
    { name: "organizationName", value: "Cloudoc" },
    { name: "countryName", value: "GB" },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  return JSON.stringify({ keyPem, certificatePem: forge.pki.certificateToPem(certificate) });
}

const derOf = (certificate: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), "binary");

function described(p12: Buffer, passphrase: string, certificate: forge.pki.Certificate): PlatformCertificate {
  const der = derOf(certificate);
  return {
    p12,
    passphrase,
    der,
    pem: forge.pki.certificateToPem(certificate),
    fingerprint: createHash("sha256").update(der).digest("hex"),
  };
}

/** The stored key and certificate wrapped as a PKCS#12 for the signer. */
export function certificateFromPems(stored: string): PlatformCertificate {
  const { keyPem, certificatePem } = JSON.parse(stored) as { keyPem: string; certificatePem: string };
  const key = forge.pki.privateKeyFromPem(keyPem);
  const certificate = forge.pki.certificateFromPem(certificatePem);
  const passphrase = randomBytes(16).toString("hex");
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: "3des" });
  return described(Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"), passphrase, certificate);
}

const keyBagType = forge.pki.oids.pkcs8ShroudedKeyBag as string;
const certificateBagType = forge.pki.oids.certBag as string;

/** The configured PKCS#12: its certificate is the one whose public key matches the private key. */
export async function certificateFromFile(p12File: string, passphrase: string): Promise<PlatformCertificate> {
  const p12 = await readFile(p12File);
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), false, passphrase);
  const keyBags = parsed.getBags({ bagType: keyBagType })[keyBagType] ?? [];
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  const certificates = parsed.getBags({ bagType: certificateBagType })[certificateBagType] ?? [];
  const match = certificates.find((bag) => {
    const publicKey = bag.cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
    return key !== undefined && publicKey?.n.equals(key.n) === true;
  });
  if (!match?.cert) throw new Error(`${p12File} holds no certificate matching its private key`);
  return described(p12, passphrase, match.cert);
}

const loaded = new WeakMap<Database, Promise<PlatformCertificate>>();

/** The platform certificate, read once per database (it never changes while the server runs). */
export function platformCertificate(
  db: Database,
  configured: Config["signingCertificate"],
): Promise<PlatformCertificate> {
  let certificate = loaded.get(db);
  if (!certificate) {
    certificate = configured
      ? certificateFromFile(configured.p12File, configured.passphrase)
      : sharedSecret(db, secretName, generateCertificatePems).then(certificateFromPems);
    certificate.catch(() => loaded.delete(db));
    loaded.set(db, certificate);
  }
  return certificate;
}
