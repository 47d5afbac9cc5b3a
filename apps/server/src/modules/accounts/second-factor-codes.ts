import { recoveryCodeCount } from "@cloudoc/contract";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { newCode, sha256 } from "../../platform/tokens";

/** TOTP of RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const issuer = "Cloudoc";
const totpOf = (secret: string, email = "") =>
  new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });

/** A new secret (160 bits, base32) with the address and QR code an authenticator app scans. */
export async function newTotpSecret(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, email).toString();
  return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/**
 * The time step a code belongs to, or null when it is wrong. One step either side is accepted
 * (a phone clock a little off); the caller refuses a step already used.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Base32 letters and digits: no 0/O or 1/I to misread when typed from paper. */
const recoveryAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Fresh recovery codes as shown (ABCD-EFGH-JKLM-NPQR, 80 bits each) and the hashes to keep. */
export function newRecoveryCodes() {
  const plain = Array.from({ length: recoveryCodeCount }, () => newCode(16, recoveryAlphabet));
  return {
    shown: plain.map((code) => code.match(/.{4}/g)?.join("-") ?? code),
    hashes: plain.map(recoveryCodeHash),
  };
}

/** The stored form of a recovery code already normalised by the contract (no dashes, upper case). */
export const recoveryCodeHash = (code: string) => sha256(`recovery:${code}`);
