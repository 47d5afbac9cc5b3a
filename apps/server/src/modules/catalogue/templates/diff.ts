import type { DiffPart, TemplateFieldsView, VersionCompare } from "@cloudoc/contract";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The readable text of document HTML, one entry a paragraph (block elements and line breaks split it). */
export function paragraphsOf(html: string): string[] {
  return html
    .replace(/<br\s*\/?>|<\/(p|h[1-6]|li|div|tr|td|th|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => entities[name] ?? "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
}

/** Paragraphs kept, removed and added, by longest common subsequence (documents are a few hundred paragraphs). */
export function diffParagraphs(before: readonly string[], after: readonly string[]): DiffPart[] {
  const n = before.length;
  const m = after.length;
  const width = m + 1;
  const common = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i * width + j] =
        before[i] === after[j]
          ? (common[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(common[(i + 1) * width + j] ?? 0, common[i * width + j + 1] ?? 0);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      parts.push({ kind: "same", text: before[i++] ?? "" });
      j++;
    } else if (i < n && (j === m || (common[(i + 1) * width + j] ?? 0) >= (common[i * width + j + 1] ?? 0))) {
      parts.push({ kind: "removed", text: before[i++] ?? "" });
    } else {
      parts.push({ kind: "added", text: after[j++] ?? "" });
    }
  }
  return parts;
}

type FieldName = keyof TemplateFieldsView;
const fieldLabels: Record<FieldName, string> = {
  title: "Title",
  policyNumber: "Policy number",
  summary: "Summary",
  content: "Text",
  header: "Header",
  footer: "Footer",
  format: "Orientation",
  guide: "Document guide",
  legalReferences: "Legal references",
  questions: "Questions",
  testRequired: "Test required",
};

/** A field as paragraphs of readable text. */
function linesOf(fields: TemplateFieldsView, field: FieldName): string[] {
  switch (field) {
    case "content":
    case "header":
    case "footer":
    case "guide":
      return paragraphsOf(fields[field]);
    case "legalReferences":
      return fields.legalReferences;
    case "questions":
      return fields.questions.map(
        (q) =>
          `${q.question} — ${q.options.map((o, i) => (i === q.answer ? `${o} (right answer)` : o)).join("; ")}`,
      );
    case "testRequired":
      return [fields.testRequired ? "Yes" : "No"];
    case "format":
      return [fields.format === "landscape" ? "Landscape" : "Portrait"];
    default:
      return fields[field] ? [fields[field]] : [];
  }
}

/** What changed from one version's fields to the next, field by field; unchanged fields are left out. */
export function compareFields(
  before: TemplateFieldsView | null,
  after: TemplateFieldsView,
  versions: { from: number | null; to: number | null },
): VersionCompare {
  const changes = (Object.keys(fieldLabels) as FieldName[]).flatMap((field) => {
    const parts = diffParagraphs(before ? linesOf(before, field) : [], linesOf(after, field));
    if (parts.every((part) => part.kind === "same")) return [];
    return [{ field, label: fieldLabels[field], parts }];
  });
  return { ...versions, changes };
}
