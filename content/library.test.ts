import { businessVariableKeys } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { cqcQualityStatements, documentTemplates, packageDefinitions } from "./index";
import {
  nationTermProblems,
  relatedPolicyProblems,
  trainingProblems,
  trainingTopicProblems,
} from "./library-checks";
import type { PackageFolder } from "./types";
import { parseTemplate, readTemplate, templateProblems } from "./validate";

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

describe("issue 18 content checks", () => {
  it("names only documents of the same package under related policies", () => {
    expect(relatedPolicyProblems(readTemplate)).toEqual([]);
  });

  it("takes every training frequency from the training matrix", () => {
    expect(trainingProblems(readTemplate)).toEqual([]);
    expect(trainingTopicProblems(readTemplate)).toEqual([]);
  });

  it("names no other nation's regulator, law or vetting scheme, and no CQC duties in agency or children's packages", () => {
    expect(nationTermProblems(readTemplate)).toEqual([]);
  });

  it("uses only variables of the business-variable list", () => {
    const unknown = documentTemplates.flatMap((t) =>
      parseTemplate(readTemplate(t))
        .variables.filter((key) => !businessVariableKeys.has(key))
        .map((key) => `${t.policyNumber}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });
});
