import { randomUUID } from "node:crypto";
import { messages, parseChangeRequest } from "@cloudoc/contract";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { AppError, badRequest } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { recordStoredFile } from "../billing/storage";
import { imageContentTypes, sniffImage } from "./images";
import { profileEditRequests } from "./tables";

/** The kinds of supporting document besides images, by the extension their key is stored with. */
const documentContentTypes: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
};

/** A supporting document's extension, by its bytes: PDF, Word (doc or docx) or an image. */
function documentExtension(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 8);
  if (head.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return "docx";
  if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return "doc";
  return sniffImage(bytes);
}

function sniffDocument(bytes: Buffer): { extension: string; contentType: string } | null {
  const extension = documentExtension(bytes);
  const contentType = extension ? supportingFileContentType(extension) : undefined;
  return extension && contentType ? { extension, contentType } : null;
}

/** The content type of a stored supporting file, by its key's extension (set when it was checked). */
export function supportingFileContentType(fileKey: string): string | undefined {
  const extension = fileKey.split(".").pop() ?? "";
  return documentContentTypes[extension] ?? imageContentTypes[extension as keyof typeof imageContentTypes];
}

/** A file name safe to show and store: its last path segment, plain characters, bounded. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base.replace(/[^\w .()-]+/g, "_").slice(0, 200);
}

export interface EditRequestInput {
  reason: string;
  detail_expalanation: string;
  filename: string;
  changeRequest: string;
  file?: { bytes: Buffer; filename: string };
}

/**
 * POST /company/profile/edit/request: asks to change a field that is read-only once filled
 * (spec 000 §2 Profile page), with a reason, an explanation and an optional supporting file.
 * The file is stored under the company's own folder before the request row is written; if the
 * row cannot be written, the file is removed again.
 */
export async function createEditRequest(platform: Platform, actor: CompanyActor, input: EditRequestInput) {
  const change = parseChangeRequest(input.changeRequest);
  if (change === null) {
    throw badRequest(messages.editRequestFieldInvalid, [
      { field: "changeRequest", message: messages.editRequestFieldInvalid },
    ]);
  }
  const id = randomUUID();
  let fileKey: string | null = null;
  let fileName = cleanFileName(input.filename);
  if (input.file && input.file.bytes.length > 0) {
    const kind = sniffDocument(input.file.bytes);
    if (!kind) throw new AppError(415, messages.editRequestFileType);
    fileName = cleanFileName(input.filename || input.file.filename) || `supporting.${kind.extension}`;
    fileKey = `companies/${actor.companyId}/edit-requests/${id}.${kind.extension}`;
    await platform.storage.put(fileKey, input.file.bytes, kind.contentType);
  }
  try {
    await platform.db.transaction(async (tx) => {
      await tx.insert(profileEditRequests).values({
        id,
        companyId: actor.companyId,
        requestedBy: actor.userId,
        reason: input.reason,
        explanation: input.detail_expalanation,
        changeRequest: change,
        fileKey,
        fileName,
      });
      if (fileKey && input.file) {
        await recordStoredFile(tx, {
          companyId: actor.companyId,
          storageKey: fileKey,
          kind: "edit-request",
          bytes: input.file.bytes.length,
        });
      }
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "profile.edit-request",
        entityType: "profile_edit_request",
        entityId: id,
        detail: { fields: Object.keys(change), withFile: fileKey !== null },
      });
    });
  } catch (error) {
    if (fileKey) await platform.storage.delete(fileKey).catch(() => {});
    throw error;
  }
  return { _id: id, fields: Object.keys(change), fileName, status: "pending" as const };
}
