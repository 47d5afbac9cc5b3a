import type { AnsweredField, ShownAnswer } from "@cloudoc/contract";

/** An answer in words, as the CSV and the PDF show it. */

const ukDate = (iso: string) => {
  const [year, month, day] = iso.split("-");
  return year && month && day ? `${day}/${month}/${year}` : iso;
};

const isAttached = (answer: ShownAnswer): answer is { fileName: string; contentType: string; size: number } =>
  typeof answer === "object" && answer !== null && !Array.isArray(answer);

export function answerText(field: Pick<AnsweredField, "type">, answer: ShownAnswer | undefined): string {
  if (answer === undefined || answer === null) return "";
  if (isAttached(answer)) return field.type === "signature" ? "Signed" : answer.fileName;
  if (typeof answer === "boolean") return answer ? "Yes" : "No";
  if (Array.isArray(answer)) return answer.join("; ");
  if (field.type === "date" && typeof answer === "string") return ukDate(answer);
  return String(answer);
}
