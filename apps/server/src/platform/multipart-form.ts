import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { SessionUser } from "./actor";
import { refuseForeignIds } from "./auth";
import { AppError } from "./envelope";
import { inputFailure, multipartFailure } from "./errors";
import { refuseUnstorableText } from "./input-guard";

export interface UploadedForm {
  fields: Record<string, string>;
  /** The first file. */
  file?: { bytes: Buffer; filename: string };
  /** Every file, in order, when the call takes several (`limits.files`). */
  files: UploadedFile[];
}

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  /** The form field the file came in (a web form's answers name their field by it). */
  fieldname: string;
}

/** A form with several files, or a text field longer than the usual 20,000 characters. */
export interface FormLimits {
  files?: number;
  fieldSize?: number;
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
  limits: FormLimits = {},
): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new AppError(415, failures.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: limits.files ?? 1,
        fields: 20,
        fieldSize: limits.fieldSize ?? 20_000,
      },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        files.push({ bytes: await part.toBuffer(), filename: part.filename, fieldname: part.fieldname });
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
  for (const file of files) refuseUnstorableText({ file: file.filename, field: file.fieldname });
  // A form is read here, not by the platform: its ids are held to the same rule as a JSON body's.
  refuseForeignIds(fields, actor);
  return { fields, file: files[0], files };
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
