import type { CompanyActor } from "../../platform/actor";
import type { UploadedForm } from "../../platform/multipart-form";
import type { Platform } from "../../platform/platform";
import { documentFile } from "../exports/downloads";
import { uploadFile } from "../my-files/upload";
import { findDocument } from "./queries";

/**
 * The documents area's two PDF calls (decision 032). The library holds editable documents, not
 * PDFs; a PDF someone makes or brings is theirs, so both land in their My Files, where PDFs are
 * already kept, counted against storage, shared and sent for signature.
 */

/** The form field the specification names for the uploaded PDF. */
export const uploadedPdfField = "pdfImg";

/** POST /user/upload-pdf: the PDF in `pdfImg` (else the form's one file), as My Files takes it. */
export function uploadDocumentPdf(
  platform: Platform,
  actor: CompanyActor,
  fields: { fileName?: string; parentId?: string },
  form: UploadedForm,
) {
  const file = form.files.find((part) => part.fieldname === uploadedPdfField) ?? form.file;
  return uploadFile(platform, actor, fields, file);
}

/** POST /user/create-pdf: the document printed with the company's look, filed in My Files. */
export async function createDocumentPdf(
  platform: Platform,
  actor: CompanyActor,
  fields: { fileId: string; fileName?: string; parentId?: string },
) {
  const document = await findDocument(platform.db, actor.companyId, fields.fileId);
  const printed = await documentFile(platform, actor.companyId, document.id, "pdf");
  const file = { bytes: printed.body, filename: printed.fileName, fieldname: "file" };
  return uploadFile(
    platform,
    actor,
    { fileName: fields.fileName ?? document.name, parentId: fields.parentId },
    file,
  );
}
