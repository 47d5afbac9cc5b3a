import { type DocumentFacts, ukToday, variableValues } from "@cloudoc/contract";
import type { HeadingColours, PrintInput } from "@cloudoc/documents";
import type { Executor } from "../../platform/db/client";
import type { Storage } from "../../platform/storage";
import { imageContentTypes, imageStorageKey, isImageReference, sniffImage } from "../profile/images";
import { documentSettingsOf } from "../profile/settings";
import { companyVariableSources } from "../profile/variables";

/** Logos are small (300 × 300 at most); anything larger is not embedded. */
const maxLogoBytes = 2 * 1024 * 1024;
const dataUrlPattern = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;

/** How a company's documents look and what fills them: read once per export, reused per document. */
export interface CompanyLook {
  companyName: string;
  colours: HeadingColours;
  template: string;
  logoUrl: string;
  profile: Readonly<Record<string, string>>;
  extras: Readonly<Record<string, string>>;
}

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
 * The logo as a data: URL the printer can show without any request: an inline image as it is, or
 * the company's uploaded logo read from its own storage folder. Anything else is left out.
 */
async function logoDataUrl(storage: Storage, companyId: string, logo: string | undefined): Promise<string> {
  if (!logo) return "";
  if (dataUrlPattern.test(logo)) return logo;
  if (!isImageReference(logo)) return "";
  const stream = await storage.get(imageStorageKey(companyId, logo)).catch(() => undefined);
  const bytes = stream ? await readAll(stream, maxLogoBytes) : undefined;
  const kind = bytes ? sniffImage(bytes) : null;
  if (!bytes || !kind) return "";
  return `data:${imageContentTypes[kind]};base64,${bytes.toString("base64")}`;
}

export async function companyLook(db: Executor, storage: Storage, companyId: string): Promise<CompanyLook> {
  const [sources, settings] = await Promise.all([
    companyVariableSources(db, companyId),
    documentSettingsOf(db, companyId),
  ]);
  return {
    companyName: sources.profile.companyName ?? "",
    colours: settings.colours,
    template: settings.template,
    logoUrl: await logoDataUrl(storage, companyId, sources.profile.companyLogo),
    profile: sources.profile,
    extras: sources.extras,
  };
}

/** YYYY-MM-DD as the product shows dates: DD/MM/YYYY. */
export const shownDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** What one printable thing brings: its body, header, footer, facts and own variable values. */
export interface Printable {
  name: string;
  policyNumber: string;
  body: string;
  header: string;
  footer: string;
  orientation: PrintInput["orientation"];
  variables: Readonly<Record<string, string>>;
  version: string;
  /** YYYY-MM-DD. */
  reviewDate: string;
  updatedAt: Date;
}

/** The variable values of one printable for the company. */
export function valuesFor(look: CompanyLook, item: Printable): Record<string, string> {
  const facts: DocumentFacts = {
    title: item.name,
    policyNumber: item.policyNumber,
    reviewDate: shownDate(item.reviewDate),
    version: item.version,
    date: shownDate(ukToday(item.updatedAt)),
  };
  return variableValues(look.profile, { ...look.extras, ...item.variables }, facts);
}

/** The print input (shared by PDF and Word) of one printable. */
export function printInputOf(look: CompanyLook, item: Printable): PrintInput {
  const values = valuesFor(look, item);
  return {
    body: item.body,
    header: item.header,
    footer: item.footer,
    values,
    control: {
      title: item.name,
      policyNumber: item.policyNumber,
      version: item.version,
      reviewDate: shownDate(item.reviewDate),
    },
    orientation: item.orientation,
    colours: look.colours,
    template: look.template,
    logoUrl: look.logoUrl,
    // The name the company's documents use (its own value of the variable, if it set one).
    companyName: values["company.name"] || look.companyName,
  };
}
