import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { SessionUser } from "./actor";
import { refuseForeignIds } from "./auth";
import { AppError } from "./envelope";
import { inputFailure, multipartFailure } from "./errors";
import { refuseUnstorableText } from "./input-guard";

export interface UploadedForm {
  fields: Record<string, string>;
  file?: { bytes: Buffer; filename: string };
}

/**
 * Reads the multipart form of an upload call: its text fields and its first file, held in memory
 * up to `maxBytes` (a larger file answers 413 with `tooLarge`). Anything that is not multipart is
 * refused with 415. The routes read it and hand the services plain data.
 */
export async function readForm(
  request: FastifyRequest,
  actor: Pick<SessionUser, "userId" | "companyId">,
  maxBytes: number,
  failures: { tooLarge: string; notMultipart: string },
): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new AppError(415, failures.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedForm["file"];
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 20_000 } });
    for await (const part of parts) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        file ??= { bytes, filename: part.filename };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, failures.tooLarge);
    throw multipartFailure(error);
  }
  // A form is read here, after the platform's check of JSON bodies: its text is checked alike.
  refuseUnstorableText(fields);
  refuseUnstorableText({ file: file?.filename });
  // A form is read here, not by the platform: its ids are held to the same rule as a JSON body's.
  refuseForeignIds(fields, actor);
  return { fields, file };
}

/** A form's text fields checked with their contract schema; a failure answers 400 like a JSON body's. */
export function parseFields<T extends z.ZodType>(
  schema: T,
  fields: Readonly<Record<string, string>>,
): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw inputFailure(
    parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ""), message: issue.message })),
  );
}
