import { describe, expect, it } from "vitest";
import { cqcQualityStatements, documentTemplates, packageDefinitions } from "./index";
import type { PackageFolder } from "./types";
import { readTemplate, templateProblems } from "./validate";

const cqcIds = new Set(cqcQualityStatements.map((s) => s.id));

function folderDocuments(folders: readonly PackageFolder[]): string[] {
  return folders.flatMap((f) => [...f.documents, ...folderDocuments(f.folders ?? [])]);
}

describe("starter library", () => {
  it("has at least 60 documents, 40 of them English adult-care policies", () => {
    expect(documentTemplates.length).toBeGreaterThanOrEqual(60);
    const englishAdultPolicies = documentTemplates.filter(
      (d) => d.nation === "england" && d.audience === "adult" && d.kind === "policy",
    );
    expect(englishAdultPolicies.length).toBeGreaterThanOrEqual(40);
  });

  it("gives every document a unique policy number and slug", () => {
    const numbers = documentTemplates.map((d) => d.policyNumber);
    const slugs = documentTemplates.map((d) => d.slug);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
  });

  it("has templates that parse, survive the sanitiser, use known variables and have the sections", () => {
    const problems = documentTemplates.flatMap((t) => templateProblems(t, readTemplate(t)));
    expect(problems).toEqual([]);
  });

  it("maps every English adult-care policy to CQC quality statements", () => {
    const unmapped = documentTemplates
      .filter((d) => d.nation === "england" && d.audience === "adult" && d.kind === "policy")
      .filter((d) => !d.cqcStatements?.length || d.cqcStatements.some((id) => !cqcIds.has(id)))
      .map((d) => d.policyNumber);
    expect(unmapped).toEqual([]);
  });

  it("has at least 8 packages whose folder trees point at existing templates", () => {
    expect(packageDefinitions.length).toBeGreaterThanOrEqual(8);
    const known = new Set(documentTemplates.map((d) => d.policyNumber));
    const dangling = packageDefinitions.flatMap((p) =>
      folderDocuments(p.folders)
        .filter((n) => !known.has(n))
        .map((n) => `${p.slug}: ${n}`),
    );
    expect(dangling).toEqual([]);
  });
});
