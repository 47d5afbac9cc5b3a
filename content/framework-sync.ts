// Rewrites the "Inspection framework" section of every English adult-care policy and procedure
// from its CQC mapping (cqcStatements and documents/england-regulations.ts). Run after changing
// the mapping: npx tsx content/framework-sync.ts
import { readFileSync, writeFileSync } from "node:fs";
import { documentTemplates } from "./documents";
import { syncFramework } from "./framework-text";

let changed = 0;
for (const template of documentTemplates) {
  const url = new URL(`./templates/${template.file}`, import.meta.url);
  const html = readFileSync(url, "utf8");
  const next = syncFramework(html, template);
  if (next !== html) {
    writeFileSync(url, next);
    changed++;
    console.log(`${template.policyNumber}: rewritten`);
  }
}
console.log(`${changed} templates rewritten`);
