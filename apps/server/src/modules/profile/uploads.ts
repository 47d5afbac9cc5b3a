import type { Readable } from "node:stream";
import { isProfileImageField, messages, type ProfileImageField } from "@cloudoc/contract";
import type { CompanyActor } from "../../platform/actor";
import { badRequest, notFound } from "../../platform/envelope";
import type { UploadedForm } from "../../platform/multipart-form";
import type { Platform } from "../../platform/platform";
import { forgetStoredFile, recordStoredFile } from "../billing/storage";
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
  actor: CompanyActor,
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
    const stored = {
      companyId: actor.companyId,
      storageKey: key,
      kind: "profile-image",
      bytes: file.bytes.length,
    };
    await recordStoredFile(platform.db, stored);
    replaced = await setImageReference(platform.db, actor, field, reference);
  } catch (error) {
    await platform.storage.delete(key).catch(() => {});
    await forgetStoredFile(platform.db, actor.companyId, key);
    throw error;
  }
  if (replaced && isImageReference(replaced)) {
    await platform.storage.delete(imageStorageKey(actor.companyId, replaced)).catch(() => {});
    await forgetStoredFile(platform.db, actor.companyId, imageStorageKey(actor.companyId, replaced));
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
