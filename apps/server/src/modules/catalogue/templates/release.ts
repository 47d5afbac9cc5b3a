import { readFile } from "node:fs/promises";
import { documentTemplates as contentTemplates, templatePath } from "@cloudoc/content";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import type { Executor } from "../../../platform/db/client";
import { documentTemplates, templateVersions } from "../tables";
import { fieldsOf } from "./fields";

export const firstReleaseNotes = "First release of the library.";

/** A template of the library release in `content/`, as a row of document_templates would hold it. */
export type ReleaseTemplate = Omit<typeof documentTemplates.$inferInsert, "id">;

/** Every template of the release in `content/`, its body read and sanitised. */
export async function libraryRelease(): Promise<ReleaseTemplate[]> {
  return Promise.all(
    contentTemplates.map(async (template) => {
      const { file: _file, cqcStatements, ...fields } = template;
      const html = await readFile(templatePath(template), "utf8");
      return { ...fields, cqcStatements: [...(cqcStatements ?? [])], content: sanitiseDocumentHtml(html) };
    }),
  );
}

/**
 * Adds templates as published version 1, each with its immutable version row, and answers their
 * ids by policy number. The first load and an import's new templates both come this way.
 */
export async function insertFirstReleases(
  executor: Executor,
  templates: readonly ReleaseTemplate[],
): Promise<Map<string, string>> {
  if (templates.length === 0) return new Map();
  const inserted = await executor
    .insert(documentTemplates)
    .values(templates.map((template) => ({ ...template, version: 1, published: true })))
    .returning();
  await executor.insert(templateVersions).values(
    inserted.map((row) => ({
      templateId: row.id,
      version: 1,
      fields: fieldsOf(row),
      releaseNotes: firstReleaseNotes,
      changeClass: "major" as const,
    })),
  );
  return new Map(inserted.map((row) => [row.policyNumber, row.id]));
}
