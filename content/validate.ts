import { readFileSync } from "node:fs";
import { businessVariableKeys } from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { Parser } from "htmlparser2";
import type { DocumentTemplate } from "./types";

/** The ten sections every policy has, in this order, as its h2 headings. */
export const policySections = [
  "Purpose",
  "Scope",
  "Legislation and guidance",
  "Definitions",
  "Policy statement",
  "Roles and responsibilities",
  "Procedure",
  "Training",
  "Monitoring and review",
  "Related policies",
] as const;

/** Procedures need fewer sections; forms only the document-control block. */
export const procedureSections = ["Purpose", "Scope", "Procedure"] as const;
export const minimumPolicyWords = 700;
export const documentControlVariables = [
  "document.title",
  "policy.number",
  "version",
  "review.date",
] as const;

interface ParsedTemplate {
  headings: string[];
  variables: string[];
  words: number;
  errors: string[];
  hasDocumentControl: boolean;
}

/** Parses a template strictly: a tag closed implicitly counts as a parse error. */
export function parseTemplate(html: string): ParsedTemplate {
  const result: ParsedTemplate = {
    headings: [],
    variables: [],
    words: 0,
    errors: [],
    hasDocumentControl: false,
  };
  let inHeading = false;
  let heading = "";
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "h2") {
          inHeading = true;
          heading = "";
        }
        if (attribs["data-variable"] !== undefined) result.variables.push(attribs["data-variable"]);
        if (name === "div" && attribs.class === "document-control") result.hasDocumentControl = true;
      },
      ontext(text) {
        if (inHeading) heading += text;
        result.words += text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
      },
      onclosetag(name, isImplied) {
        if (isImplied && !["br", "hr", "img", "col"].includes(name))
          result.errors.push(`<${name}> is not closed`);
        if (name === "h2") {
          inHeading = false;
          result.headings.push(heading.trim());
        }
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return result;
}

/** Every problem with one template, as plain sentences; empty when it is sound. */
export function templateProblems(template: DocumentTemplate, html: string): string[] {
  const where = `${template.policyNumber} (${template.file})`;
  const parsed = parseTemplate(html);
  const problems = parsed.errors.map((e) => `${where}: ${e}`);
  if (sanitiseDocumentHtml(html) !== html) problems.push(`${where}: changes when sanitised`);
  for (const key of parsed.variables) {
    if (!businessVariableKeys.has(key)) problems.push(`${where}: unknown variable "${key}"`);
  }
  if (!parsed.hasDocumentControl) problems.push(`${where}: no document-control block`);
  for (const key of documentControlVariables) {
    if (!parsed.variables.includes(key)) problems.push(`${where}: document control lacks "${key}"`);
  }
  const required =
    template.kind === "policy" ? policySections : template.kind === "procedure" ? procedureSections : [];
  const missing = required.filter((s) => !parsed.headings.includes(s));
  if (missing.length > 0) problems.push(`${where}: missing sections ${missing.join(", ")}`);
  const order = parsed.headings.filter((h) => (required as readonly string[]).includes(h));
  if (missing.length === 0 && order.join("|") !== required.join("|"))
    problems.push(`${where}: sections out of order`);
  if (template.kind === "policy" && parsed.words < minimumPolicyWords) {
    problems.push(`${where}: ${parsed.words} words, fewer than ${minimumPolicyWords}`);
  }
  return problems;
}

export function readTemplate(template: DocumentTemplate): string {
  return readFileSync(new URL(`./templates/${template.file}`, import.meta.url), "utf8");
}
