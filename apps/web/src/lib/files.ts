import { messages, type RouteDefinition, type RouteInput } from "@cloudoc/contract";
import { ApiError, failureMessage, type RequestOptions, requestOf, send } from "./api";
import { saveBlob } from "./save-file";

/**
 * The one way the web fetches a file the server answers (PDF, DOCX, zip, image): through a
 * route-table call, with the session's token, a failure read from the envelope.
 */

/**
 * The file name of a Content-Disposition header (RFC 6266: the exact UTF-8 `filename*` first),
 * kept to a plain name (no folders, no control characters), else the fallback.
 */
export function fileNameOf(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const exact = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(header)?.[1];
  if (exact) {
    try {
      name = decodeURIComponent(exact.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  const plain = name
    ?.split(/[\\/]/)
    .pop()
    ?.split("")
    .filter((char) => char.charCodeAt(0) > 31 && char.charCodeAt(0) !== 127)
    .join("")
    .trim();
  return plain || fallback;
}

export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

type FileRoute = RouteDefinition & { reply: "file" };

/**
 * Fetches a file call's reply. A JSON reply or an HTTP error is the envelope's failure (503, the
 * printer being down, says so in the catalogue's export wording).
 */
export async function fetchFile<R extends FileRoute>(
  definition: R,
  input: RouteInput<R>,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<FetchedFile> {
  const { url, body } = requestOf(definition, input);
  const reply = await send(definition.method, url, body, {
    ...options,
    headers: { ...options.headers, Accept: "*/*" },
  });
  const contentType = reply.headers.get("content-type") ?? "";
  if (!reply.ok || contentType.includes("application/json")) {
    const failure: unknown = await reply.json().catch(() => undefined);
    const message = reply.status === 503 ? messages.somethingWentWrongExport : failureMessage(failure);
    throw new ApiError(message, reply.status === 401 ? "unauthorised" : "failure", reply.status);
  }
  return {
    blob: await reply.blob(),
    fileName: fileNameOf(reply.headers.get("content-disposition"), fallbackName),
  };
}

/** Fetches a file call's reply and saves it under the name the server gives; answers that name. */
export async function downloadFile<R extends FileRoute>(
  definition: R,
  input: RouteInput<R>,
  fallbackName: string,
): Promise<string> {
  const { blob, fileName } = await fetchFile(definition, input, fallbackName);
  saveBlob(blob, fileName);
  return fileName;
}
