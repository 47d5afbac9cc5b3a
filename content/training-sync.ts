// Rewrites every training frequency in the templates from the matrix in training.ts: the
// matrix paragraphs ("Refresher training follows our training matrix: …") and the core training
// tables. Run after changing the matrix: npx tsx content/training-sync.ts
import { readFileSync, writeFileSync } from "node:fs";
import { documentTemplates } from "./documents";
import { syncTraining } from "./training-text";

let changed = 0;
for (const template of documentTemplates) {
  const url = new URL(`./templates/${template.file}`, import.meta.url);
  const html = readFileSync(url, "utf8");
  const next = syncTraining(html, template.nation);
  if (next !== html) {
    writeFileSync(url, next);
    changed++;
    console.log(`${template.policyNumber}: rewritten`);
  }
}
console.log(`${changed} templates rewritten`);
