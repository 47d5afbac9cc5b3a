import {
  type AnswerValue,
  isAnswered,
  type WebFormAnswers,
  type WebFormField,
  type WebFormFieldType,
  webFormMessages,
} from "@cloudoc/contract";

/** The builder's and the fill page's rules, kept apart from the screens so they can be tested. */

export const fieldTypeLabels: Readonly<Record<WebFormFieldType, string>> = {
  shortText: "Short text",
  longText: "Long text",
  number: "Number",
  date: "Date",
  time: "Time",
  singleChoice: "Single choice",
  multipleChoice: "Multiple choice",
  yesNo: "Yes or no",
  signature: "Signature",
  file: "Photo or file",
  heading: "Section heading",
  helpText: "Help text",
};

/** A field id not yet used in the form: short, readable in the CSV's order, stable once made. */
export function unusedFieldId(fields: readonly WebFormField[]): string {
  const used = new Set(fields.map((field) => field.id));
  for (let n = fields.length + 1; ; n += 1) if (!used.has(`q${n}`)) return `q${n}`;
}

/** A new field of a type, as the builder adds it. */
export function newField(type: WebFormFieldType, fields: readonly WebFormField[]): WebFormField {
  const id = unusedFieldId(fields);
  const label = `New ${fieldTypeLabels[type].toLowerCase()} question`;
  switch (type) {
    case "heading":
      return { id, type, label: "New section" };
    case "helpText":
      return { id, type, label: "Some words to help people fill in the form." };
    case "number":
      return { id, type, label, help: "", required: false, min: null, max: null };
    case "singleChoice":
    case "multipleChoice":
      return { id, type, label, help: "", required: false, options: ["First option", "Second option"] };
    default:
      return { id, type, label, help: "", required: false };
  }
}

const isMissing = (value: AnswerValue | undefined) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** The required questions left unanswered (the server checks everything again). */
export function missingAnswers(
  fields: readonly WebFormField[],
  answers: WebFormAnswers,
  files: Readonly<Record<string, File>>,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of fields.filter(isAnswered)) {
    const answered = field.type === "file" ? files[field.id] !== undefined : !isMissing(answers[field.id]);
    if (field.required && !answered) missing[field.id] = webFormMessages.answerRequired;
  }
  return missing;
}

/**
 * The server's field errors of a save ("fields.2.options") by the field they are about, so the
 * builder shows each beside its field; the first message of a field wins.
 */
export function errorsByField(
  errors: Readonly<Record<string, string>>,
  fields: readonly WebFormField[],
): Map<string, string> {
  const byField = new Map<string, string>();
  for (const [key, message] of Object.entries(errors)) {
    const index = /^fields\.(\d+)/.exec(key)?.[1];
    const field = index === undefined ? undefined : fields[Number(index)];
    if (field && !byField.has(field.id)) byField.set(field.id, message);
  }
  return byField;
}

/** The fill link of a form, on the site the company's people use. */
export const fillLink = (origin: string, token: string) =>
  `${origin}/webform/fill?token=${encodeURIComponent(token)}`;

// ---- the fill page's draft, kept on the device ----

const draftKey = (token: string, version: number) => `cloudoc.formDraft.${token}.${version}`;

export function loadDraft(token: string, version: number): WebFormAnswers {
  try {
    const kept = localStorage.getItem(draftKey(token, version));
    const parsed: unknown = kept ? JSON.parse(kept) : {};
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as WebFormAnswers)
      : {};
  } catch {
    return {};
  }
}

export function keepDraft(token: string, version: number, answers: WebFormAnswers): void {
  try {
    localStorage.setItem(draftKey(token, version), JSON.stringify(answers));
  } catch {
    // Storage full or refused (private mode): the form still works, without the draft.
  }
}

export function forgetDraft(token: string, version: number): void {
  try {
    localStorage.removeItem(draftKey(token, version));
  } catch {
    // nothing kept
  }
}
