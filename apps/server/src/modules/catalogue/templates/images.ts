import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import {
  adminTemplateMessages,
  adminTemplatePageSize,
  messages,
  type TemplateImage,
  templateImageMaxBytes,
} from "@cloudoc/contract";
import { desc, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type AdminActor, adminAuditBy } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import { AppError, badRequest } from "../../../platform/envelope";
import { readForm, type UploadedForm } from "../../../platform/multipart-form";
import type { Platform } from "../../../platform/platform";
import { type ImageKind, imageContentTypes, parsedImageSize, sniffImage } from "../../profile/images";
import { templateImages } from "../tables";

/** The form's first file (field templateImage), held in memory up to 500 KB; larger answers 413. */
export async function readImageForm(request: FastifyRequest, actor: AdminActor) {
  const form = await readForm(request, actor, templateImageMaxBytes, {
    tooLarge: adminTemplateMessages.imageTooLarge,
    notMultipart: messages.chooseImage,
  });
  return form.file;
}

/** A real PNG, JPEG, GIF or WebP by its bytes (never its name or the browser's type), whose header parses. */
function checkImage(bytes: Buffer): ImageKind {
  const kind = sniffImage(bytes);
  if (!kind || !parsedImageSize(bytes, kind)) throw new AppError(415, messages.imageTypeNotAllowed);
  return kind;
}

const dataUrl = (contentType: string, bytes: Buffer) =>
  `data:${contentType};base64,${bytes.toString("base64")}`;

/**
 * POST /admin/template/image/upload: checks and stores the picture, and answers it inline (data:)
 * for the editor to insert: template images travel inside the document, as exports never fetch.
 */
export async function uploadTemplateImage(
  platform: Platform,
  actor: AdminActor,
  image: UploadedForm["file"],
): Promise<TemplateImage> {
  if (!image || image.bytes.length === 0) throw badRequest(messages.chooseImage);
  const kind = checkImage(image.bytes);
  const contentType = imageContentTypes[kind];
  const storageKey = `templates/images/${randomUUID()}.${kind}`;
  const fileName = image.filename.trim().slice(0, 200) || `image.${kind}`;
  await platform.storage.put(storageKey, image.bytes, contentType);
  try {
    const row = await platform.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(templateImages)
        .values({ storageKey, fileName, contentType, size: image.bytes.length, uploadedBy: actor.userId })
        .returning();
      if (!inserted) throw new Error("template image was not recorded");
      await recordAudit(tx, {
        ...adminAuditBy(actor),
        action: "admin.template.image.uploaded",
        entityType: "templateImage",
        entityId: inserted.id,
        detail: { fileName, size: inserted.size },
      });
      return inserted;
    });
    return {
      _id: row.id,
      fileName,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
      url: dataUrl(contentType, image.bytes),
    };
  } catch (error) {
    await platform.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/** POST /admin/template/image/list: the image library, newest first, each inline for the editor. */
export async function listTemplateImages(platform: Platform, page: number) {
  const [rows, [counted]] = await Promise.all([
    platform.db
      .select()
      .from(templateImages)
      .orderBy(desc(templateImages.createdAt))
      .limit(adminTemplatePageSize)
      .offset((page - 1) * adminTemplatePageSize),
    platform.db.select({ total: sql<number>`count(*)::int` }).from(templateImages),
  ]);
  const list = await Promise.all(
    rows.map(async (row): Promise<TemplateImage> => {
      const stream = await platform.storage.get(row.storageKey);
      const url = stream ? dataUrl(row.contentType, await buffer(stream)) : "";
      return {
        _id: row.id,
        fileName: row.fileName,
        size: row.size,
        createdAt: row.createdAt.toISOString(),
        url,
      };
    }),
  );
  return { list, total: counted?.total ?? 0 };
}
