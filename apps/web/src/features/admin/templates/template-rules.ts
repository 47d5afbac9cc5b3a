import type { TemplateDetail, TemplateFieldsView } from "@cloudoc/contract";

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The document guide as typed (one paragraph a line) to the HTML it is stored as. */
export const guideToHtml = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join("");

/** The stored guide back to text, one paragraph a line, for the text box. */
export function guideToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.body.querySelectorAll("p, li, h1, h2, h3, h4")].map((el) => el.textContent ?? "").join("\n");
}

/** What the editor starts from: the draft when there is one, else the published text. */
export const startingFields = (detail: TemplateDetail): TemplateFieldsView =>
  detail.draft?.fields ?? detail.fields;
