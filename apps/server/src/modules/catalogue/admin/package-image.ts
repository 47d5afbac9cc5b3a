import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { adminCatalogueMessages as m, messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { AdminActor } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import { AppError, badRequest, notFound } from "../../../platform/envelope";
import type { Platform } from "../../../platform/platform";
import { type ImageKind, imageContentTypes, parsedImageSize, sniffImage } from "../../profile/images";
import { packages } from "../tables";
import { adminAudit } from "./audit";
import { changeCatalogue } from "./change";
import { packageRow, viewAdminPackage } from "./packages";

/** Package images are pictures for the catalogue cards: raster only (no SVG, which can carry script). */
const packageImageKinds: readonly ImageKind[] = ["png", "jpg", "webp"];
const urlPrefix = "/api/subscription/image/";
const storageKey = (reference: string) => `catalogue/packages/${reference}`;

/** The kind of an uploaded package image, by its bytes; anything else is refused. */
function checkPackageImage(bytes: Buffer): ImageKind {
  const kind = sniffImage(bytes);
  if (!kind || !packageImageKinds.includes(kind) || !parsedImageSize(bytes, kind)) {
    throw new AppError(415, m.packageImageType);
  }
  return kind;
}

/**
 * POST /admin/package/image/upload: stores the image, points the package at the address that
 * serves it, and removes the stored image it replaced (a starter image under /content stays).
 */
export async function uploadPackageImage(
  platform: Platform,
  actor: AdminActor,
  id: string,
  bytes: Buffer | undefined,
) {
  if (!bytes || bytes.length === 0) throw badRequest(messages.chooseImage);
  const kind = checkPackageImage(bytes);
  const reference = `${randomUUID()}.${kind}`;
  await platform.storage.put(storageKey(reference), bytes, imageContentTypes[kind]);
  let replaced: string;
  try {
    replaced = await changeCatalogue(platform.db, async (tx) => {
      const before = await packageRow(tx, id, true);
      const image = `${urlPrefix}${reference}`;
      await tx.update(packages).set({ image, updatedAt: new Date() }).where(eq(packages.id, id));
      await recordAudit(tx, adminAudit(actor, "admin.package.image", "package", id, { image }));
      return before.image;
    });
  } catch (error) {
    await platform.storage.delete(storageKey(reference)).catch(() => {});
    throw error;
  }
  if (replaced.startsWith(urlPrefix)) {
    await platform.storage.delete(storageKey(replaced.slice(urlPrefix.length))).catch(() => {});
  }
  return viewAdminPackage(platform.db, id);
}

/** GET /subscription/image/{reference}: a package image uploaded in the console, for anyone. */
export async function packageImage(
  platform: Platform,
  reference: string,
): Promise<{ body: Readable; contentType: string }> {
  const kind = reference.slice(reference.lastIndexOf(".") + 1) as ImageKind;
  const body = await platform.storage.get(storageKey(reference));
  if (!body || !packageImageKinds.includes(kind)) throw notFound();
  return { body, contentType: imageContentTypes[kind] };
}
