import { randomUUID } from "node:crypto";
import {
  messages,
  type ProfileImageField,
  profileImageFields,
  profileImageMaxPixels,
} from "@cloudoc/contract";
import { imageSize } from "image-size";
import { AppError, badRequest } from "../../platform/envelope";

/** The image kinds a profile accepts: raster only (no SVG, which can carry script). */
export type ImageKind = "png" | "jpg" | "gif" | "webp";

export const imageContentTypes: Record<ImageKind, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the bytes really are, by their signature (never the file name or the browser's type). */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

/**
 * The size of an image whose header parses as the kind its signature says, with real dimensions;
 * undefined for a renamed or broken file. Every image upload checks its bytes with it.
 */
export function parsedImageSize(bytes: Buffer, kind: string): { width: number; height: number } | undefined {
  try {
    const { type, width, height } = imageSize(bytes);
    return type === kind && width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks an uploaded profile image: a real PNG, JPEG, GIF or WebP whose header parses, at most
 * 300 × 300 pixels (spec 000 §4: larger images are refused with the catalogue's message).
 */
export function checkProfileImage(bytes: Buffer): ImageKind {
  const kind = sniffImage(bytes);
  const size = kind ? parsedImageSize(bytes, kind) : undefined;
  if (!kind || !size) throw new AppError(415, messages.imageTypeNotAllowed);
  if (size.width > profileImageMaxPixels || size.height > profileImageMaxPixels) {
    throw badRequest(messages.imageTooBig);
  }
  return kind;
}

/** A new reference for an image of a field: `<field>-<uuid>.<ext>`, unguessable and self-describing. */
export const newImageReference = (field: ProfileImageField, kind: ImageKind) =>
  `${field}-${randomUUID()}.${kind}`;

const referencePattern = new RegExp(
  `^(${profileImageFields.join("|")})-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|gif|webp)$`,
);

export function isImageReference(reference: string): boolean {
  return referencePattern.test(reference);
}

export function kindOfReference(reference: string): ImageKind {
  return reference.slice(reference.lastIndexOf(".") + 1) as ImageKind;
}

/** Where a company's profile image lives in storage: always under that company's own folder. */
export const imageStorageKey = (companyId: string, reference: string) =>
  `companies/${companyId}/profile/${reference}`;

/** The authenticated address that serves a profile image to its own company. */
export const imageUrl = (reference: string) => `/api/users/details/image/${reference}`;
