import { documentTemplates } from "./documents";
import { syncFramework } from "./framework-text";
import { frameworkOf } from "./frameworks";
import { audienceTerms, foreignTerms } from "./nation-terms";
import { packageDefinitions } from "./packages";
import { topicApplies, topicsOfSentence, trainingTopic } from "./training";
import { matrixParagraphs, syncTraining } from "./training-text";
import type { DocumentTemplate, PackageDefinition, PackageFolder } from "./types";
import { parseTemplate } from "./validate";

/** Reads a template body; the tests pass the real reader, so these checks stay pure. */
export type ReadBody = (template: DocumentTemplate) => string;

const byNumber = new Map(documentTemplates.map((d) => [d.policyNumber, d]));

function folderDocuments(folders: readonly PackageFolder[]): string[] {
  return folders.flatMap((f) => [...f.documents, ...folderDocuments(f.folders ?? [])]);
}

/** The documents of a package, in order; unknown numbers are left out. */
export function packageDocuments(pkg: PackageDefinition): DocumentTemplate[] {
  return folderDocuments(pkg.folders).flatMap((n) => byNumber.get(n) ?? []);
}

function section(html: string, heading: string): string {
  const start = html.indexOf(`<h2>${heading}</h2>`);
  if (start === -1) return "";
  const rest = html.slice(start + heading.length + 9);
  const end = rest.indexOf("<h2>");
  return end === -1 ? rest : rest.slice(0, end);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The entries of a document's "Related policies" list, as written. */
export function relatedEntries(html: string): string[] {
  return [...section(html, "Related policies").matchAll(/<li>(.*?)<\/li>/g)].map((m) =>
    text(m[1] ?? "").trim(),
  );
}

/**
 * Every related-policy entry names a document of the same package, by its exact title,
 * optionally followed by its policy number in brackets.
 */
export function relatedPolicyProblems(read: ReadBody): string[] {
  return packageDefinitions.flatMap((pkg) => {
    const docs = packageDocuments(pkg);
    const titles = new Map(docs.map((d) => [d.title, d.policyNumber]));
    return docs.flatMap((doc) =>
      relatedEntries(read(doc)).flatMap((entry) => {
        const match = /^(.*?)(?: \(([A-Z]+(?:-[A-Z]+)?-\d+)\))?$/.exec(entry);
        const number = titles.get(match?.[1] ?? entry);
        const ok = number !== undefined && (match?.[2] === undefined || match[2] === number);
        return ok ? [] : [`${pkg.slug}: ${doc.policyNumber} names "${entry}"`];
      }),
    );
  });
}

/** A stated frequency: "every year", "annual", "two-yearly" and the like. */
const frequency =
  /\b(every (?:year|two years|three years|six months|12 months|24 months|36 months)|each year|annual(?:ly)?|yearly|two-yearly|three-yearly|biennial(?:ly)?)\b/i;
/** Outside the Training section: a frequency tied to training in the same clause. */
const trainingFrequency =
  /\b(?:annual|yearly|two-yearly|three-yearly)\s+(?:training|refresher|update)|\b(?:train\w*|refresh\w*)\b[^.;]{0,40}?\b(?:every (?:year|two years|three years|six months|12 months)|each year|yearly|annually)\b/i;

/**
 * Every training frequency comes from the matrix: the matrix paragraphs and tables match what
 * `syncTraining` writes, and no other sentence about training states a frequency.
 */
export function trainingProblems(read: ReadBody): string[] {
  return documentTemplates.flatMap((doc) => {
    const html = read(doc);
    const problems: string[] = [];
    try {
      if (syncTraining(html, doc.nation) !== html)
        problems.push(
          `${doc.policyNumber}: training text differs from the matrix (run content/training-sync.ts)`,
        );
    } catch (error) {
      problems.push(`${doc.policyNumber}: ${(error as Error).message}`);
    }
    for (const paragraph of matrixParagraphs(html)) {
      if (paragraph.includes("@@")) problems.push(`${doc.policyNumber}: unfilled matrix paragraph`);
    }
    const withoutMatrix = matrixParagraphs(html)
      .reduce((rest, p) => rest.replace(p, ""), html)
      .replace(/<table><thead><tr><th>Training<\/th>.*?<\/table>/s, "");
    const inTraining = section(withoutMatrix, "Training");
    const trainingSection = text(inTraining);
    const sentences = text(withoutMatrix.replace(inTraining, "")).split(/(?<=[.;:])\s+/);
    const stated = [
      ...trainingSection.split(/(?<=[.;:])\s+/).filter((s) => frequency.test(s)),
      ...sentences.filter((s) => trainingFrequency.test(s)),
    ];
    for (const sentence of new Set(stated))
      problems.push(`${doc.policyNumber}: frequency outside the matrix: "${sentence.trim()}"`);
    return problems;
  });
}

/** Matrix topics used where the matrix says they do not apply (e.g. Oliver McGowan outside England). */
export function trainingTopicProblems(read: ReadBody): string[] {
  return documentTemplates.flatMap((doc) =>
    matrixParagraphs(read(doc)).flatMap((p) =>
      topicsOfSentence(p)
        .filter((id): id is string => id !== null && !topicApplies(trainingTopic(id), doc.nation))
        .map((id) => `${doc.policyNumber}: topic ${id} does not apply in ${doc.nation}`),
    ),
  );
}

/** No document in a package names another nation's regulator, law or vetting scheme. */
export function nationTermProblems(read: ReadBody): string[] {
  const problems = new Set<string>();
  const check = (where: string, doc: DocumentTemplate, terms: readonly RegExp[]) => {
    const body = text(read(doc));
    for (const term of terms) {
      const found = term.exec(body);
      if (found) problems.add(`${where}: ${doc.policyNumber} names "${found[0]}"`);
    }
  };
  for (const doc of documentTemplates) check(doc.nation, doc, foreignTerms[doc.nation]);
  for (const pkg of packageDefinitions) {
    const audience =
      pkg.serviceType === "temporary-staffing"
        ? "staffing"
        : pkg.serviceType === "children-s-home"
          ? "children"
          : "adult";
    for (const doc of packageDocuments(pkg)) {
      check(pkg.slug, doc, foreignTerms[pkg.country]);
      check(pkg.slug, doc, audienceTerms[audience]);
    }
  }
  return [...problems];
}

/** Every package holds at least this many policies and procedures, and this many forms. */
export const packageFloor = { policiesAndProcedures: 45, forms: 15 } as const;

export function packageSizeProblems(): string[] {
  return packageDefinitions.flatMap((pkg) => {
    const docs = packageDocuments(pkg);
    const forms = docs.filter((d) => d.kind === "form").length;
    const others = docs.length - forms;
    const problems: string[] = [];
    if (others < packageFloor.policiesAndProcedures)
      problems.push(
        `${pkg.slug}: ${others} policies and procedures, fewer than ${packageFloor.policiesAndProcedures}`,
      );
    if (forms < packageFloor.forms)
      problems.push(`${pkg.slug}: ${forms} forms, fewer than ${packageFloor.forms}`);
    return problems;
  });
}

/**
 * Every document ends with a change log table. Policies and procedures also open with a staff
 * summary of five bullets and map to their inspection framework after their related policies.
 */
export function layoutProblems(read: ReadBody): string[] {
  return documentTemplates.flatMap((doc) => {
    const html = read(doc);
    const headings = parseTemplate(html).headings;
    const problems: string[] = [];
    if (headings.at(-1) !== "Change log" || !/<table>.*<td>/s.test(section(html, "Change log")))
      problems.push("does not end with a change log table");
    if (doc.kind !== "form") {
      const bullets = section(html, "Staff summary").match(/<li>/g)?.length ?? 0;
      if (headings[0] !== "Staff summary" || bullets !== 5)
        problems.push(`has no staff summary of five bullets first (${bullets} found)`);
      const framework = headings.indexOf("Inspection framework");
      if (framework === -1) problems.push("has no inspection framework section");
      else if (framework < headings.indexOf("Related policies"))
        problems.push("maps its inspection framework before its related policies");
    }
    return problems.map((p) => `${doc.policyNumber}: ${p}`);
  });
}

/** English adult-care documents carry the section written from their CQC mapping data. */
export function englandFrameworkProblems(read: ReadBody): string[] {
  return documentTemplates.flatMap((doc) => {
    try {
      const html = read(doc);
      return syncFramework(html, doc) === html
        ? []
        : [
            `${doc.policyNumber}: inspection framework differs from its CQC mapping (run content/framework-sync.ts)`,
          ];
    } catch (error) {
      return [(error as Error).message];
    }
  });
}

/** The package's documents that name each item of its regulator's framework. */
export function frameworkCoverage(pkg: PackageDefinition, read: ReadBody): Map<string, string[]> {
  const framework = frameworkOf(pkg.regulator);
  const coverage = new Map<string, string[]>();
  if (!framework) return coverage;
  const items = framework.items.filter(
    (i) => !i.serviceTypes || i.serviceTypes.some((t) => t === pkg.serviceType),
  );
  for (const item of items) coverage.set(item.id, []);
  for (const doc of packageDocuments(pkg)) {
    for (const id of framework.itemsOf(doc, text(section(read(doc), "Inspection framework"))))
      coverage.get(id)?.push(doc.policyNumber);
  }
  return coverage;
}

/** Each item of each package's inspection framework is evidenced by at least two of its documents. */
export function frameworkCoverageProblems(read: ReadBody): string[] {
  return packageDefinitions.flatMap((pkg) => {
    if (pkg.regulator === null) return [];
    if (!frameworkOf(pkg.regulator))
      return [`${pkg.slug}: no inspection framework data for ${pkg.regulator}`];
    return [...frameworkCoverage(pkg, read)]
      .filter(([, docs]) => docs.length < 2)
      .map(([id, docs]) => `${pkg.slug}: ${id} is evidenced by ${docs.length} document(s)`);
  });
}

/** Every form of a package is named under related policies by one of its policies or procedures. */
export function formLinkProblems(read: ReadBody): string[] {
  return packageDefinitions.flatMap((pkg) => {
    const docs = packageDocuments(pkg);
    const named = new Set(
      docs
        .filter((d) => d.kind !== "form")
        .flatMap((d) =>
          relatedEntries(read(d)).map((entry) => entry.replace(/ \([A-Z]+(?:-[A-Z]+)?-\d+\)$/, "")),
        ),
    );
    return docs
      .filter((d) => d.kind === "form" && !named.has(d.title))
      .map((d) => `${pkg.slug}: ${d.policyNumber} is not linked from any policy or procedure`);
  });
}
