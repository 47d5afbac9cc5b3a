import fc from "fast-check";

/** A generated document: optional text before the first heading, then headed sections. */
export interface TestDocument {
  preface: string[];
  sections: { heading: string; paragraphs: string[] }[];
}

// Few words and headings, so generated documents often repeat text and headings (the hard cases).
const words = ["care", "staff", "record", "safe", "plan", "review", "medicine", "report"];
const headings = ["Purpose", "Scope", "Training", "Records", "Review", "3. Scope", "Consent"];

const paragraph = fc
  .array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 })
  .map((list) => list.join(" "));
const section = fc.record({
  heading: fc.constantFrom(...headings),
  paragraphs: fc.array(paragraph, { maxLength: 4 }),
});

export const testDocument: fc.Arbitrary<TestDocument> = fc.record({
  preface: fc.array(paragraph, { maxLength: 2 }),
  sections: fc.array(section, { maxLength: 6 }),
});

/** One edit a side makes to a document; positions wrap around the document's size. */
type Edit =
  | { kind: "reword" | "insert"; at: number; paragraph: number; text: string }
  | { kind: "delete"; at: number; paragraph: number }
  | { kind: "add section"; at: number; heading: string; paragraphs: string[] }
  | { kind: "delete section" | "move section"; at: number; to: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("reword" as const, "insert" as const),
    at: fc.nat(),
    paragraph: fc.nat(),
    text: paragraph,
  }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), paragraph: fc.nat() }),
  fc.record({
    kind: fc.constant("add section" as const),
    at: fc.nat(),
    heading: fc.constantFrom("Local notes", "Escalation", ...headings),
    paragraphs: fc.array(paragraph, { maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constantFrom("delete section" as const, "move section" as const),
    at: fc.nat(),
    to: fc.nat(),
  }),
);

type SectionEdit = Extract<Edit, { kind: "delete section" | "move section" }>;
type ParagraphEdit = Extract<Edit, { paragraph: number }>;

function editSections(sections: TestDocument["sections"], change: SectionEdit): void {
  const [moved] = sections.splice(change.at % sections.length, 1);
  if (change.kind === "move section" && moved) sections.splice(change.to % (sections.length + 1), 0, moved);
}

function editParagraphs(paragraphs: string[], change: ParagraphEdit): void {
  if (change.kind === "insert") {
    paragraphs.splice(change.paragraph % (paragraphs.length + 1), 0, change.text);
    return;
  }
  if (paragraphs.length === 0) return;
  const at = change.paragraph % paragraphs.length;
  if (change.kind === "reword") paragraphs[at] = change.text;
  else paragraphs.splice(at, 1);
}

function applyEdit(document: TestDocument, change: Edit): TestDocument {
  const sections = document.sections.map((s) => ({ ...s, paragraphs: [...s.paragraphs] }));
  if (change.kind === "add section") {
    const { heading, paragraphs } = change;
    sections.splice(change.at % (sections.length + 1), 0, { heading, paragraphs });
  } else if (sections.length === 0) return document;
  else if ("to" in change) editSections(sections, change);
  else editParagraphs(sections[change.at % sections.length]?.paragraphs ?? [], change);
  return { ...document, sections };
}

/** A document and another made from it by a few edits (the company's, or the library's). */
export const editedFrom = (document: TestDocument): fc.Arbitrary<TestDocument> =>
  fc.array(edit, { maxLength: 4 }).map((edits) => edits.reduce(applyEdit, document));

/** A base and two sides edited from it independently. */
export const threeVersions = testDocument.chain((base) =>
  fc.tuple(fc.constant(base), editedFrom(base), editedFrom(base)),
);

export function renderDocument(document: TestDocument): string {
  const paragraphs = (list: string[]) => list.map((text) => `<p>${text}</p>`).join("\n");
  const sections = document.sections.map((s) => `<h2>${s.heading}</h2>\n${paragraphs(s.paragraphs)}`);
  return [paragraphs(document.preface), ...sections].filter(Boolean).join("\n");
}
