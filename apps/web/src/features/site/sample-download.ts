import { messages, type SampleDownload } from "@cloudoc/contract";
import { ApiError } from "../../lib/api";

/**
 * The sample-documents download (`POST /api/download/sampledocument`, spec 000 §7, contract
 * samples.ts): what the form sends (JSON, the logo inline as a PNG or JPEG data URL) and how a
 * failure is told. The server answers a zip on success and the JSON envelope on failure; 404 means
 * the call does not exist on this server.
 */

export const sampleDownloadFallbackName = "Cloudoc-sample-documents.zip";
export const samplesNotAvailable = "Sample downloads are not available yet.";
/** The contract takes a data URL of at most 400,000 characters: about 290 KB of image. */
export const maxLogoBytes = 290 * 1024;
export const logoTypes = ["image/png", "image/jpeg"] as const;

/** The form's fields: the contract's details without the logos (chosen as a file, sent inline). */
export type SampleCompanyInfo = Omit<SampleDownload, "companyLogo" | "smallcompanyLogo">;

export const emptyCompanyInfo: SampleCompanyInfo = {
  name: "",
  email: "",
  phone: "",
  companyName: "",
  website: "",
  line1: "",
  line2: "",
  city: "",
  state: "",
  postalCode: "",
  country: "United Kingdom",
};

/** The JSON body: every field trimmed, the phone as digits, the logo (optional) as a data URL. */
export function sampleDownloadBody(info: SampleCompanyInfo, logoDataUrl: string): SampleDownload {
  const trimmed = Object.fromEntries(
    Object.entries(info).map(([key, value]) => [key, value.trim()]),
  ) as unknown as SampleCompanyInfo;
  return {
    ...trimmed,
    phone: trimmed.phone.replace(/[\s()+-]/g, ""),
    companyLogo: logoDataUrl,
    smallcompanyLogo: logoDataUrl,
  };
}

export type SampleOutcome =
  | { kind: "saved"; filename: string }
  | { kind: "unavailable" }
  | { kind: "error"; message: string };

/** What a failed download tells the visitor: "not available yet" for a 404, else the server's message. */
export function failedOutcome(error: unknown): SampleOutcome {
  if (error instanceof ApiError && error.httpStatus === 404) return { kind: "unavailable" };
  return { kind: "error", message: error instanceof ApiError ? error.message : messages.somethingWentWrong };
}

/** Whether a chosen logo may be sent; the message to show when not. */
export function logoProblem(file: Pick<File, "size" | "type"> | null): string | null {
  if (!file) return null;
  if (!(logoTypes as readonly string[]).includes(file.type)) return "Choose a PNG or JPEG image.";
  if (file.size > maxLogoBytes) return "The logo must be 290 KB or smaller.";
  return null;
}
