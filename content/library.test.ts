import { businessVariableKeys } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { cqcQualityStatements, documentTemplates, packageDefinitions } from "./index";
import {
  englandFrameworkProblems,
  formLinkProblems,
  frameworkCoverage,
  frameworkCoverageProblems,
  layoutProblems,
  nationTermProblems,
  packageSizeProblems,
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

  it("gives every package at least 45 policies and procedures and 15 forms", () => {
    expect(packageSizeProblems()).toEqual([]);
  });

  it("opens every policy and procedure with a five-bullet staff summary, maps it to its inspection framework and ends every document with a change log", () => {
    expect(layoutProblems(readTemplate)).toEqual([]);
  });

  it("writes each English adult-care document's inspection framework from its CQC mapping data", () => {
    expect(englandFrameworkProblems(readTemplate)).toEqual([]);
  });

  it("evidences every item of each package's inspection framework in at least two documents", () => {
    expect(frameworkCoverageProblems(readTemplate)).toEqual([]);
    const careHome = packageDefinitions.find((p) => p.slug === "care-home-england");
    expect(careHome && [...frameworkCoverage(careHome, readTemplate).keys()]).toEqual(
      cqcQualityStatements.map((s) => s.id),
    );
  });

  it("links every form of a package from one of its policies or procedures", () => {
    expect(formLinkProblems(readTemplate)).toEqual([]);
  });
});

describe("issue 18 checks catch what they are for", () => {
  const withBody = (html: string) => () => html;

  it("reports a document with no staff summary, framework or change log", () => {
    const problems = layoutProblems(withBody("<h1>T</h1><h2>Purpose</h2><p>x</p>"));
    expect(problems).toContain("ENG-SR-01: does not end with a change log table");
    expect(problems).toContain("ENG-SR-01: has no staff summary of five bullets first (0 found)");
    expect(problems).toContain("ENG-SR-01: has no inspection framework section");
  });

  it("reports a framework item that no document names", () => {
    expect(frameworkCoverageProblems(withBody("<h2>Inspection framework</h2><p>Nothing.</p>"))).toContain(
      "care-home-wales: well-being is evidenced by 0 document(s)",
    );
  });

  it("reports an English framework section that drifted from the data, and unlinked forms", () => {
    expect(englandFrameworkProblems(withBody("<h2>Inspection framework</h2><p>Old.</p>"))).toContain(
      "ENG-SR-01: inspection framework differs from its CQC mapping (run content/framework-sync.ts)",
    );
    expect(formLinkProblems(withBody("<h2>Related policies</h2><ul></ul>"))).toContain(
      "care-home-england: FRM-11 is not linked from any policy or procedure",
    );
  });
});
