import {
  topicsOfSentence,
  trainingLead,
  trainingSentence,
  trainingTable,
  trainingTableStart,
} from "./training";
import type { Nation } from "./types";

const paragraphs = /<p>(?:Refresher training follows our training matrix:[^<]*|@@[a-z,-]+@@)<\/p>/g;

/** The matrix paragraphs of a template. */
export function matrixParagraphs(html: string): string[] {
  return html.match(paragraphs) ?? [];
}

/** The template with its matrix paragraphs and tables written from the matrix for its nation. */
export function syncTraining(html: string, nation: Nation): string {
  let next = html.replace(paragraphs, (paragraph) => {
    const ids = paragraph.startsWith("<p>@@")
      ? paragraph.slice(5, -6).split(",")
      : topicsOfSentence(paragraph);
    if (ids.some((id) => id === null)) throw new Error(`unknown training topic in: ${paragraph}`);
    return trainingSentence(ids as string[], nation);
  });
  const start = next.indexOf(trainingTableStart);
  if (start !== -1) {
    const end = next.indexOf("</table>", start) + "</table>".length;
    next = next.slice(0, start) + trainingTable(nation) + next.slice(end);
  }
  return next;
}

export { trainingLead };
