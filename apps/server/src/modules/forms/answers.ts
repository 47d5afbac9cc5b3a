import {
  type AnsweredField,
  type AnswerValue,
  type FieldError,
  isAnswered,
  webFormLimits as limits,
  webFormMessages as m,
  type WebFormAnswers,
  type WebFormField,
} from "@cloudoc/contract";
import { AppError, badRequest } from "../../platform/envelope";
import type { UploadedFile } from "../../platform/multipart-form";
import { isPdf } from "../policies/upload";
import { imageContentTypes, parsedImageSize, sniffImage } from "../profile/images";
import type { StoredAnswer } from "./tables";

/**
 * Checks a submission's answers against the fields of the version it was filled against
 * (decision 030): required answers, types, choice options, number ranges, date and time formats.
 * Files (photos, PDFs, the drawn signatures' PNGs) are checked by their bytes, never their names.
 */

/** A file answer checked and waiting to be stored. */
export interface PendingFile {
  fieldId: string;
  bytes: Buffer;
  fileName: string;
  contentType: string;
  extension: string;
}

export interface CheckedAnswers {
  /** Everything but the files, which the caller stores and adds. */
  values: Record<string, StoredAnswer>;
  files: PendingFile[];
}

type Outcome = { value: StoredAnswer } | { error: string } | { file: Omit<PendingFile, "fieldId"> };

const isMissing = (value: AnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

function validDate(text: string): boolean {
  const match = isoDate.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function textAnswer(value: AnswerValue, max: number): Outcome {
  if (typeof value !== "string") return { error: m.answerTooLong };
  const text = value.trim();
  return text.length > max ? { error: m.answerTooLong } : { value: text };
}

function numberAnswer(value: AnswerValue, field: Extract<AnsweredField, { type: "number" }>): Outcome {
  const number =
    typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return { error: m.numberInvalid };
  if (field.min !== null && number < field.min) return { error: m.numberTooSmall };
  if (field.max !== null && number > field.max) return { error: m.numberTooLarge };
  return { value: number };
}

function choiceAnswer(value: AnswerValue, options: readonly string[], many: boolean): Outcome {
  const chosen = many ? value : [value];
  if (
    !Array.isArray(chosen) ||
    chosen.some((option) => typeof option !== "string" || !options.includes(option))
  )
    return { error: m.choiceInvalid };
  if (new Set(chosen).size !== chosen.length) return { error: m.choiceInvalid };
  return { value: many ? (chosen as string[]) : (chosen[0] as string) };
}

const signaturePrefix = "data:image/png;base64,";

/** A drawn signature: a PNG data URL whose bytes really are a PNG with a size. */
function signatureAnswer(value: AnswerValue): Outcome {
  if (
    typeof value !== "string" ||
    value.length > limits.signatureLength ||
    !value.startsWith(signaturePrefix)
  )
    return { error: m.signatureInvalid };
  const bytes = Buffer.from(value.slice(signaturePrefix.length), "base64");
  if (sniffImage(bytes) !== "png" || !parsedImageSize(bytes, "png")) return { error: m.signatureInvalid };
  return { file: { bytes, fileName: "signature.png", contentType: "image/png", extension: "png" } };
}

/** A photo or file: an image (JPEG, PNG, GIF, WebP) that parses, or a PDF; anything else is refused. */
export function checkedFile(file: UploadedFile): Omit<PendingFile, "fieldId"> | undefined {
  if (file.bytes.length === 0 || file.bytes.length > limits.fileBytes) return undefined;
  const name = file.filename.replace(/[\\/]/g, "_").slice(0, 200) || "file";
  if (isPdf(file.bytes))
    return { bytes: file.bytes, fileName: name, contentType: "application/pdf", extension: "pdf" };
  const kind = sniffImage(file.bytes);
  if (!kind || !parsedImageSize(file.bytes, kind)) return undefined;
  return { bytes: file.bytes, fileName: name, contentType: imageContentTypes[kind], extension: kind };
}

function answerOf(field: AnsweredField, value: AnswerValue): Outcome {
  switch (field.type) {
    case "shortText":
      return textAnswer(value, limits.shortAnswerLength);
    case "longText":
      return textAnswer(value, limits.longAnswerLength);
    case "number":
      return numberAnswer(value, field);
    case "date":
      return typeof value === "string" && validDate(value.trim())
        ? { value: value.trim() }
        : { error: m.dateInvalid };
    case "time":
      return typeof value === "string" && clockTime.test(value.trim())
        ? { value: value.trim() }
        : { error: m.timeInvalid };
    case "singleChoice":
      return choiceAnswer(value, field.options, false);
    case "multipleChoice":
      return choiceAnswer(value, field.options, true);
    case "yesNo":
      return typeof value === "boolean" ? { value } : { error: m.yesNoInvalid };
    case "signature":
      return signatureAnswer(value);
    case "file":
      return { error: m.fileInvalid };
  }
}

/** The file sent for each file field; a file for anything else, or two for one field, is refused. */
function filesByField(fields: readonly WebFormField[], files: readonly UploadedFile[]) {
  const fileFields = new Set(fields.filter((field) => field.type === "file").map((field) => field.id));
  const byField = new Map<string, UploadedFile>();
  for (const file of files) {
    if (!fileFields.has(file.fieldname) || byField.has(file.fieldname)) throw badRequest(m.answersInvalid);
    byField.set(file.fieldname, file);
  }
  return byField;
}

/** Checks every answer; 415 for a file that is not an image or PDF, 400 with field errors otherwise. */
export function checkAnswers(
  fields: readonly WebFormField[],
  answers: WebFormAnswers,
  files: readonly UploadedFile[],
): CheckedAnswers {
  const uploads = filesByField(fields, files);
  const checked: CheckedAnswers = { values: {}, files: [] };
  const errors: FieldError[] = [];
  for (const field of fields.filter(isAnswered)) {
    const upload = uploads.get(field.id);
    if (upload) {
      const file = checkedFile(upload);
      if (!file) throw new AppError(415, m.fileInvalid, [{ field: field.id, message: m.fileInvalid }]);
      checked.files.push({ fieldId: field.id, ...file });
      continue;
    }
    const value = answers[field.id];
    if (isMissing(value)) {
      if (field.required) errors.push({ field: field.id, message: m.answerRequired });
      else checked.values[field.id] = null;
      continue;
    }
    const outcome = answerOf(field, value as AnswerValue);
    if ("error" in outcome) errors.push({ field: field.id, message: outcome.error });
    else if ("file" in outcome) checked.files.push({ fieldId: field.id, ...outcome.file });
    else checked.values[field.id] = outcome.value;
  }
  if (errors.length > 0) throw badRequest(m.answersInvalid, errors);
  return checked;
}

/** The words a submission is found by: its text and choice answers and who sent it. */
export function searchTextOf(name: string, values: Record<string, StoredAnswer>): string {
  const words = Object.values(values).flatMap((value) =>
    typeof value === "string" ? [value] : Array.isArray(value) ? value : [],
  );
  return [name, ...words].join(" ").toLowerCase().slice(0, 20_000);
}
