/**
 * The sample-documents download (`POST /api/download/sampledocument`, spec 000 §7, contract
 * samples.ts): what the form sends (JSON, the logo inline as a PNG or JPEG data URL) and how the
 * reply is read. The server answers a zip on success and the JSON envelope on failure; 404 means
 * the call does not exist on this server.
 */

export const sampleDownloadPath = "/api/download/sampledocument";
export const sampleDownloadFallbackName = "Cloudoc-sample-documents.zip";
export const samplesNotAvailable = "Sample downloads are not available yet.";
/** The contract takes a data URL of at most 400,000 characters: about 290 KB of image. */
export const maxLogoBytes = 290 * 1024;
export const logoTypes = ["image/png", "image/jpeg"] as const;

export interface SampleCompanyInfo {
  name: string;
  email: string;
  phone: string;
  companyName: string;
  website: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

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
export function sampleDownloadBody(
  info: SampleCompanyInfo,
  logoDataUrl: string,
): SampleCompanyInfo & { companyLogo: string; smallcompanyLogo: string } {
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

/** The file name of a `Content-Disposition` header (RFC 6266 filename* first), else the fallback. */
export function filenameFromDisposition(header: string | null | undefined): string {
  if (!header) return sampleDownloadFallbackName;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | undefined;
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) name = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim();
  // Keep the name to a plain file name: no folders, no control characters.
  const safe = name
    ?.split(/[\\/]/)
    .pop()
    ?.split("")
    .filter((char) => char.charCodeAt(0) > 31 && char.charCodeAt(0) !== 127)
    .join("")
    .trim();
  return safe ? safe : sampleDownloadFallbackName;
}

export type DownloadReply =
  | { kind: "file" }
  | { kind: "unavailable" }
  | { kind: "failure"; expectJson: boolean };

/** How to read a reply: a file to save, "not available yet" (404), or a failure to explain. */
export function classifyDownloadReply(status: number, contentType: string | null): DownloadReply {
  if (status === 404) return { kind: "unavailable" };
  const json = (contentType ?? "").toLowerCase().includes("json");
  if (status >= 200 && status < 300 && !json) return { kind: "file" };
  return { kind: "failure", expectJson: json };
}

/** Whether a chosen logo may be sent; the message to show when not. */
export function logoProblem(file: Pick<File, "size" | "type"> | null): string | null {
  if (!file) return null;
  if (!(logoTypes as readonly string[]).includes(file.type)) return "Choose a PNG or JPEG image.";
  if (file.size > maxLogoBytes) return "The logo must be 290 KB or smaller.";
  return null;
}
