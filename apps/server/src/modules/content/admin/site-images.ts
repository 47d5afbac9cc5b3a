import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { messages, siteImageMaxBytes, siteImageUrl, siteMessages } from "@cloudoc/contract";
import type { FastifyRequest } from "fastify";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import { AppError, badRequest, notFound } from "../../../platform/envelope";
import { readForm } from "../../../platform/multipart-form";
import type { Platform } from "../../../platform/platform";
import { imageContentTypes, parsedImageSize, sniffImage } from "../../profile/images";

/** Raster kinds only: an SVG can carry script, and a favicon may be an ICO. */
type SiteImageKind = keyof typeof siteImageTypes;
const siteImageTypes = { ...imageContentTypes, ico: "image/x-icon" } as const;

const storageKey = (reference: string) => `site/images/${reference}`;
const kindOf = (reference: string) => reference.slice(reference.lastIndexOf(".") + 1) as SiteImageKind;

/** What the bytes are, by signature: the profile's raster kinds, or an ICO (reserved 0, type 1). */
function sniffSiteImage(bytes: Buffer): SiteImageKind | null {
  const icon = bytes.length > 6 && bytes.readUInt16LE(0) === 0 && bytes.readUInt16LE(2) === 1;
  return sniffImage(bytes) ?? (icon ? "ico" : null);
}

/** A real image of an allowed kind whose header parses (a renamed file or a broken one is refused). */
function checkSiteImage(bytes: Buffer): SiteImageKind {
  const kind = sniffSiteImage(bytes);
  if (!kind || !parsedImageSize(bytes, kind)) throw new AppError(415, siteMessages.imageType);
  return kind;
}

/** The form's first file, held in memory up to the site image limit (larger answers 413). */
export async function readSiteImage(request: FastifyRequest, actor: AdminActor): Promise<Buffer | undefined> {
  const form = await readForm(request, actor, siteImageMaxBytes, {
    tooLarge: siteMessages.imageFileTooLarge,
    notMultipart: messages.chooseImage,
  });
  return form.file?.bytes;
}

/**
 * POST /admin/site/image/upload: checks the image by its bytes and stores it under an unguessable
 * reference. The settings point at it only when the admin saves them.
 */
export async function uploadSiteImage(platform: Platform, actor: AdminActor, bytes: Buffer | undefined) {
  if (!bytes || bytes.length === 0) throw badRequest(messages.chooseImage);
  const kind = checkSiteImage(bytes);
  const reference = `site-${randomUUID()}.${kind}`;
  await platform.storage.put(storageKey(reference), bytes, siteImageTypes[kind]);
  await recordAudit(platform.db, {
    ...adminAuditBy(actor),
    action: "admin.site-image.uploaded",
    entityType: "site_image",
    entityId: reference,
    detail: { bytes: bytes.length, kind },
  });
  return { reference, url: siteImageUrl(reference) };
}

/** GET /site/image/{reference}: a stored site image, or 404. */
export async function siteImage(
  platform: Platform,
  reference: string,
): Promise<{ body: Readable; contentType: string }> {
  const body = await platform.storage.get(storageKey(reference));
  if (!body) throw notFound();
  return { body, contentType: siteImageTypes[kindOf(reference)] };
}
