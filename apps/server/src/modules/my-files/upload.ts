import { myFilesMessages } from "@cloudoc/contract";
import { AppError, badRequest } from "../../platform/envelope";
import type { UploadedForm } from "../../platform/multipart-form";
import type { Platform } from "../../platform/platform";
import { recordStoredFile } from "../billing/storage";
import { safeFileName } from "../exports/files";
import { isPdf } from "../policies/upload";
import { auditMyFiles } from "./audit";
import { myFilePdfKey, myFileStorageKind } from "./copies";
import { type MyFilesActor, targetFolder, toFile } from "./queries";
import { myFiles } from "./tables";

/**
 * POST /user/myfiles/upload: a PDF (by its bytes, never its name or the browser's type) into a
 * folder, counted against the company's storage (413 past the quota). The file is stored before
 * the row is written and removed again if the row cannot be.
 */
export async function uploadFile(
  platform: Platform,
  actor: MyFilesActor,
  fields: { fileName?: string; parentId?: string },
  file: UploadedForm["file"],
) {
  if (!file || file.bytes.length === 0) throw badRequest(myFilesMessages.choosePdf);
  if (!isPdf(file.bytes)) throw new AppError(415, myFilesMessages.pdfOnly);
  const stem = (fields.fileName || file.filename).replace(/\.pdf$/i, "").trim();
  const name = safeFileName(stem, "pdf");
  const key = myFilePdfKey(actor.companyId);
  await platform.storage.put(key, file.bytes, "application/pdf");
  try {
    return await platform.db.transaction(async (tx) => {
      const folderId = await targetFolder(tx, actor, fields.parentId);
      const bytes = file.bytes.length;
      await recordStoredFile(tx, {
        companyId: actor.companyId,
        storageKey: key,
        kind: myFileStorageKind,
        bytes,
      });
      const [made] = await tx
        .insert(myFiles)
        .values({
          companyId: actor.companyId,
          ownerId: actor.userId,
          folderId,
          kind: "pdf",
          name,
          storageKey: key,
          sizeBytes: bytes,
        })
        .returning();
      if (!made) throw new Error("the file was not written");
      await auditMyFiles(tx, actor, "my_file.uploaded", made.id, { folderId, size: bytes });
      return toFile(made);
    });
  } catch (error) {
    await platform.storage.delete(key).catch(() => {});
    throw error;
  }
}
