import { type CompanyProfile, findBusinessVariable, isProfileImageField } from "@cloudoc/contract";
import type { Storage } from "../../platform/storage";
import { imageContentTypes, imageStorageKey, isImageReference, sniffImage } from "./images";

/** Profile images are small (300 × 300 at most); anything larger is not embedded. */
const maxImageBytes = 2 * 1024 * 1024;
const dataUrlPattern = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) return undefined;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * A profile image as a data: URL that a page or printer shows without any request: an inline
 * image as it is, or the company's upload read from its own storage folder. Anything else is "".
 */
export async function imageDataUrl(
  storage: Storage,
  companyId: string,
  value: string | undefined,
): Promise<string> {
  if (!value) return "";
  if (dataUrlPattern.test(value)) return value;
  if (!isImageReference(value)) return "";
  const stream = await storage.get(imageStorageKey(companyId, value)).catch(() => undefined);
  const bytes = stream ? await readAll(stream, maxImageBytes) : undefined;
  const kind = bytes ? sniffImage(bytes) : null;
  if (!bytes || !kind) return "";
  return `data:${imageContentTypes[kind]};base64,${bytes.toString("base64")}`;
}

/** The profile image fields the given business variables are filled from (logo, signatures). */
export function imageFieldsOf(variableKeys: readonly string[]): string[] {
  const fields = variableKeys.flatMap((key) => {
    const source = findBusinessVariable(key)?.source;
    return source?.kind === "profile" ? source.fields.filter(isProfileImageField) : [];
  });
  return [...new Set(fields)];
}

/**
 * The profile with the named image fields as data: URLs, so the variables filled from them show
 * the image (see fillVariables) instead of a storage reference. Other fields are unchanged.
 */
export async function profileWithImages(
  storage: Storage,
  companyId: string,
  profile: CompanyProfile,
  fields: readonly string[],
): Promise<CompanyProfile> {
  const images = await Promise.all(
    fields.map(async (field) => [field, await imageDataUrl(storage, companyId, profile[field])] as const),
  );
  return { ...profile, ...Object.fromEntries(images) };
}
