import type { DocumentTemplate, Nation } from "../types";

/** The fields a package's document list gives for each document, in this order. */
export type DocumentMaker = (
  policyNumber: string,
  kind: DocumentTemplate["kind"],
  folder: string,
  title: string,
  slug: string,
  summary: string,
) => DocumentTemplate;

/**
 * The maker of one nation's and audience's documents, whose bodies live in
 * `templates/{templateFolder}/{policyNumber}.html`.
 */
export function documentsOf(
  nation: Nation,
  audience: DocumentTemplate["audience"],
  templateFolder: string,
): DocumentMaker {
  return (policyNumber, kind, folder, title, slug, summary) => ({
    policyNumber,
    title,
    slug,
    kind,
    nation,
    audience,
    folder,
    file: `${templateFolder}/${policyNumber}.html`,
    summary,
  });
}
