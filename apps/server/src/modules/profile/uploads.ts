import type { Readable } from "node:stream";
import { isProfileImageField, messages, type ProfileImageField } from "@cloudoc/contract";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import type { ProfileActor } from "./access";
import {
  checkProfileImage,
  imageContentTypes,
  imageStorageKey,
  imageUrl,
  isImageReference,
  kindOfReference,
  newImageReference,
} from "./images";
import { setImageReference } from "./service";
import { storedProfile } from "./store";

export interface UploadedForm {
  fields: Record<string, string>;
  file?: { bytes: Buffer; filename: string };
}

/**
 * Reads a multipart form: its text fields and its first file, held in memory up to `maxBytes`
 * (a larger file answers 413 with `tooLarge`). Anything that is not multipart is refused.
 */
export async function readForm(
  request: FastifyRequest,
  maxBytes: number,
  failures: { tooLarge: string; notMultipart: string },
): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new AppError(415, failures.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedForm["file"];
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 20_000 } });
    for await (const part of parts) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        file ??= { bytes, filename: part.filename };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, failures.tooLarge);
    throw error;
  }
  return { fields, file };
}

/** Which profile field an image upload is for: the logo call always sets the logo. */
export function uploadField(fields: Record<string, string>, fallback: ProfileImageField): ProfileImageField {
  const named = fields.field ?? fields.type ?? fields.fieldName;
  if (named === undefined || named === "") return fallback;
  if (!isProfileImageField(named))
    throw badRequest(messages.notUploaded, [{ field: "field", message: messages.notUploaded }]);
  return named;
}

/**
 * POST /admin/users/logo/upload and /admin/users/image/upload: checks the image (a real raster
 * image, at most 300 × 300), stores it under the company's folder, points the field at it, and
 * removes the image it replaced.
 */
export async function uploadProfileImage(
  platform: Platform,
  actor: ProfileActor,
  field: ProfileImageField,
  file: UploadedForm["file"],
) {
  if (!file || file.bytes.length === 0) throw badRequest(messages.chooseImage);
  const kind = checkProfileImage(file.bytes);
  const reference = newImageReference(field, kind);
  const key = imageStorageKey(actor.companyId, reference);
  await platform.storage.put(key, file.bytes, imageContentTypes[kind]);
  let replaced: string;
  try {
    replaced = await setImageReference(platform.db, actor, field, reference);
  } catch (error) {
    await platform.storage.delete(key).catch(() => {});
    throw error;
  }
  if (replaced && isImageReference(replaced)) {
    await platform.storage.delete(imageStorageKey(actor.companyId, replaced)).catch(() => {});
  }
  return { field, reference, url: imageUrl(reference) };
}

/**
 * GET /users/details/image/{reference}: one of the company's current profile images. Only a
 * reference the session's own company holds is served; anything else is 404.
 */
export async function profileImage(
  platform: Platform,
  companyId: string,
  reference: string,
): Promise<{ body: Readable; contentType: string }> {
  if (!isImageReference(reference)) throw notFound();
  const { fields } = await storedProfile(platform.db, companyId);
  if (!Object.values(fields).includes(reference)) throw notFound();
  const body = await platform.storage.get(imageStorageKey(companyId, reference));
  if (!body) throw notFound();
  return { body, contentType: imageContentTypes[kindOfReference(reference)] };
}
