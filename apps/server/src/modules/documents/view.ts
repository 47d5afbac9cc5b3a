import { type DocumentView, isAbsent, shownDate, ukToday, variableValues } from "@cloudoc/contract";
import { fillVariables, variablesIn, withoutRemoteImages } from "@cloudoc/documents";
import type { Database } from "../../platform/db/client";
import type { Storage } from "../../platform/storage";
import { imageFieldsOf, profileWithImages } from "../profile/image-data";
import { isImageReference } from "../profile/images";
import { companyVariableSources } from "../profile/variables";
import { readDocument } from "./queries";
import { versionSummary } from "./versions";

/** YYYY-MM-DD as the product shows dates: DD/MM/YYYY. */

/** How the variables panel shows an image value (the image itself shows in the view). */
const panelValue = (value: string) =>
  isImageReference(value) || value.startsWith("data:image/") ? "Image on file" : value;

/**
 * POST /user/get-view-content: the document, its current version, and its HTML with the variables
 * filled in (a visible gap where a value is missing; a logo or signature as the image itself),
 * plus the keys still missing.
 */
export async function viewDocument(
  { db, storage }: { db: Database; storage: Storage },
  companyId: string,
  fileId: string,
): Promise<DocumentView> {
  // The document and the company's variables together; then the version the document is at.
  const [{ document, item }, sources] = await Promise.all([
    readDocument(db, companyId, fileId),
    companyVariableSources(db, companyId),
  ]);
  const html = `${document.header}${document.content}${document.footer}`;
  const keys = variablesIn(html);
  const [profile, currentVersion] = await Promise.all([
    profileWithImages(storage, companyId, sources.profile, imageFieldsOf(keys)),
    versionSummary(db, companyId, document.id, document.version),
  ]);
  const values = variableValues(
    profile,
    { ...sources.extras, ...document.variables },
    {
      title: document.name,
      policyNumber: document.policyNumber,
      reviewDate: shownDate(document.reviewDate),
      version: String(document.version),
      date: shownDate(ukToday(document.updatedAt)),
    },
  );
  const missing = keys.filter((key) => isAbsent(values[key]));
  return {
    ...item,
    content: document.content,
    header: document.header,
    footer: document.footer,
    // Content saved before remote images were refused must not make the reader's browser fetch them.
    viewContent: withoutRemoteImages(fillVariables(document.content, values)),
    viewHeader: withoutRemoteImages(fillVariables(document.header, values)),
    viewFooter: withoutRemoteImages(fillVariables(document.footer, values)),
    variables: document.variables,
    missingVariables: missing,
    variableValues: Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, panelValue(value)]),
    ),
    templateVersion: document.templateVersion,
    currentVersion,
  };
}
